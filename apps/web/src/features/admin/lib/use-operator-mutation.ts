import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { refreshAdmin } from '../api/admin-keys';
import { useAskForPassword } from '../components/step-up-provider';

/**
 * An operator's change: sent once; when the server asks for the password again (403 'step_up_required') the
 * step-up dialog opens and the same change is sent again after it. Cancelled, the change fails with the server's
 * words. Settled either way, every console query refreshes.
 */
export function useOperatorMutation<TInput, TResult>(send: (input: TInput) => Promise<TResult>) {
  const askForPassword = useAskForPassword();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: TInput) => {
      try {
        return await send(input);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'step_up_required' && (await askForPassword())) return send(input);
        throw error;
      }
    },
    onSettled: () => refreshAdmin(client),
  });
}

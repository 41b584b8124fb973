import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useWithStepUp } from '../../../components/step-up/step-up-provider';
import { refreshAdmin } from '../api/admin-keys';

/**
 * An operator's change: sent once; when the server asks for the password again (403 'step_up_required') the
 * app's step-up dialog opens and the same change is sent again after it. Cancelled, the change fails with the
 * server's words. Settled either way, every console query refreshes.
 */
export function useOperatorMutation<TInput, TResult>(send: (input: TInput) => Promise<TResult>) {
  const withStepUp = useWithStepUp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => withStepUp(() => send(input)),
    onSettled: () => refreshAdmin(client),
  });
}

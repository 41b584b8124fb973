import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyOtp } from '@homebid/shared/schemas/account';
import type { MessageResponse } from '@homebid/shared/schemas/common';
import { apiFetch } from '../../../lib/api';
import { myProfileKey } from '../../../lib/queries/my-profile';

/** Checks the code and links the phone number to the signed-in user's profile. */
export const verifyOtp = (body: VerifyOtp) => apiFetch<MessageResponse>('/phone/verify', { method: 'POST', body });

export function useVerifyOtp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyOtp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myProfileKey }),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { ForgotPassword } from '@homebid/shared/schemas/account';
import type { MessageResponse } from '@homebid/shared/schemas/common';
import { apiFetch } from '../../../lib/api';

/** Mails a reset link, or fails with 'Email address is not registered.'. */
export const requestPasswordReset = (body: ForgotPassword) =>
  apiFetch<MessageResponse>('/account/forgot-password', { method: 'POST', body });

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });

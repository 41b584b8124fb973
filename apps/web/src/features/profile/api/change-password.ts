import { useMutation } from '@tanstack/react-query';
import { MSG } from '@homebid/shared/constants';
import { ApiError } from '../../../lib/api';
import { authClient } from '../../../lib/auth-client';

/** Changes the password through better-auth, keeping the other sessions signed in. */
export async function changePassword(input: { currentPassword: string; newPassword: string }): Promise<void> {
  const { error } = await authClient.changePassword({ ...input, revokeOtherSessions: false });
  // better-auth says only 'Invalid password'; say which one
  if (error?.code === 'INVALID_PASSWORD') throw new ApiError('The current password is incorrect.', 400, error.code);
  if (error) throw new ApiError(error.message ?? MSG.genericSaveFailure, error.status ?? 400, error.code ?? 'change_password');
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });

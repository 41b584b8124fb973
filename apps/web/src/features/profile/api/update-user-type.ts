import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserTypeUpdate } from '@homebid/shared/schemas/profile';
import type { MessageResponse } from '@homebid/shared/schemas/common';
import { apiFetch } from '../../../lib/api';
import { invalidateProfile } from '../../../lib/queries/my-profile';

export const updateUserType = (body: UserTypeUpdate) => apiFetch<MessageResponse>('/profile/user-type', { method: 'PUT', body });

export function useUpdateUserType() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateUserType, onSuccess: () => invalidateProfile(queryClient) });
}

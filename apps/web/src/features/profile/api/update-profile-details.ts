import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileDetails } from '@homebid/shared/schemas/profile';
import type { MessageResponse } from '@homebid/shared/schemas/common';
import { apiFetch } from '../../../lib/api';
import { invalidateProfile } from '../../../lib/queries/my-profile';

export const updateProfileDetails = (body: ProfileDetails) => apiFetch<MessageResponse>('/profile/details', { method: 'PUT', body });

export function useUpdateProfileDetails() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProfileDetails, onSuccess: () => invalidateProfile(queryClient) });
}

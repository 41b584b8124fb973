import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { invalidateProfile } from '../../../lib/queries/my-profile';

export const deleteProfilePhoto = () => apiFetch<unknown>('/profile/photo', { method: 'DELETE' });

export function useDeleteProfilePhoto() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProfilePhoto, onSuccess: () => invalidateProfile(queryClient) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { invalidateProfile } from '../../../lib/queries/my-profile';

export const deleteCertificate = (id: string) => apiFetch<unknown>(`/profile/certificates/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteCertificate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCertificate, onSuccess: () => invalidateProfile(queryClient) });
}

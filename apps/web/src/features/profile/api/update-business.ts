import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BusinessDetails } from '@homebid/shared/schemas/profile';
import type { MessageResponse } from '@homebid/shared/schemas/common';
import { apiFetch } from '../../../lib/api';
import { invalidateProfile } from '../../../lib/queries/my-profile';

export const updateBusiness = (body: BusinessDetails) => apiFetch<MessageResponse>('/profile/business', { method: 'PUT', body });

export function useUpdateBusiness() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateBusiness, onSuccess: () => invalidateProfile(queryClient) });
}

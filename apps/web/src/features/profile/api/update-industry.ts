import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IndustryUpdate } from '@homebid/shared/schemas/profile';
import type { MessageResponse } from '@homebid/shared/schemas/common';
import { apiFetch } from '../../../lib/api';
import { invalidateProfile } from '../../../lib/queries/my-profile';

export const updateIndustry = (body: IndustryUpdate) => apiFetch<MessageResponse>('/profile/industry', { method: 'PUT', body });

export function useUpdateIndustry() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateIndustry, onSuccess: () => invalidateProfile(queryClient) });
}

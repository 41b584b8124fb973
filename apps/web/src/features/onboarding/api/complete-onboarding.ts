import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageResponse } from '@homebid/shared/schemas/common';
import { apiFetch } from '../../../lib/api';
import { invalidateProfile } from '../../../lib/queries/my-profile';

/** Marks onboarding done (isHomeScreenLoaded); the server refuses while a required detail is missing. */
export const completeOnboarding = () => apiFetch<MessageResponse>('/profile/onboarding/complete', { method: 'POST' });

export function useCompleteOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeOnboarding, onSuccess: () => invalidateProfile(queryClient) });
}

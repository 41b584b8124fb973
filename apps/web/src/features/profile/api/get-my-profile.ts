import { useQuery } from '@tanstack/react-query';
import { MY_PROFILE_PATH } from '@homebid/shared/api-paths';
import type { MyProfile } from '@homebid/shared/schemas/profile';
import { ApiError, apiFetch } from '../../../lib/api';

export const myProfileKey = ['profile', 'me'] as const;

/** The signed-in user's profile, or null when nobody is signed in. */
export async function getMyProfile(): Promise<MyProfile | null> {
  try {
    return await apiFetch<MyProfile>(MY_PROFILE_PATH);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const useMyProfile = () => useQuery({ queryKey: myProfileKey, queryFn: getMyProfile, staleTime: 30_000 });

/**
 * The profile area's subscription to the current user's profile: refreshed when the window regains
 * focus, every 30 s, and right after any profile change (mutations invalidate the 'profile' keys).
 */
export const useLiveMyProfile = () =>
  useQuery({ queryKey: myProfileKey, queryFn: getMyProfile, staleTime: 5_000, refetchInterval: 30_000, refetchOnWindowFocus: 'always' });

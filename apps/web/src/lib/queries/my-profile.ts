import { type QueryClient } from '@tanstack/react-query';
import { useQuery } from '../query';
import { MY_PROFILE_PATH } from '@homebid/shared/api-paths';
import type { MyProfile } from '@homebid/shared/schemas/profile';
import { ApiError, apiFetch } from '../api';
import { readStoredUserType } from '../stored-user-type';
import { QUERY_ROOTS } from './query-roots';

// Who is signed in: the route guards, the shell and most pages ask, so it lives here rather than in a feature.

export const myProfileKey = [...QUERY_ROOTS.profile, 'me'] as const;

/** The signed-in user's profile, or null when nobody is signed in. */
export async function getMyProfile(): Promise<MyProfile | null> {
  try {
    return await apiFetch<MyProfile>(MY_PROFILE_PATH);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

/**
 * Any API call answered 401 means the session has ended (signed out in another tab, suspended by HomeBid, expired):
 * the tab forgets the user at once, and the route guard sends it to sign-in, rather than showing errors until the
 * profile is next refreshed. Wired to every query and mutation (app/providers.tsx).
 */
export function forgetUserOnSignedOut(client: QueryClient, error: unknown) {
  if (error instanceof ApiError && error.status === 401 && client.getQueryData(myProfileKey)) client.setQueryData(myProfileKey, null);
}

export const useMyProfile = () => useQuery({ queryKey: myProfileKey, queryFn: getMyProfile, staleTime: 30_000 });

/**
 * The profile area's subscription to the current user's profile: refreshed when the window regains
 * focus, every 30 s, and right after any profile change (mutations invalidate the 'profile' keys).
 */
export const useLiveMyProfile = () =>
  useQuery({ queryKey: myProfileKey, queryFn: getMyProfile, staleTime: 5_000, refetchInterval: 30_000, refetchOnWindowFocus: 'always' });

/** After any change to the profile, everything shown from it reloads. */
export const invalidateProfile = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: QUERY_ROOTS.profile });

/** True for a home owner: from the profile, or the user type kept in local storage before it loads. */
export function useIsHomeOwner(): boolean {
  const { data: me } = useMyProfile();
  return (me?.userType ?? readStoredUserType()) === 'home_owner';
}

/** Whether the signed-in user is HomeBid's staff (support or admin): the shell links them to the operator console. */
export function useIsOperator(): boolean {
  const { data: me } = useMyProfile();
  return me?.role === 'support' || me?.role === 'admin';
}

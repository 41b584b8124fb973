import type { QueryClient } from '@tanstack/react-query';

/** Every query of the signed-in user's own profile starts with this key. */
export const profileRootKey = ['profile'] as const;

/** After any change to the profile, everything shown from it reloads. */
export const invalidateProfile = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: profileRootKey });

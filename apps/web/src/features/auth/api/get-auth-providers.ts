import { useQuery } from '../../../lib/query';
import { apiFetch } from '../../../lib/api';

export interface AuthProviders {
  google: boolean;
  oidc: { enabled: boolean; name: string };
}

const NONE: AuthProviders = { google: false, oidc: { enabled: false, name: '' } };

/** Which social sign-in buttons the server can honour; none when it cannot say. */
export async function getAuthProviders(): Promise<AuthProviders> {
  try {
    return await apiFetch<AuthProviders>('/account/providers');
  } catch {
    return NONE;
  }
}

export const useAuthProviders = () =>
  useQuery({ queryKey: ['account', 'providers'], queryFn: getAuthProviders, staleTime: Infinity, retry: false });

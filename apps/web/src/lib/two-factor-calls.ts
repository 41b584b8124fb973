import { MSG } from '@homebid/shared/constants';
import { TWO_FACTOR_MSG } from '@homebid/shared/constants/two-factor';
import { ApiError } from './api';

/** The subset of better-auth's client these calls need (the sign-in page loads it lazily, the profile directly). */
interface AuthFetcher {
  $fetch: <T>(path: string, options: { method: 'POST'; body: object }) => Promise<{ data: T | null; error: { status?: number; code?: string; message?: string } | null }>;
}

/** better-auth's words, in the product's where they are unclear. */
function describe(error: { status?: number; code?: string; message?: string }): string {
  if (error.code === 'INVALID_PASSWORD') return 'The password is incorrect.';
  if (error.code === 'INVALID_CODE' || error.code === 'INVALID_BACKUP_CODE') return TWO_FACTOR_MSG.wrongCode;
  if (error.code === 'INVALID_TWO_FACTOR_COOKIE') return 'The sign-in took too long. Please sign in again.';
  return error.message ?? MSG.genericSaveFailure;
}

/** A POST to better-auth's twoFactor plugin (/api/auth/two-factor/*); its refusals as ApiError with words to show. */
export async function callTwoFactor<T>(client: AuthFetcher, path: string, body: object): Promise<T> {
  const { data, error } = await client.$fetch<T>(`/two-factor/${path}`, { method: 'POST', body });
  // better-auth answers a wrong code with 401; for the app a 401 means the session ended (it would sign out)
  const status = error?.status === 401 && error.code !== 'INVALID_TWO_FACTOR_COOKIE' ? 400 : (error?.status ?? 400);
  if (error) throw new ApiError(describe(error), status, error.code ?? 'two_factor');
  return data as T;
}

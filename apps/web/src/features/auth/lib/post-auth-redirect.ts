import type { MyProfile } from '@homebid/shared/schemas/profile';
import { WEB_PATHS } from '@homebid/shared/web-paths';

/**
 * Where a user goes right after signing in (spec part 1, section 2): the home screen once onboarding is done,
 * otherwise the onboarding wizard.
 */
export const getHomeRoute = (profile: MyProfile) => (profile.isHomeScreenLoaded ? WEB_PATHS.home : WEB_PATHS.profileOnboard);

/**
 * The public pages sit behind PublicOnlyRoute, which sends a signed-in visitor to /v1 the moment the profile
 * query holds a user. A page that has just signed someone in parks its own target here first, so the guard
 * and the page agree on where the user lands (e.g. /v1/verify-phone-number after registration).
 */
let pending: { target: string; until: number } | null = null;
// long enough for the profile request that follows a sign-in; short enough that it never outlives that moment
const PENDING_TTL_MS = 15_000;

export function setPendingRedirect(target: string) {
  pending = { target, until: Date.now() + PENDING_TTL_MS };
}

/** Read without consuming: React may render the guard twice for one navigation. */
export function getPendingRedirect(): string | null {
  return pending && pending.until > Date.now() ? pending.target : null;
}

/** Only same-app paths may be used as a next_route; anything else falls back. */
export function getSafeNextRoute(value: string | null, fallback: string = WEB_PATHS.home): string {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : fallback;
}

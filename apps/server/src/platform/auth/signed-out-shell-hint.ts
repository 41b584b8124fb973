import type { Config } from '../../config';
import { pageFirstScreen, routeOf, SIGNED_OUT_ROUTES } from '../page-first-screens';
import type { RouteShellHint } from '../web-app';
import { hasSessionCookie } from './session';

/** The mark the web app reads (apps/web/src/app/providers.tsx). */
export const SIGNED_OUT_TAG = '<meta name="homebid-session" content="none">';

/**
 * A visitor whose request to a signed-out page (sign-in, sign-up, a forgotten password) carries no session cookie is
 * signed out for sure. The shell says so, and the page shows its form at once instead of after a profile request
 * that can only answer 401; a page with a first screen (its card: page-first-screens.ts) has it drawn too.
 */
export function signedOutShellHint(config: Config): RouteShellHint {
  return {
    paths: SIGNED_OUT_ROUTES,
    hint: async (request) => (hasSessionCookie(config, request) ? undefined : { head: SIGNED_OUT_TAG, ...pageFirstScreen(routeOf(request.url)) }),
  };
}

import { WEB_PATHS } from '@homebid/shared/web-paths';
import type { Config } from '../../config';
import type { RouteShellHint } from '../web-app';
import { hasSessionCookie } from './session';

/** The mark the web app reads (apps/web/src/app/providers.tsx). */
export const SIGNED_OUT_TAG = '<meta name="homebid-session" content="none">';

/**
 * A visitor whose request to `/` carries no session cookie is signed out for sure. The shell says so, and the
 * sign-in page shows its form at once instead of after a profile request that can only answer 401.
 */
export function signInShellHint(config: Config): RouteShellHint {
  return { paths: [WEB_PATHS.signIn], hint: async (request) => (hasSessionCookie(config, request) ? undefined : { head: SIGNED_OUT_TAG }) };
}

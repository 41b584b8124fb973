import { WEB_PATHS } from '@homebid/shared/web-paths';

/** Ends the session, forgets everything kept in the browser and reloads the sign-in page. */
export async function signOutAndReload(): Promise<void> {
  try {
    // better-auth's client (~10 KB) is fetched on sign-out, not with every page of the shell
    const { authClient } = await import('../../lib/auth-client');
    await authClient.signOut();
  } finally {
    // spec: sign-out clears all local storage; the full reload also drops every cached query
    localStorage.clear();
    window.location.assign(WEB_PATHS.signIn);
  }
}

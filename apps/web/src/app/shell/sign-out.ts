import { authClient } from '../../lib/auth-client';

/** Ends the session, forgets everything kept in the browser and reloads the page at '/'. */
export async function signOutAndReload(): Promise<void> {
  try {
    await authClient.signOut();
  } finally {
    // spec: sign-out clears all local storage; the full reload also drops every cached query
    localStorage.clear();
    window.location.assign('/');
  }
}

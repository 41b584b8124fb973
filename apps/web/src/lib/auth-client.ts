import { createAuthClient } from 'better-auth/react';

/**
 * better-auth's browser client, talking to /api/auth on the same origin. Generic OpenID Connect
 * sign-in has no client plugin in better-auth 1.7.7: call `/sign-in/oauth2` with `authClient.$fetch`.
 */
export const authClient = createAuthClient({ baseURL: `${window.location.origin}/api/auth` });

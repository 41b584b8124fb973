/**
 * better-auth's client, loaded when first needed: the sign-in page shows its form before the ~12 KB client
 * arrives, which keeps the page within its JavaScript budget.
 */
export const loadAuthClient = () => import('../../../lib/auth-client').then((module) => module.authClient);

import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app';
import { registerModerationRoutes } from '../../src/modules/moderation/moderation.routes';
import type { ApiInstance } from '../../src/platform/http';
import { buildUser, cookieFrom, type TestUser } from '../factories';
import { withAdminRoutes } from './admin';
import { buildListingsTestApp } from './listings';

export { ageSessions, auditRowsOf, buildOperator, refusalOf } from './admin';

/**
 * A test app with the catalogue, the admin routes (step-up) and the moderation routes, registered here when
 * modules/index.ts does not (yet) register them: then the app is the one `npm start` builds.
 */
export async function buildModerationTestApp(): Promise<App> {
  const app = await withAdminRoutes(await buildListingsTestApp());
  if (!app.hasRoute({ method: 'POST', url: '/api/reports' })) {
    await app.register((api) => registerModerationRoutes(api as unknown as ApiInstance, app.ctx), { prefix: '/api' });
  }
  return app;
}

export const suspend = (admin: TestUser, userId: string, payload: Record<string, unknown> = { reason: 'Fraud reported by three users.' }) =>
  admin.request({ method: 'POST', url: `/api/admin/users/${userId}/suspend`, payload });

export const unsuspend = (admin: TestUser, userId: string, payload: Record<string, unknown> = { reason: 'Cleared after review.' }) =>
  admin.request({ method: 'POST', url: `/api/admin/users/${userId}/unsuspend`, payload });

export const hide = (admin: TestUser, listingId: string, payload: Record<string, unknown> = { reason: 'Fake listing' }) =>
  admin.request({ method: 'POST', url: `/api/admin/listings/${listingId}/hide`, payload });

export const unhide = (admin: TestUser, listingId: string, payload?: Record<string, unknown>) =>
  admin.request({ method: 'POST', url: `/api/admin/listings/${listingId}/unhide`, ...(payload ? { payload } : {}) });

export const report = (user: TestUser, payload: Record<string, unknown>) => user.request({ method: 'POST', url: '/api/reports', payload });

export const decideReport = (operator: TestUser, reportId: string, payload: Record<string, unknown>) =>
  operator.request({ method: 'POST', url: `/api/admin/reports/${reportId}/decision`, payload });

/** Signs in again through the real endpoint: the response, and the user with the new session's cookie when it worked. */
export async function signInAgain(app: App, user: TestUser): Promise<{ response: LightMyRequestResponse; user: TestUser }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: 'http://localhost:3000', 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    payload: { email: user.email, password: user.password },
  });
  const cookie = cookieFrom(response);
  return {
    response,
    user: { ...user, cookie, request: (options) => app.inject({ ...options, headers: { cookie, origin: 'http://localhost:3000', ...(options.headers ?? {}) } }) },
  };
}

/** A signed-in user who is neither an operator nor anyone's counterpart here. */
export const buildBystander = (app: App) => buildUser(app, { userType: 'contractor', onboarded: true });

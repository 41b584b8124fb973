import { desc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app';
import { auditLog } from '../../src/db/schema/audit';
import { registerAdminRoutes } from '../../src/modules/admin/admin.routes';
import { runAdminCommand } from '../../src/modules/admin/admin-command';
import type { ApiInstance } from '../../src/platform/http';
import { buildUser, type TestUser } from '../factories';

/**
 * Registers the admin routes on a test app when modules/index.ts does not (yet): then the app is the one `npm start`
 * builds. Call it before the app's first request.
 */
export async function withAdminRoutes(app: App): Promise<App> {
  if (!app.hasRoute({ method: 'GET', url: '/api/admin/me' })) {
    await app.register((api) => registerAdminRoutes(api as unknown as ApiInstance, app.ctx), { prefix: '/api' });
  }
  return app;
}

/** A new user made an operator through the command line's function (which audits it as the system). */
export async function buildOperator(app: App, role: 'support' | 'admin'): Promise<TestUser> {
  const user = await buildUser(app);
  await runAdminCommand(app.ctx.db, ['grant', user.email, role]);
  return user;
}

/** Moves the user's sign-in (and any step-up) `minutes` into the past, as if they had signed in that long ago. */
export async function ageSessions(app: App, user: TestUser, minutes: number) {
  const then = new Date(Date.now() - minutes * 60_000).toISOString();
  await app.ctx.db.execute(sql`UPDATE sessions SET created_at = ${then}::timestamptz, stepped_up_at = CASE WHEN stepped_up_at IS NULL THEN NULL ELSE ${then}::timestamptz END WHERE user_id = ${user.id}`);
}

/** The audit rows about a target, newest first. */
export const auditRowsOf = (app: App, targetId: string) => app.ctx.db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(desc(auditLog.id));

/** [status, body] of a refusal: the body must be the error alone, with nothing of the operation's data. */
export const refusalOf = (response: LightMyRequestResponse) => [response.statusCode, response.json()];

export const putRole = (user: TestUser, targetId: string, payload: Record<string, unknown>) => user.request({ method: 'PUT', url: `/api/admin/users/${targetId}/role`, payload });

export const stepUp = (user: TestUser, password: string) => user.request({ method: 'POST', url: '/api/admin/step-up', payload: { password } });

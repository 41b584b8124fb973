import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildTestApp, buildTwoInstances, isPostgresRun } from '../../../test/test-app';
import { withAdminRoutes } from '../../../test/support/admin';
import { signInAgain, suspend } from '../../../test/support/moderation';
import { totpCode } from '../../../test/support/totp';
import { registerModerationRoutes } from '../../modules/moderation/moderation.routes';
import { runAdminCommand } from '../../modules/admin/admin-command';
import type { ApiInstance } from '../http';

/*
 * Each instance trusts a looked-up session for a few seconds (session.ts). Whatever ends a session must end it at
 * once: on the instance that ended it and, by NOTIFY, on every other one, though the session was cached there.
 */

const ORIGIN = 'http://localhost:3000';
let ipCounter = 0;
/** better-auth's rate limits count per address: each call its own. */
const nextIp = () => `198.51.100.${(++ipCounter % 250) + 1}`;

/** A request on `app` with this cookie, as a browser would send it. */
const call = (app: App, cookie: string, options: InjectOptions) =>
  app.inject({ ...options, headers: { cookie, origin: ORIGIN, 'x-forwarded-for': nextIp(), ...(options.headers ?? {}) } });
const statusOfMe = async (app: App, cookie: string) => (await call(app, cookie, { method: 'GET', url: '/api/profile/me' })).statusCode;
const sessionCookieOf = (raw: string | string[] | undefined) =>
  (Array.isArray(raw) ? raw : raw ? [raw] : []).map((c) => c.split(';')[0]!).find((c) => c.startsWith('better-auth.session_token='))!;

/** A second signed-in session of the user (another device), its cookie. */
const anotherSession = async (app: App, user: TestUser) => (await signInAgain(app, user)).user.cookie;

describe('a session that ends stops working at once, though this instance had it cached', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('revoking one session from the sessions list, or all the others, leaves the remaining one signed in', async () => {
    const user = await buildUser(app);
    const [phone, tablet] = [await anotherSession(app, user), await anotherSession(app, user)];
    for (const cookie of [user.cookie, phone, tablet]) expect(await statusOfMe(app, cookie)).toBe(200);

    const listed = (await call(app, user.cookie, { method: 'GET', url: '/api/auth/list-sessions' })).json() as Array<{ token: string }>;
    const phoneToken = decodeURIComponent(phone.split('=')[1]!).split('.')[0];
    expect(listed.map((s) => s.token)).toContain(phoneToken);
    expect((await call(app, user.cookie, { method: 'POST', url: '/api/auth/revoke-session', payload: { token: phoneToken } })).statusCode).toBe(200);
    expect([await statusOfMe(app, phone), await statusOfMe(app, tablet), await statusOfMe(app, user.cookie)]).toEqual([401, 200, 200]);

    expect((await call(app, user.cookie, { method: 'POST', url: '/api/auth/revoke-other-sessions' })).statusCode).toBe(200);
    expect([await statusOfMe(app, tablet), await statusOfMe(app, user.cookie)]).toEqual([401, 200]);
  });

  it('changing the password and signing out the other devices ends them; the new cookie works', async () => {
    const user = await buildUser(app);
    const phone = await anotherSession(app, user);
    for (const cookie of [user.cookie, phone]) expect(await statusOfMe(app, cookie)).toBe(200);
    const changed = await call(app, user.cookie, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: user.password, newPassword: 'a-new-password-1', revokeOtherSessions: true },
    });
    expect(changed.statusCode).toBe(200);
    const renewed = sessionCookieOf(changed.headers['set-cookie']);
    expect([await statusOfMe(app, phone), await statusOfMe(app, user.cookie), await statusOfMe(app, renewed)]).toEqual([401, 401, 200]);
  });

  it('changing the password and keeping the other devices keeps them signed in', async () => {
    const user = await buildUser(app);
    const phone = await anotherSession(app, user);
    expect(await statusOfMe(app, phone)).toBe(200);
    const changed = await call(app, user.cookie, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: user.password, newPassword: 'a-new-password-2', revokeOtherSessions: false },
    });
    expect(changed.statusCode).toBe(200);
    expect([await statusOfMe(app, phone), await statusOfMe(app, user.cookie)]).toEqual([200, 200]);
  });

  it('a password reset ends every session of the user', async () => {
    const user = await buildUser(app);
    const phone = await anotherSession(app, user);
    for (const cookie of [user.cookie, phone]) expect(await statusOfMe(app, cookie)).toBe(200);
    const asked = await app.inject({ method: 'POST', url: '/api/account/forgot-password', headers: { 'x-forwarded-for': nextIp() }, payload: { email: user.email } });
    expect(asked.statusCode).toBe(200);
    const [mail] = await app.ctx.outbox.list(user.email);
    const link = new URL(mail!.body.match(/https?:\/\/\S+/)![0]);
    const opened = await app.inject({ method: 'GET', url: link.pathname + link.search });
    const token = new URL(opened.headers.location!, ORIGIN).searchParams.get('token')!;
    const reset = await app.inject({ method: 'POST', url: '/api/auth/reset-password', headers: { origin: ORIGIN }, payload: { newPassword: 'a-fresh-password', token } });
    expect(reset.statusCode).toBe(200);
    expect([await statusOfMe(app, user.cookie), await statusOfMe(app, phone)]).toEqual([401, 401]);
  });

  it('turning two-factor sign-in on and off replaces the session: the old cookie ends, the new one works', async () => {
    const user = await buildUser(app);
    expect(await statusOfMe(app, user.cookie)).toBe(200);
    const enabled = await call(app, user.cookie, { method: 'POST', url: '/api/auth/two-factor/enable', payload: { password: user.password } });
    const { totpURI } = enabled.json() as { totpURI: string };
    const confirmed = await call(app, user.cookie, { method: 'POST', url: '/api/auth/two-factor/verify-totp', payload: { code: totpCode(totpURI) } });
    expect(confirmed.statusCode).toBe(200);
    const afterOn = sessionCookieOf(confirmed.headers['set-cookie']);
    expect([await statusOfMe(app, user.cookie), await statusOfMe(app, afterOn)]).toEqual([401, 200]);

    const disabled = await call(app, afterOn, { method: 'POST', url: '/api/auth/two-factor/disable', payload: { password: user.password } });
    expect(disabled.statusCode).toBe(200);
    const afterOff = sessionCookieOf(disabled.headers['set-cookie']);
    expect([await statusOfMe(app, afterOn), await statusOfMe(app, afterOff)]).toEqual([401, 200]);
  });
});

describe.runIf(isPostgresRun())('a session ended on one instance, on PostgreSQL with two instances', () => {
  let a: App;
  let b: App;
  let close: () => Promise<void>;
  let bUrl: string;
  /**
   * B's answers to the cookie's next requests until one is 401 (at most 1 s, a tenth of the cache's life: only the
   * NOTIFY can have dropped it). PostgreSQL hands a NOTIFY to each listening connection on its own: on this loaded
   * machine B's came up to 17 ms after A's, so the request right after A answered may still find the session.
   */
  const untilRefusedOnB = async (cookie: string) => {
    await expect.poll(async () => (await onB(cookie)).status, { timeout: 1000, interval: 5 }).toBe(401);
  };
  /** GET on B over real HTTP, as the user's browser's next request would come: the status and the body. */
  const onB = async (cookie: string, path = '/api/profile/me') => {
    const response = await fetch(`${bUrl}${path}`, { headers: { cookie } });
    return { status: response.status, body: (await response.json()) as { name?: string } };
  };
  beforeAll(async () => {
    ({ a, b, close } = await buildTwoInstances());
    for (const app of [a, b]) {
      await withAdminRoutes(app);
      if (!app.hasRoute({ method: 'POST', url: '/api/reports' })) await app.register((api) => registerModerationRoutes(api as unknown as ApiInstance, app.ctx), { prefix: '/api' });
    }
    bUrl = await b.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => close());

  it('signing out on A: B, which had the session cached, refuses it at once', async () => {
    const user = await buildUser(a);
    expect((await onB(user.cookie)).status).toBe(200);
    expect((await call(a, user.cookie, { method: 'POST', url: '/api/auth/sign-out' })).statusCode).toBe(200);
    await untilRefusedOnB(user.cookie);
  });

  it('changing the password on A and signing out the other devices: B refuses the phone at once', async () => {
    const user = await buildUser(a);
    const phone = await anotherSession(a, user);
    expect((await onB(phone)).status).toBe(200);
    const changed = await call(a, user.cookie, {
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: user.password, newPassword: 'a-new-password-3', revokeOtherSessions: true },
    });
    expect(changed.statusCode).toBe(200);
    await untilRefusedOnB(phone);
    expect((await onB(sessionCookieOf(changed.headers['set-cookie']))).status).toBe(200);
  });

  it('suspending on A: B refuses the session at once', async () => {
    const admin = await buildUser(a);
    await runAdminCommand(a.ctx.db, ['grant', admin.email, 'admin']);
    const user = await buildUser(a);
    expect((await onB(user.cookie)).status).toBe(200);
    expect((await suspend(admin, user.id)).statusCode).toBe(200);
    await untilRefusedOnB(user.cookie);
  });

  it("a new name on A shows on B at once, though B had the operator's session cached (the console reads it fresh)", async () => {
    const admin = await buildUser(a);
    await runAdminCommand(a.ctx.db, ['grant', admin.email, 'admin']);
    expect((await onB(admin.cookie, '/api/admin/me')).body.name).toBe(admin.name);
    const saved = await call(a, admin.cookie, {
      method: 'PUT',
      url: '/api/profile/details',
      payload: { name: 'Renamed Admin', streetAddress: '1 Main St', city: 'Providence', state: 'Rhode Island', zipCode: '02903' },
    });
    expect(saved.statusCode).toBe(200);
    expect((await onB(admin.cookie, '/api/admin/me')).body.name).toBe('Renamed Admin');
  });
});

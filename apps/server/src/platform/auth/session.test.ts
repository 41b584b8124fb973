import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { sessions } from '../../db/schema/auth';
import { buildUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';
import { SESSION_EXPIRES_IN_SECONDS } from './auth';

const DAY = 24 * 60 * 60 * 1000;

describe('session lookup (requireUser)', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const me = (cookie: string) => app.inject({ method: 'GET', url: '/api/profile/me', headers: { cookie } });
  const tokenOf = (cookie: string) => decodeURIComponent(cookie.match(/better-auth\.session_token=([^;]+)/)![1]).split('.')[0];

  it('accepts the signed cookie of a live session, without the cache cookie', async () => {
    const user = await buildUser(app);
    const tokenOnly = user.cookie.split('; ').find((c) => c.startsWith('better-auth.session_token='))!;
    const response = await me(tokenOnly);
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(user.id);
  });

  it('refuses a token whose signature does not match', async () => {
    const user = await buildUser(app);
    const forged = `better-auth.session_token=${encodeURIComponent(`${tokenOf(user.cookie)}.AAAA${'A'.repeat(40)}`)}`;
    expect((await me(forged)).statusCode).toBe(401);
    expect((await me('better-auth.session_token=%E0%A4%A')).statusCode).toBe(401);
  });

  it('refuses a session that was signed out or has expired', async () => {
    const signedOut = await buildUser(app);
    expect((await me(signedOut.cookie)).statusCode).toBe(200); // now remembered by this instance
    expect((await signedOut.request({ method: 'POST', url: '/api/auth/sign-out' })).statusCode).toBe(200);
    expect((await me(signedOut.cookie)).statusCode).toBe(401);

    const expired = await buildUser(app);
    await app.ctx.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.userId, expired.id));
    expect((await me(expired.cookie)).statusCode).toBe(401);
  });

  it('renews a session that is due, through better-auth, as it would without the fast path', async () => {
    const user = await buildUser(app);
    const dueAt = new Date(Date.now() + 2 * DAY);
    await app.ctx.db.update(sessions).set({ expiresAt: dueAt }).where(eq(sessions.userId, user.id));
    expect((await me(user.cookie)).statusCode).toBe(200);
    const [session] = await app.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(session.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_EXPIRES_IN_SECONDS * 1000 - DAY);
  });

  it('slides the cookie with the session: a renewed session sends a fresh max-age for the same token', async () => {
    const user = await buildUser(app);
    // a session that is not due keeps its cookie as it is
    const fresh = await me(user.cookie);
    expect(fresh.headers['set-cookie']).toBeUndefined();

    const other = await buildUser(app);
    await app.ctx.db.update(sessions).set({ expiresAt: new Date(Date.now() + 2 * DAY) }).where(eq(sessions.userId, other.id));
    const renewed = await me(other.cookie);
    expect(renewed.statusCode).toBe(200);
    const raw = renewed.headers['set-cookie'];
    const cookie = (Array.isArray(raw) ? raw : [raw ?? '']).find((c) => c.startsWith('better-auth.session_token='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(new RegExp(`Max-Age=${SESSION_EXPIRES_IN_SECONDS}(;|$)`));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(tokenOf(cookie!)).toBe(tokenOf(other.cookie));
    const [session] = await app.ctx.db.select().from(sessions).where(eq(sessions.userId, other.id));
    // the cookie now ends with the database session (within a minute of each other)
    expect(Math.abs(session.expiresAt.getTime() - (Date.now() + SESSION_EXPIRES_IN_SECONDS * 1000))).toBeLessThan(60_000);
    expect((await me(cookie!.split(';')[0])).statusCode).toBe(200);
  });
});

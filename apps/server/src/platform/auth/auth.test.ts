import { hash } from '@node-rs/argon2';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { accounts, sessions } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import { buildUser, cookieFrom } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';

const ORIGIN = 'http://localhost:3000';
let ipCounter = 0;
/** Each test gets its own client address so better-auth's (process-wide) rate limiter does not mix tests. */
const nextIp = () => `192.0.2.${++ipCounter}`;

function setCookies(response: { headers: Record<string, unknown> }): string[] {
  const raw = response.headers['set-cookie'];
  return Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
}

describe('accounts through better-auth', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const signIn = (email: string, password: string, ip = nextIp()) =>
    app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { 'x-forwarded-for': ip }, payload: { email, password } });

  it('registers a user, signs them in with an HttpOnly SameSite=Lax cookie and creates their profile', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'x-forwarded-for': nextIp() },
      payload: { name: 'Ada Lovelace', email: 'Ada@Example.com', password: 'analytical-engine' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user.email).toBe('ada@example.com');
    const sessionCookie = setCookies(response).find((c) => c.startsWith('better-auth.session_token='));
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).not.toMatch(/Secure/i);
    const [profile] = await app.ctx.db.select().from(profiles).where(eq(profiles.userId, body.user.id));
    expect(profile).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com', userType: null, isHomeScreenLoaded: false });
  });

  it('refuses a second account with the same e-mail', async () => {
    const user = await buildUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'x-forwarded-for': nextIp() },
      payload: { name: 'Copy', email: user.email.toUpperCase(), password: 'another-password' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().code).toBe('USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL');
  });

  it('signs in with the right password and refuses a wrong one', async () => {
    const user = await buildUser(app);
    const wrong = await signIn(user.email, 'not-the-password');
    expect(wrong.statusCode).toBe(401);
    expect(setCookies(wrong)).toHaveLength(0);

    const right = await signIn(user.email, user.password);
    expect(right.statusCode).toBe(200);
    const cookie = cookieFrom(right);
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().user.email).toBe(user.email);
  });

  it('stores passwords as argon2id at 12 MiB and 3 passes, and still signs in accounts hashed at the former 19 MiB', async () => {
    const user = await buildUser(app);
    const credential = () => and(eq(accounts.userId, user.id), eq(accounts.providerId, 'credential'));
    const [{ password }] = await app.ctx.db.select({ password: accounts.password }).from(accounts).where(credential());
    expect(password).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);

    // a hash made before the change names its own parameters
    const former = await hash(user.password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
    await app.ctx.db.update(accounts).set({ password: former }).where(credential());
    expect((await signIn(user.email, 'not-the-password')).statusCode).toBe(401);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('signs out with an empty POST body and ends the session', async () => {
    const user = await buildUser(app);
    const response = await user.request({ method: 'POST', url: '/api/auth/sign-out' });
    expect(response.statusCode).toBe(200);
    expect(setCookies(response).find((c) => c.startsWith('better-auth.session_token='))).toMatch(/Max-Age=0/);
    expect(await app.ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    // the session token alone (what a browser keeps without the short-lived cache cookie) no longer works
    const token = user.cookie.split('; ').find((c) => c.startsWith('better-auth.session_token='))!;
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: token } });
    expect(session.json()).toBeNull();
  });

  it('changes the password with the current one', async () => {
    const user = await buildUser(app);
    const refused = await user.request({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: 'wrong-password', newPassword: 'brand-new-password' },
    });
    expect(refused.statusCode).toBe(400);

    const changed = await user.request({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: user.password, newPassword: 'brand-new-password' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await signIn(user.email, user.password)).statusCode).toBe(401);
    expect((await signIn(user.email, 'brand-new-password')).statusCode).toBe(200);
  });

  it('refuses a cookie-authenticated change from a foreign origin and changes nothing', async () => {
    const user = await buildUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
      payload: { currentPassword: user.password, newPassword: 'attacker-chosen-1' },
    });
    expect(response.statusCode).toBe(403);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
    expect((await signIn(user.email, 'attacker-chosen-1')).statusCode).toBe(401);
  });

  it('refuses a cookie-authenticated change without any origin', async () => {
    const user = await buildUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: user.cookie },
      payload: { currentPassword: user.password, newPassword: 'attacker-chosen-2' },
    });
    expect(response.statusCode).toBe(403);
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });

  it('limits sign-in attempts to 10 a minute from one address', async () => {
    const user = await buildUser(app);
    const ip = nextIp();
    for (let i = 0; i < 10; i++) expect((await signIn(user.email, 'wrong-password', ip)).statusCode).toBe(401);
    const blocked = await signIn(user.email, user.password, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many requests. Please try again later.');
    // another address is not affected
    expect((await signIn(user.email, user.password)).statusCode).toBe(200);
  });
});

describe('session cookie in production', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ NODE_ENV: 'production', AUTH_SECRET: 'a-production-secret-for-tests-0123456789abcdef' });
  });
  afterAll(() => app.close());

  it('is Secure, HttpOnly and SameSite=Lax', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { 'x-forwarded-for': nextIp(), origin: ORIGIN },
      payload: { name: 'Prod User', email: 'prod@example.com', password: 'production-password' },
    });
    expect(response.statusCode).toBe(200);
    const sessionCookie = setCookies(response).find((c) => c.startsWith('__Secure-better-auth.session_token='));
    expect(sessionCookie).toMatch(/; Secure/i);
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
  });
});

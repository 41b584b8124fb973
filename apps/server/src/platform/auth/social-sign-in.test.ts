import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { accounts, users } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import { cookieFrom } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';
import { startOidcServer, type TestOidcServer } from '../../../test/fakes/oidc-server';

describe('social sign-in with an OpenID Connect provider', () => {
  let oidc: TestOidcServer;
  let app: App;
  beforeAll(async () => {
    oidc = await startOidcServer();
    app = await buildTestApp({
      OIDC_ISSUER_URL: oidc.issuerUrl,
      OIDC_CLIENT_ID: oidc.clientId,
      OIDC_CLIENT_SECRET: oidc.clientSecret,
      OIDC_NAME: 'Test Provider',
      GOOGLE_CLIENT_ID: 'google-client',
      GOOGLE_CLIENT_SECRET: 'google-secret',
    });
  });
  afterAll(async () => {
    await app?.close();
    await oidc?.stop();
  });

  /** What the browser does: ask our app for the provider URL, follow it, come back to our callback. */
  async function signInWithOidc() {
    const start = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: 'http://localhost:3000' },
      payload: { provider: 'oidc', callbackURL: '/v1', newUserCallbackURL: '/v1/select-user-type' },
    });
    expect(start.statusCode).toBe(200);
    const authorizeUrl = new URL(start.json().url);
    expect(authorizeUrl.origin).toBe(new URL(oidc.issuerUrl).origin);
    expect(authorizeUrl.searchParams.get('prompt')).toBe('select_account');
    expect(authorizeUrl.searchParams.get('client_id')).toBe(oidc.clientId);

    const atProvider = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(atProvider.status).toBe(302);
    const callback = new URL(atProvider.headers.get('location')!);
    expect(callback.pathname).toBe('/api/auth/callback/oidc');
    expect(callback.searchParams.get('code')).toBeTruthy();

    const back = await app.inject({ method: 'GET', url: callback.pathname + callback.search, headers: { cookie: cookieFrom(start) } });
    expect(back.statusCode).toBe(302);
    return { location: back.headers.location, cookie: cookieFrom(back) };
  }

  it('lists the configured providers for the sign-in page', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/account/providers' });
    expect(response.json()).toEqual({ google: true, oidc: { enabled: true, name: 'Test Provider' } });
  });

  it('starts Google sign-in always asking to choose an account', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/social',
      headers: { origin: 'http://localhost:3000' },
      payload: { provider: 'google', callbackURL: '/v1', newUserCallbackURL: '/v1/select-user-type' },
    });
    expect(response.statusCode).toBe(200);
    const url = new URL(response.json().url);
    expect(url.origin).toBe('https://accounts.google.com');
    expect(url.searchParams.get('prompt')).toBe('select_account');
    expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/google');
  });

  it('creates a new user with a profile and sends them to choose a profile type', async () => {
    oidc.setIdentity({ sub: 'sub-new-1', email: 'New.Social@Example.com', name: 'New Social' });
    const { location, cookie } = await signInWithOidc();
    expect(location).toBe('/v1/select-user-type');
    const session = await app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(session.json().user).toMatchObject({ email: 'new.social@example.com', name: 'New Social' });

    const [user] = await app.ctx.db.select().from(users).where(eq(users.email, 'new.social@example.com'));
    const [profile] = await app.ctx.db.select().from(profiles).where(eq(profiles.userId, user!.id));
    expect(profile).toMatchObject({ name: 'New Social', email: 'new.social@example.com', userType: null });
    const [account] = await app.ctx.db.select().from(accounts).where(eq(accounts.userId, user!.id));
    expect(account).toMatchObject({ providerId: 'oidc', accountId: 'sub-new-1' });
  });

  it('sends a returning user to /v1', async () => {
    oidc.setIdentity({ sub: 'sub-returning', email: 'returning@example.com', name: 'Returning' });
    expect((await signInWithOidc()).location).toBe('/v1/select-user-type');
    const second = await signInWithOidc();
    expect(second.location).toBe('/v1');
    expect(second.cookie).toMatch(/better-auth\.session_token=/);
    expect(await app.ctx.db.select().from(users).where(eq(users.email, 'returning@example.com'))).toHaveLength(1);
  });

  it('refuses a callback without the state it started with', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/callback/oidc?code=forged&state=forged' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('http://localhost:3000/?error=state_mismatch');
    expect(cookieFrom(response)).not.toMatch(/session_token=/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@homebid/shared/constants';
import type { App } from '../../app';
import { buildUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';

let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}`;

describe('POST /api/account/forgot-password', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const forgot = (email: unknown, ip = nextIp()) =>
    app.inject({ method: 'POST', url: '/api/account/forgot-password', headers: { 'x-forwarded-for': ip }, payload: { email } });

  it('answers an unknown e-mail with the spec message and sends nothing', async () => {
    const response = await forgot('nobody@example.com');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(MSG.emailNotRegistered);
    expect(await app.ctx.outbox.list('nobody@example.com')).toEqual([]);
  });

  it('validates the e-mail', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/account/forgot-password', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toBe('Please input your E-mail!');
    const invalid = await forgot('not-an-email');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.message).toBe('The input is not valid E-mail!');
  });

  it('mails a reset link that sets a new password', async () => {
    const user = await buildUser(app);
    const response = await forgot(` ${user.email.toUpperCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MSG.resetSent });

    const [mail] = await app.ctx.outbox.list(user.email);
    expect(mail).toMatchObject({ channel: 'email', to: user.email });
    const link = mail!.body.match(/https?:\/\/\S+/)![0];
    const url = new URL(link);
    expect(url.pathname).toMatch(/^\/api\/auth\/reset-password\//);

    const opened = await app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(opened.statusCode).toBe(302);
    const target = new URL(opened.headers.location!, 'http://localhost:3000');
    expect(target.pathname).toBe('/reset-password');
    const token = target.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: 'http://localhost:3000' },
      payload: { newPassword: 'a-fresh-password', token },
    });
    expect(reset.statusCode).toBe(200);

    const signIn = (password: string) =>
      app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { 'x-forwarded-for': nextIp() }, payload: { email: user.email, password } });
    expect((await signIn(user.password)).statusCode).toBe(401);
    expect((await signIn('a-fresh-password')).statusCode).toBe(200);

    // the token works once
    const again = await app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { newPassword: 'third-password', token } });
    expect(again.statusCode).toBe(400);
  });

  it('sends an unknown or used reset link to the page with an error', async () => {
    const callbackURL = encodeURIComponent('http://localhost:3000/reset-password');
    const response = await app.inject({ method: 'GET', url: `/api/auth/reset-password/not-a-token?callbackURL=${callbackURL}` });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('http://localhost:3000/reset-password?error=INVALID_TOKEN');
  });

  it('limits requests from one address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await forgot('nobody@example.com', ip)).statusCode).toBe(404);
    const blocked = await forgot('nobody@example.com', ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.message).toBe('Too many requests. Please try again later.');
  });
});

describe('GET /api/account/providers', () => {
  it('names no social provider when none is configured', async () => {
    const app = await buildTestApp();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/account/providers' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ google: false, oidc: { enabled: false, name: 'OpenID Connect' } });
    } finally {
      await app.close();
    }
  });
});

describe('forgot-password without rate limits', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ RATE_LIMITS: 'false' });
  });
  afterAll(() => app.close());

  it('is not limited when RATE_LIMITS=false', async () => {
    for (let i = 0; i < 7; i++) {
      const response = await app.inject({ method: 'POST', url: '/api/account/forgot-password', payload: { email: 'nobody@example.com' } });
      expect(response.statusCode).toBe(404);
    }
  });
});

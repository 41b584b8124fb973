import { and, eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MSG } from '@homebid/shared/constants/admin';
import { TWO_FACTOR_MSG } from '@homebid/shared/constants/two-factor';
import type { App } from '../../app';
import { verifications } from '../../db/schema/auth';
import { buildUser, type TestUser } from '../../../test/factories';
import { buildTestApp } from '../../../test/test-app';
import { ageSessions, buildOperator, putRole, withAdminRoutes } from '../../../test/support/admin';
import { linkSandboxBank, validCustomer } from '../../../test/support/payout-setup';
import { totpCode, wrongTotpCode } from '../../../test/support/totp';

const ORIGIN = 'http://localhost:3000';
const STEP_UP_REQUIRED = { error: { code: 'step_up_required', message: TWO_FACTOR_MSG.stepUpRequired } };
let ipCounter = 0;
/** Each call gets its own client address: better-auth's rate limits count per address and path. */
const nextIp = () => `198.51.100.${++ipCounter % 250}`;

let app: App;
beforeAll(async () => {
  app = await withAdminRoutes(await buildTestApp());
});
afterAll(() => app.close());

/** A browser's cookie jar: Set-Cookie replaces (or, with Max-Age=0, removes) a cookie of the same name. */
class Browser {
  private readonly cookies = new Map<string, string>();
  constructor(cookie = '') {
    for (const pair of cookie.split('; ').filter(Boolean)) this.cookies.set(pair.split('=')[0]!, pair);
  }
  async request(options: { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object }): Promise<LightMyRequestResponse> {
    const response = await app.inject({ ...options, headers: { cookie: this.cookieHeader(), origin: ORIGIN, 'x-forwarded-for': nextIp() } });
    const raw = response.headers['set-cookie'];
    for (const line of Array.isArray(raw) ? raw : raw ? [raw] : []) {
      const pair = line.split(';')[0]!;
      const name = pair.split('=')[0]!;
      if (/Max-Age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, pair);
    }
    return response;
  }
  has = (name: string) => this.cookies.has(name);
  /** Forgets every cookie but the trusted device's (a browser that signed out). */
  signOut() {
    for (const name of [...this.cookies.keys()]) if (name !== 'better-auth.trust_device') this.cookies.delete(name);
  }
  private cookieHeader = () => [...this.cookies.values()].join('; ');
}

const signIn = (browser: Browser, user: TestUser) => browser.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: user.email, password: user.password } });
const security = async (browser: Browser) => (await browser.request({ method: 'GET', url: '/api/account/security' })).json();

/** Turns on two-factor sign-in as the profile page does: password, then a code of the new secret confirms it. */
async function enableTwoFactor(user: TestUser) {
  const browser = new Browser(user.cookie);
  const enabled = await browser.request({ method: 'POST', url: '/api/auth/two-factor/enable', payload: { password: user.password } });
  expect(enabled.statusCode).toBe(200);
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
  const confirmed = await browser.request({ method: 'POST', url: '/api/auth/two-factor/verify-totp', payload: { code: totpCode(totpURI) } });
  expect(confirmed.statusCode).toBe(200);
  return { browser, totpURI, backupCodes };
}

describe('two-factor sign-in', () => {
  it('is turned on with the password and a first code, then sign-in asks for the code and refuses a wrong one', async () => {
    const user = await buildUser(app);
    const browser = new Browser(user.cookie);
    expect(await security(browser)).toMatchObject({ twoFactorEnabled: false, hasPassword: true, stepUpFresh: true });
    const wrongPassword = await browser.request({ method: 'POST', url: '/api/auth/two-factor/enable', payload: { password: 'not-the-password' } });
    expect(wrongPassword.statusCode).toBe(400);

    const enabled = await browser.request({ method: 'POST', url: '/api/auth/two-factor/enable', payload: { password: user.password } });
    const { totpURI, backupCodes } = enabled.json();
    expect(totpURI).toMatch(/^otpauth:\/\/totp\/HomeBid:.+secret=[A-Z2-7]+/);
    expect(backupCodes).toHaveLength(10);
    // not on until a code confirms the app has the secret
    expect(await security(browser)).toMatchObject({ twoFactorEnabled: false });
    const unconfirmed = await signIn(new Browser(), user);
    expect(unconfirmed.json()).not.toHaveProperty('twoFactorRedirect');

    expect((await browser.request({ method: 'POST', url: '/api/auth/two-factor/verify-totp', payload: { code: wrongTotpCode(totpURI) } })).statusCode).toBe(401);
    expect((await browser.request({ method: 'POST', url: '/api/auth/two-factor/verify-totp', payload: { code: totpCode(totpURI) } })).statusCode).toBe(200);
    expect(await security(browser)).toMatchObject({ twoFactorEnabled: true });

    const laptop = new Browser();
    const first = await signIn(laptop, user);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    expect(laptop.has('better-auth.session_token')).toBe(false);
    expect((await laptop.request({ method: 'GET', url: '/api/account/security' })).statusCode).toBe(401);

    const wrong = await laptop.request({ method: 'POST', url: '/api/auth/two-factor/verify-totp', payload: { code: wrongTotpCode(totpURI) } });
    expect(wrong.statusCode).toBe(401);
    expect(laptop.has('better-auth.session_token')).toBe(false);
    const right = await laptop.request({ method: 'POST', url: '/api/auth/two-factor/verify-totp', payload: { code: totpCode(totpURI) } });
    expect(right.statusCode).toBe(200);
    expect(await security(laptop)).toMatchObject({ twoFactorEnabled: true });
  });

  it('takes a backup code once', async () => {
    const user = await buildUser(app);
    const { backupCodes } = await enableTwoFactor(user);
    const phone = new Browser();
    await signIn(phone, user);
    expect((await phone.request({ method: 'POST', url: '/api/auth/two-factor/verify-backup-code', payload: { code: backupCodes[0] } })).statusCode).toBe(200);
    expect((await security(phone)).twoFactorEnabled).toBe(true);

    const again = new Browser();
    await signIn(again, user);
    expect((await again.request({ method: 'POST', url: '/api/auth/two-factor/verify-backup-code', payload: { code: backupCodes[0] } })).statusCode).toBe(401);
    expect((await again.request({ method: 'POST', url: '/api/auth/two-factor/verify-backup-code', payload: { code: backupCodes[1] } })).statusCode).toBe(200);
  });

  it('skips the code on a device trusted for 30 days, and asks again once they have passed', async () => {
    const user = await buildUser(app);
    const { totpURI } = await enableTwoFactor(user);
    const laptop = new Browser();
    await signIn(laptop, user);
    const verified = await laptop.request({ method: 'POST', url: '/api/auth/two-factor/verify-totp', payload: { code: totpCode(totpURI), trustDevice: true } });
    const trustCookie = ([] as string[]).concat(verified.headers['set-cookie'] ?? []).find((line) => line.startsWith('better-auth.trust_device='));
    expect(trustCookie).toMatch(/Max-Age=2592000/);

    laptop.signOut();
    const trusted = await signIn(laptop, user);
    expect(trusted.json()).not.toHaveProperty('twoFactorRedirect');
    expect(laptop.has('better-auth.session_token')).toBe(true);
    // another browser is still asked
    expect((await signIn(new Browser(), user)).json()).toMatchObject({ twoFactorRedirect: true });

    // 30 days later: the server's record of the trust has expired (the cookie too, by its Max-Age)
    await app.ctx.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(verifications.value, user.id), like(verifications.identifier, 'trust-device-%')));
    laptop.signOut();
    expect((await signIn(laptop, user)).json()).toMatchObject({ twoFactorRedirect: true });
  });

  it('is turned off with the password, and backup codes can be made anew', async () => {
    const user = await buildUser(app);
    const { browser, backupCodes } = await enableTwoFactor(user);
    const fresh = await browser.request({ method: 'POST', url: '/api/auth/two-factor/generate-backup-codes', payload: { password: user.password } });
    expect(fresh.json().backupCodes).toHaveLength(10);
    // the old codes no longer work
    const phone = new Browser();
    await signIn(phone, user);
    expect((await phone.request({ method: 'POST', url: '/api/auth/two-factor/verify-backup-code', payload: { code: backupCodes[0] } })).statusCode).toBe(401);

    expect((await browser.request({ method: 'POST', url: '/api/auth/two-factor/disable', payload: { password: 'wrong-password' } })).statusCode).toBe(400);
    expect((await browser.request({ method: 'POST', url: '/api/auth/two-factor/disable', payload: { password: user.password } })).statusCode).toBe(200);
    expect((await signIn(new Browser(), user)).json()).not.toHaveProperty('twoFactorRedirect');
  });
});

describe('step-up before payout changes', () => {
  const buildContractor = () => buildUser(app, { userType: 'contractor', onboarded: true });
  const refusalOf = (response: LightMyRequestResponse) => [response.statusCode, response.json()];
  const payoutMails = async (user: TestUser) => (await app.ctx.outbox.list(user.email)).filter((mail) => mail.subject.startsWith(TWO_FACTOR_MSG.payoutChangedSubject));

  it('lets a sign-in of the last 10 minutes change payouts, and e-mails the owner of each change', async () => {
    const contractor = await buildContractor();
    await ageSessions(app, contractor, 9);
    expect((await contractor.request({ method: 'POST', url: '/api/payments/customer', payload: validCustomer() })).statusCode).toBe(200);
    expect((await linkSandboxBank(contractor)).statusCode).toBe(200);
    expect((await contractor.request({ method: 'DELETE', url: '/api/payments/bank' })).statusCode).toBe(200);
    const mails = await payoutMails(contractor);
    expect(mails).toHaveLength(3);
    expect(mails[0]!.body).toContain('Your payout details changed. Not you? Contact support: http://localhost:3000/v1/profile/support');
    // when, in New York time as the product writes dates ('(12 Dec, 2026 7:23 am ET)'), not the server's UTC
    expect(mails[0]!.body).toMatch(/\n\n\(\d{2} [A-Z][a-z]{2}, \d{4} \d{1,2}:\d{2} [ap]m ET\)\n$/);
  });

  it('asks for the password again after 10 minutes, changes nothing until then, and mails nothing', async () => {
    const contractor = await buildContractor();
    await ageSessions(app, contractor, 11);
    expect(refusalOf(await contractor.request({ method: 'POST', url: '/api/payments/customer', payload: validCustomer() }))).toEqual([403, STEP_UP_REQUIRED]);
    expect(refusalOf(await contractor.request({ method: 'POST', url: '/api/payments/card-account/onboarding' }))).toEqual([403, STEP_UP_REQUIRED]);
    expect(refusalOf(await contractor.request({ method: 'POST', url: '/api/payments/bank/link-token' }))).toEqual([403, STEP_UP_REQUIRED]);
    expect(refusalOf(await contractor.request({ method: 'DELETE', url: '/api/payments/bank' }))).toEqual([403, STEP_UP_REQUIRED]);
    expect((await contractor.request({ method: 'GET', url: '/api/payments/setup' })).json().ach.hasCustomer).toBe(false);
    expect(await payoutMails(contractor)).toEqual([]);
    expect((await contractor.request({ method: 'GET', url: '/api/account/security' })).json()).toMatchObject({ stepUpFresh: false });

    const stepUp = (payload: object) => contractor.request({ method: 'POST', url: '/api/account/step-up', payload });
    expect(refusalOf(await stepUp({}))).toEqual([400, { error: expect.objectContaining({ message: TWO_FACTOR_MSG.proofRequired }) }]);
    expect(refusalOf(await stepUp({ password: 'not-the-password' }))).toEqual([400, { error: { code: 'wrong_password', message: TWO_FACTOR_MSG.wrongProof } }]);
    // no two-factor: a code proves nothing
    expect((await stepUp({ code: '123456' })).statusCode).toBe(400);
    expect((await stepUp({ password: contractor.password })).statusCode).toBe(200);
    expect((await contractor.request({ method: 'POST', url: '/api/payments/customer', payload: validCustomer() })).statusCode).toBe(200);
    expect(await payoutMails(contractor)).toHaveLength(1);
  });

  it('takes an authenticator code (or a backup code) as the proof when two-factor sign-in is on', async () => {
    const contractor = await buildContractor();
    const { browser, totpURI, backupCodes } = await enableTwoFactor(contractor);
    await ageSessions(app, contractor, 11);
    const createCustomer = () => browser.request({ method: 'POST', url: '/api/payments/customer', payload: validCustomer() });
    expect((await createCustomer()).statusCode).toBe(403);
    expect((await browser.request({ method: 'POST', url: '/api/account/step-up', payload: { code: wrongTotpCode(totpURI) } })).statusCode).toBe(400);
    expect((await browser.request({ method: 'POST', url: '/api/account/step-up', payload: { code: totpCode(totpURI) } })).statusCode).toBe(200);
    expect((await createCustomer()).statusCode).toBe(200);

    await ageSessions(app, contractor, 11);
    expect((await browser.request({ method: 'POST', url: '/api/account/step-up', payload: { code: backupCodes[0] } })).statusCode).toBe(200);
    expect((await browser.request({ method: 'POST', url: '/api/account/step-up', payload: { code: backupCodes[0] } })).statusCode).toBe(400);
  });

  it('gives operators their 15 minutes through the same mechanism', async () => {
    const admin = await buildOperator(app, 'admin');
    const target = await buildUser(app);
    await ageSessions(app, admin, 12);
    // a payout change would ask, the console does not yet
    expect((await admin.request({ method: 'POST', url: '/api/payments/bank/link-token' })).statusCode).toBe(403);
    expect((await putRole(admin, target.id, { role: 'support' })).statusCode).toBe(200);
    await ageSessions(app, admin, 16);
    expect(refusalOf(await putRole(admin, target.id, { role: 'user' }))).toEqual([403, { error: { code: 'step_up_required', message: ADMIN_MSG.stepUpRequired } }]);
    // the one step-up answers both
    expect((await admin.request({ method: 'POST', url: '/api/account/step-up', payload: { password: admin.password } })).statusCode).toBe(200);
    expect((await putRole(admin, target.id, { role: 'user' })).statusCode).toBe(200);
  });
});

// The accounts slice in a real browser: registration to the home screen, sign-out/in, password reset,
// social sign-in with a local OpenID Connect provider, and the theme / right-to-left switches.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MSG } from '@homebid/shared/constants';
import { startOidcServer, type TestOidcServer } from '../apps/server/test/fakes/oidc-server';
import {
  callApi,
  extractLink,
  launchBrowser,
  makeEmail,
  newPage,
  registerUser,
  screenshotOnFailure,
  startServer,
  waitForOutbox,
  type RunningServer,
} from './support';
import { completeContractorOnboarding, verifyPhoneInBrowser, waitForPath } from './support/flows';

interface MeProfile {
  name: string;
  userType: string | null;
  isHomeScreenLoaded: boolean;
  isPhoneVerified: boolean;
  industries: string[];
  phone: string | null;
}

describe('accounts in the browser', () => {
  let oidc: TestOidcServer;
  let server: RunningServer;
  let browser: Browser;
  // the pages of the running test, screenshotted when it fails
  const pages: Page[] = [];
  beforeEach(() => {
    pages.length = 0;
  });
  screenshotOnFailure(() => pages);

  beforeAll(async () => {
    // better-auth reads the provider's discovery document at startup: the provider starts first
    oidc = await startOidcServer();
    [server, browser] = await Promise.all([
      startServer({ OIDC_ISSUER_URL: oidc.issuerUrl, OIDC_CLIENT_ID: oidc.clientId, OIDC_CLIENT_SECRET: oidc.clientSecret, OIDC_NAME: 'Test Provider' }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await oidc?.stop();
  });

  async function open(): Promise<{ context: BrowserContext; page: Page }> {
    const opened = await newPage(browser, server.url);
    pages.push(opened.page);
    return opened;
  }

  const readMe = async (page: Page) => (await (await page.request.get('/api/profile/me')).json()) as MeProfile;

  // shared by the first two scenarios: the person who registers is the one who signs out and in again
  const person = { name: 'Erin Contractor', email: makeEmail('erin'), password: 'a-long-password-1' };
  let personPage: Page | undefined;

  it('registers, verifies a phone, chooses contractor, completes all five onboarding steps and lands on /v1', async () => {
    const { page } = await open();
    personPage = page;
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Create Account' }).waitFor();
    await page.getByLabel('Display name').fill(person.name);
    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByLabel('Confirm password').fill(person.password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await waitForPath(page, '/v1/verify-phone-number');
    const phone = await verifyPhoneInBrowser(page, server.url);
    await waitForPath(page, '/v1/profile-onboard');

    await completeContractorOnboarding(page);
    await waitForPath(page, '/v1');
    const me = await readMe(page);
    expect(me).toMatchObject({ name: person.name, userType: 'contractor', isHomeScreenLoaded: true, isPhoneVerified: true, phone });
    expect(me.industries).toContain('Electrical');
  });

  it("asks for onboarding's later steps at the first key or pointer press, not while the first step starts", async () => {
    const { context, page } = await open();
    await registerUser(server.url, { context });
    const laterStep = /\/assets\/(photo|business|industry|certifications)-step-/;
    const asked: string[] = [];
    page.on('request', (request) => {
      if (laterStep.test(request.url())) asked.push(request.url());
    });
    await page.goto('/v1/profile-onboard');
    await page.getByLabel('City').waitFor();
    // three idle periods of the browser in a row: the page once asked for them at its first one
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => requestIdleCallback(() => requestIdleCallback(() => resolve())))));
    expect(asked).toEqual([]);
    const photoStep = page.waitForRequest((request) => /\/assets\/photo-step-/.test(request.url()));
    await page.getByLabel('City').press('B');
    await photoStep;
    expect(await page.getByLabel('City').inputValue()).toBe('B');
  });

  it('signs out (full reload at /) and signs in again straight to /v1', async () => {
    expect(personPage, 'the registration scenario must run first').toBeDefined();
    const page = personPage!;
    pages.push(page);
    // the session token alone: the signed session_data cookie is a cache better-auth trusts for up to 60 s
    const sessionCookie = (await page.context().cookies())
      .filter((c) => c.name.endsWith('session_token'))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    expect(sessionCookie).not.toBe('');
    expect(await page.evaluate("localStorage.getItem('user_type')")).toBe('contractor');
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await waitForPath(page, '/');
    await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
    // the client-kept data is gone and the session is revoked on the server
    expect(await page.evaluate("localStorage.getItem('user_type')")).toBeNull();
    expect((await callApi(server.url, '/profile/me', { cookie: sessionCookie })).status).toBe(401);

    await page.getByLabel('E-mail').fill(person.email);
    await page.getByLabel('Password').fill('wrong-password-123');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.getByRole('alert').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');

    await page.getByLabel('Password').fill(person.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await waitForPath(page, '/v1');
    await page.getByRole('button', { name: 'User menu' }).waitFor();
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const user = await registerUser(server.url, { password: 'the-old-password-1' });
    const { page } = await open();
    await page.goto('/');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/v1/forgotPassword');
    // the router keeps the old page on screen while the new page's chunk loads: wait for the new one
    await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();

    await page.getByLabel('E-mail').fill(makeEmail('nobody'));
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(MSG.emailNotRegistered).waitFor();

    const since = new Date();
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText(MSG.resetSent).waitFor();
    const mail = await waitForOutbox(server.url, user.email, { since, match: (m) => m.channel === 'email' });
    const link = extractLink(mail.body);
    expect(new URL(link).origin).toBe(server.url);

    await page.goto(link);
    await waitForPath(page, '/reset-password');
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    expect(new URL(page.url()).searchParams.get('token')).toBeTruthy();
    await page.getByLabel('New password', { exact: true }).fill('the-new-password-2');
    await page.getByLabel('Confirm new password').fill('the-new-password-2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await waitForPath(page, '/');

    // the old password is gone, the new one works (a new user goes on to onboarding)
    expect((await callApi(server.url, '/auth/sign-in/email', { body: { email: user.email, password: 'the-old-password-1' } })).status).toBe(401);
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password').fill('the-new-password-2');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await waitForPath(page, '/v1/profile-onboard');
  });

  it('signs in with the OpenID Connect provider: a new user chooses a profile type, then verifies a phone', async () => {
    const identity = { sub: `sub-${Date.now()}`, email: makeEmail('social'), name: 'Sam Social' };
    oidc.setIdentity(identity);
    const providers = await callApi(server.url, '/account/providers');
    expect(providers.status, 'GET /api/account/providers tells the sign-in page which social buttons to show').toBe(200);
    const { context, page } = await open();
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in with Test Provider' }).click();
    await waitForPath(page, '/v1/select-user-type');
    await page.getByRole('heading', { name: 'Select Your Profile Type' }).waitFor();
    await page.getByRole('radio', { name: 'Supplier' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await waitForPath(page, '/v1/verify-phone-number');
    expect(new URL(page.url()).searchParams.get('next_route')).toBe('/v1/profile-onboard');
    const me = await readMe(page);
    expect(me).toMatchObject({ name: identity.name, userType: 'supplier', isHomeScreenLoaded: false });

    // the same person again, signed out: a returning user is not asked for the type again
    await context.clearCookies();
    await page.goto('/');
    await page.getByRole('button', { name: 'Sign in with Test Provider' }).click();
    await waitForPath(page, '/v1/profile-onboard');
  });

  it('switches between dark and light theme and to right-to-left', async () => {
    const { context, page } = await open();
    await registerUser(server.url, { context });
    await page.goto('/v1/profile');
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    const html = page.locator('html');
    expect(await html.getAttribute('data-theme')).toBe('dark');
    expect(await html.getAttribute('dir')).toBe('ltr');

    await page.getByRole('button', { name: 'Open customizer' }).click();
    const drawer = page.getByRole('dialog', { name: 'Customizer' });
    await drawer.getByRole('switch', { name: 'Dark theme' }).click();
    await expect.poll(() => html.getAttribute('data-theme')).toBe('light');
    const lightBackground = await page.evaluate('getComputedStyle(document.body).backgroundColor');

    await drawer.getByRole('switch', { name: 'Right to left' }).click();
    await expect.poll(() => html.getAttribute('dir')).toBe('rtl');
    // antd follows the direction too (its components carry the -rtl class)
    await expect.poll(() => page.locator('[class*="-rtl"]').count()).toBeGreaterThan(0);

    // both choices survive a reload
    await page.reload();
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    expect(await html.getAttribute('dir')).toBe('rtl');
    expect(await html.getAttribute('data-theme')).toBe('light');

    await page.getByRole('button', { name: 'Open customizer' }).click();
    await drawer.getByRole('switch', { name: 'Dark theme' }).click();
    await drawer.getByRole('switch', { name: 'Right to left' }).click();
    await expect.poll(() => html.getAttribute('dir')).toBe('ltr');
    await expect.poll(() => html.getAttribute('data-theme')).toBe('dark');
    expect(await page.evaluate('getComputedStyle(document.body).backgroundColor')).not.toBe(lightBackground);
  });
});

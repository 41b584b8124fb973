// Two-factor sign-in in a real browser: turn on an authenticator app in the profile (the code computed here from
// the key shown for manual entry, as an app would), sign in with a code and trust the device, then with a
// backup code on another device.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TWO_FACTOR_MSG } from '@homebid/shared/constants/two-factor';
import { PROFILE_SECTIONS, profileSectionPath } from '@homebid/shared/web-paths';
import { totpCode, wrongTotpCode } from '../apps/server/test/support/totp';
import { launchBrowser, newPage, registerUser, screenshotOnFailure, sharedServer, type RunningServer } from './support';
import { waitForPath } from './support/flows';

describe('two-factor sign-in in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const pages: Page[] = [];
  screenshotOnFailure(() => pages);

  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const open = async () => {
    const opened = await newPage(browser, server.url);
    pages.push(opened.page);
    return opened;
  };

  async function signInWithPassword(page: Page, email: string, password: string) {
    await page.goto('/');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  }

  /** Signed in: the app left the sign-in page (for onboarding, as this user has not done it) and the API knows them. */
  async function expectSignedIn(page: Page) {
    await waitForPath(page, /^\/v1\//);
    expect((await page.request.get('/api/profile/me')).status()).toBe(200);
  }

  it('turns on an authenticator app, then signs in with its code, trusts the device, and takes a backup code elsewhere', async () => {
    const { context, page } = await open();
    const user = await registerUser(server.url, { name: 'Tess Twofactor', context });
    await user.api('/profile/user-type', { method: 'PUT', body: { userType: 'home_owner' } });

    await page.goto(profileSectionPath(PROFILE_SECTIONS.twoFactor));
    await page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    await page.getByLabel('Password').fill(user.password);
    await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
    await page.getByText('Scan this QR code with your authenticator app.').waitFor();
    // what a person types into an app that cannot scan
    const key = (await page.getByTestId('two-factor-secret').innerText()).replaceAll(/\s/g, '');
    const totpUri = `otpauth://totp/HomeBid?secret=${key}`;
    // on a narrow phone the key takes several lines, each group of four whole on one of them
    await page.setViewportSize({ width: 320, height: 640 });
    const lines = await page.getByTestId('two-factor-secret').evaluate((element) => {
      const text = element.querySelector('code')?.firstChild ?? element.firstChild;
      if (!text?.textContent) return { tops: [], splitGroups: -1 };
      const range = document.createRange();
      const tops = new Set<number>();
      let splitGroups = 0;
      for (const group of text.textContent.matchAll(/\S+/g)) {
        range.setStart(text, group.index);
        range.setEnd(text, group.index + group[0].length);
        const groupTops = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
        if (groupTops.size > 1) splitGroups += 1;
        groupTops.forEach((top) => tops.add(top));
      }
      return { tops: [...tops], splitGroups };
    });
    expect(lines.tops.length).toBeGreaterThan(1);
    expect(lines.splitGroups).toBe(0);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByLabel('Code from the app').fill(wrongTotpCode(totpUri));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(TWO_FACTOR_MSG.wrongCode).waitFor();
    await page.getByLabel('Code from the app').fill(totpCode(totpUri));
    await page.getByRole('button', { name: 'Confirm' }).click();

    await page.getByText('Save your backup codes now').waitFor();
    const backupCodes = await page.getByRole('list', { name: 'Backup codes' }).getByRole('listitem').allInnerTexts();
    expect(backupCodes).toHaveLength(10);
    await page.getByRole('button', { name: 'I saved my codes' }).click();
    await page.getByRole('button', { name: 'Turn off' }).waitFor();

    // another browser: the password alone is not enough
    const laptop = await open();
    await signInWithPassword(laptop.page, user.email, user.password);
    await laptop.page.getByRole('heading', { name: 'Two-factor sign-in' }).waitFor();
    await laptop.page.getByLabel('Code').fill(wrongTotpCode(totpUri));
    await laptop.page.getByRole('button', { name: 'Verify' }).click();
    await laptop.page.getByRole('alert').filter({ hasText: TWO_FACTOR_MSG.wrongCode }).waitFor();
    expect(new URL(laptop.page.url()).pathname).toBe('/');
    // the other kind of code starts clean: the wrong code's message goes
    await laptop.page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await laptop.page.getByLabel('Backup code').waitFor();
    expect(await laptop.page.getByText(TWO_FACTOR_MSG.wrongCode).count()).toBe(0);
    await laptop.page.getByRole('button', { name: 'Use the authenticator app instead' }).click();
    await laptop.page.getByLabel('Code').fill(totpCode(totpUri));
    await laptop.page.getByLabel('Trust this device for 30 days').check();
    await laptop.page.getByRole('button', { name: 'Verify' }).click();
    await expectSignedIn(laptop.page);

    // signed out and in again on the trusted laptop: no code asked
    expect((await laptop.page.request.post('/api/auth/sign-out', { headers: { origin: server.url }, data: {} })).status()).toBe(200);
    expect((await laptop.page.request.get('/api/profile/me')).status()).toBe(401);
    await signInWithPassword(laptop.page, user.email, user.password);
    await expectSignedIn(laptop.page);

    // a phone without the app: a backup code, once
    const phone = await open();
    await signInWithPassword(phone.page, user.email, user.password);
    await phone.page.getByRole('button', { name: 'Use a backup code instead' }).click();
    await phone.page.getByLabel('Backup code').fill(backupCodes[0]!);
    await phone.page.getByRole('button', { name: 'Verify' }).click();
    await expectSignedIn(phone.page);
  });
});

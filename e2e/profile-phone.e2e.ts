import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_SECTIONS, profileSectionPath, type ProfileSection } from '@homebid/shared/web-paths';
import { launchBrowser, newPage, registerUser, screenshotOnFailure, waitForPath, sharedServer, type RunningServer } from './support';
import { waitUntilSettled } from './support/page-checks';

// On a phone (412 px, touch: the browser widens its layout to fit anything wider than the screen, then zooms out),
// every profile section is laid out at the phone's width, its link in the row of sections is marked current and in
// view, and another section's link opens that section. (antd's Menu, folded into "...", once laid the page out at
// 519 px, its text in a 34 px column.)
describe('the profile on a phone', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), launchBrowser()]);
    const phone = await newPage(browser, server.url, { width: 412, height: 823, touch: true });
    page = phone.page;
    const user = await registerUser(server.url, { context: phone.context });
    await user.api('/profile/user-type', { method: 'PUT', body: { userType: 'contractor' } });
  });
  afterAll(async () => {
    await browser?.close();
  });
  screenshotOnFailure(() => (page ? [page] : []));

  it('lays out every section at the phone’s width, with its link current and in view', async () => {
    const p = page!;
    const sections = Object.values(PROFILE_SECTIONS) as ProfileSection[];
    for (const section of sections) {
      await p.goto(profileSectionPath(section));
      await waitUntilSettled(p);
      const nav = p.getByRole('navigation', { name: 'Profile sections' });
      const current = nav.locator('[aria-current="page"]');
      const layout = await current.evaluate((link) => {
        const row = link.closest('ul')!.getBoundingClientRect();
        const box = link.getBoundingClientRect();
        return { width: window.innerWidth, inRow: box.left >= row.left - 1 && box.right <= row.right + 1, count: document.querySelectorAll('[aria-current="page"]').length };
      });
      expect({ section, ...layout }).toEqual({ section, width: 412, inRow: true, count: 1 });
    }
    const nav = p.getByRole('navigation', { name: 'Profile sections' });
    await nav.getByRole('link', { name: 'Notifications' }).click();
    await waitForPath(p, profileSectionPath(PROFILE_SECTIONS.notifications));
    await expect.poll(() => nav.getByRole('link', { name: 'Notifications' }).getAttribute('aria-current')).toBe('page');
  });
});

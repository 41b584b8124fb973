import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_SECTIONS, profileSectionPath, type ProfileSection } from '@homebid/shared/web-paths';
import { MSG } from '@homebid/shared/constants';
import { launchBrowser, newPage, pngFile, registerUser, screenshotOnFailure, waitForPath, sharedServer, RESULTS_DIR, type RunningServer } from './support';
import { waitUntilSettled } from './support/page-checks';

// On a phone (412 px, touch: the browser widens its layout to fit anything wider than the screen, then zooms out),
// every profile section is laid out at the phone's width, its link in the row of sections is marked current and in
// view, and another section's link opens that section. (antd's Menu, folded into "...", once laid the page out at
// 519 px, its text in a 34 px column.) The photo's 'Change Photo' opens the phone's file picker: a PDF is refused
// with its reason, a PNG becomes the photo, and 'Delete' (once confirmed) takes it away.
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

  it('changes the photo from the file picker, refuses a PDF and deletes the photo once confirmed', async () => {
    const p = page!;
    await p.goto(profileSectionPath(PROFILE_SECTIONS.basicDetails));
    const photo = p.getByRole('img', { name: /^Photo of / });
    await p.getByRole('button', { name: 'Change Photo' }).waitFor();
    expect(await photo.count()).toBe(0);
    const pick = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
      const chooser = p.waitForEvent('filechooser');
      await p.getByRole('button', { name: 'Change Photo' }).click();
      await (await chooser).setFiles(file);
    };

    await pick({ name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await p.getByText(MSG.imageJpgPng).waitFor();
    expect(await photo.count()).toBe(0);

    await pick(pngFile('me.png'));
    await p.getByText('Profile photo updated.').waitFor();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0).catch(() => false)).toBe(true);
    expect(await photo.getAttribute('src')).toMatch(/^\/uploads\//);
    await p.screenshot({ path: `${RESULTS_DIR}/profile-photo-phone.png` });

    await p.getByRole('button', { name: 'Delete' }).click();
    await p.getByRole('button', { name: 'Yes' }).click();
    await p.getByText(MSG.imageDeleted).waitFor();
    await expect.poll(() => photo.count()).toBe(0);
  });
});

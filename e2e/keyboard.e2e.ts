import path from 'node:path';
import type { Bid } from '@homebid/shared/schemas/bid';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, registerUser, RESULTS_DIR, screenshotOnFailure, waitForPath, sharedServer, type ApiUser, type RunningServer } from './support';
import { createOpenListing, uploadListingImage } from './support/seed-marketplace';

// A contractor does a main flow with the keyboard alone (Tab, Enter, Escape and typing; no clicks, no focus()
// calls): signs in, opens and closes the user menu (arrows, Escape), searches the listings, opens a listing's
// details and closes them (focus comes back), moves through the post's images with the arrow keys, makes a bid in
// the 'Make a Bid' dialog (Tab goes round inside it) and confirms it. Every control is reached by pressing Tab, so a control that cannot take
// focus, or a dialog that lets focus out, fails. The post cards are articles named by their titles.

const WORD = `keyboard${Math.random().toString(36).slice(2, 8)}`;
const TITLE = `Fix the porch steps ${WORD}`;

/** Presses Tab (or Shift+Tab) until `target` (or an element inside it) has the focus. */
async function tabTo(page: Page, target: Locator, options: { backwards?: boolean; max?: number } = {}) {
  await target.waitFor();
  for (let presses = 0; presses <= (options.max ?? 80); presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement))) return;
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement));

describe('keyboard only', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page | undefined;
  let contractor: ApiUser;
  let listingId: string;

  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), launchBrowser()]);
    page = (await newPage(browser, server.url)).page;
    const [poster, bidder] = await Promise.all([registerUser(server.url, { name: 'Paula Poster' }), registerUser(server.url, { name: 'Kim Keyboard' })]);
    contractor = bidder;
    // the contractor has finished onboarding, so signing in lands on the listings
    await Promise.all([
      poster.api('/profile/user-type', { method: 'PUT', body: { userType: 'home_owner' } }),
      contractor.api('/profile/details', {
        method: 'PUT',
        body: { name: 'Kim Keyboard', streetAddress: '1 Main St', city: 'Providence', state: 'Rhode Island', zipCode: '02903', userType: 'contractor' },
      }),
    ]);
    await contractor.api('/profile/industry', { method: 'PUT', body: { industries: ['Carpenter'] } });
    await contractor.api('/profile/onboarding/complete', { method: 'POST' });
    // two images: the card shows them as a carousel
    const images = await Promise.all([uploadListingImage(server, poster), uploadListingImage(server, poster)]);
    listingId = (await createOpenListing(server, poster, TITLE, { images })).id;
  });
  afterAll(async () => {
    await browser?.close();
  });
  screenshotOnFailure(() => [page]);

  it('opens a form page with its first field focused, ready to type', async () => {
    const p = page!;
    for (const [path, label] of [['/', 'E-mail'], ['/register', 'Display name'], ['/v1/forgotPassword', 'E-mail']] as const) {
      await p.goto(path);
      await expect.poll(() => isFocused(p.getByLabel(label, { exact: true }))).toBe(true);
    }
  });

  it('signs in, searches, opens a listing and makes a bid without the mouse', async () => {
    const p = page!;
    await p.goto('/');

    // sign in
    await tabTo(p, p.getByLabel('E-mail'));
    await p.keyboard.type(contractor.email);
    await tabTo(p, p.getByLabel('Password', { exact: true }));
    await p.keyboard.type(contractor.password);
    await p.keyboard.press('Enter');
    await waitForPath(p, '/v1');

    // the header's user menu: Enter opens it on its first item, the arrows move, Escape closes it and the focus
    // goes back to its button
    const userMenu = p.getByRole('button', { name: 'User menu' });
    const focusedText = () => p.evaluate(() => document.activeElement?.textContent);
    await tabTo(p, userMenu);
    await p.keyboard.press('Enter');
    await expect.poll(focusedText).toBe('Profile');
    await p.keyboard.press('ArrowDown');
    await expect.poll(focusedText).toBe('Contact Support');
    await p.keyboard.press('Escape');
    await expect.poll(() => userMenu.getAttribute('aria-expanded')).toBe('false');
    expect(await p.getByRole('menuitem', { name: 'Contact Support' }).count()).toBe(0);
    await expect.poll(() => isFocused(userMenu)).toBe(true);

    // search: Enter in the search box submits the filters
    const search = p.getByLabel('Search', { exact: true });
    await tabTo(p, search);
    await p.keyboard.type(WORD);
    await p.keyboard.press('Enter');
    // the card is an article named by its title: a screen reader lists it and moves to it by that name
    const card = p.getByRole('article', { name: TITLE });
    await card.waitFor();
    await expect.poll(() => p.getByTestId('post-card').count()).toBe(1);

    // the image strip takes the focus, named by the image it shows; the arrows move it, Home goes back
    const strip = card.getByRole('group', { name: /^Image \d of 2$/ });
    const scrolled = () => strip.evaluate((element) => element.scrollLeft);
    await tabTo(p, strip);
    expect(await strip.getAttribute('aria-label')).toBe('Image 1 of 2');
    await p.screenshot({ path: path.join(RESULTS_DIR, 'keyboard-carousel-focus.png') });
    await p.keyboard.press('ArrowRight');
    await expect.poll(() => strip.getAttribute('aria-label')).toBe('Image 2 of 2');
    expect(await scrolled()).toBeGreaterThan(0);
    await p.keyboard.press('Home');
    await expect.poll(() => strip.getAttribute('aria-label')).toBe('Image 1 of 2');
    await expect.poll(scrolled).toBe(0);

    // the listing's details open from the card and close with Escape, giving the focus back to the card
    const opener = card.getByRole('button', { name: 'View Details' });
    await tabTo(p, opener);
    await p.keyboard.press('Enter');
    const details = p.getByRole('dialog').filter({ hasText: 'Replace the rotten boards' });
    await details.waitFor();
    await expect.poll(() => isFocused(details)).toBe(true);
    await p.keyboard.press('Escape');
    await details.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(opener)).toBe(true);

    // Make a Bid: the dialog keeps the focus inside while we Tab through it
    await tabTo(p, card.getByRole('button', { name: 'Make a Bid' }));
    await p.keyboard.press('Enter');
    const form = p.getByRole('dialog', { name: 'Make a Bid' });
    await tabTo(p, form.getByPlaceholder('Start date'));
    await p.keyboard.type('Dec 01, 2030');
    await p.keyboard.press('Enter');
    await tabTo(p, form.getByPlaceholder('End date'));
    await p.keyboard.type('Dec 31, 2030');
    await p.keyboard.press('Enter');
    await tabTo(p, form.getByLabel(/^Bid Amount/));
    await p.keyboard.type('4500');
    await tabTo(p, form.getByLabel(/^Description\(optional\)/));
    await p.keyboard.type('Rebuild the three steps with new treads.');
    for (let presses = 0; presses < 40; presses += 1) {
      // focus never leaves the open dialog
      expect(await isFocused(form)).toBe(true);
      if (await isFocused(form.getByRole('button', { name: 'Update Bid' }))) break;
      await p.keyboard.press('Tab');
    }
    // past the last control the focus goes round to the first (never to the page behind), and back again
    await p.keyboard.press('Tab');
    expect(await isFocused(form.getByRole('button', { name: 'Close' }))).toBe(true);
    await p.keyboard.press('Shift+Tab');
    expect(await isFocused(form.getByRole('button', { name: 'Update Bid' }))).toBe(true);
    await p.keyboard.press('Enter');
    const confirm = p.getByRole('dialog').filter({ hasText: 'Are you sure your bid is ready to be placed?' });
    await tabTo(p, confirm.getByRole('button', { name: 'Yes' }));
    await p.keyboard.press('Enter');
    await p.locator('.ant-message-notice', { hasText: "Congrats! Your bid has been placed on Paula Poster's post" }).first().waitFor();

    const bid = await contractor.api<Bid>(`/listings/${listingId}/bids/mine`);
    expect(bid).toMatchObject({ amountCents: 450_000, startDate: '2030-12-01', endDate: '2030-12-31', description: 'Rebuild the three steps with new treads.' });
  });
});

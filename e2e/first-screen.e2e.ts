import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, registerUser, screenshotOnFailure, startServer, type RunningServer } from './support';
import { createOpenListing } from './support/seed-marketplace';

// The server draws the first screen of the listing page into its HTML (server: platform/first-screen.ts): a phone
// shows the newest project's image and title before the app's scripts have arrived, and the page replaces it.
describe('the first screen drawn by the server', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  screenshotOnFailure(() => [page]);

  it('shows the newest project before any script has run, then the page takes its place and answers clicks', async () => {
    const opened = await newPage(browser, server.url, { width: 412, height: 823 });
    page = opened.page;
    const owner = await registerUser(server.url, { context: opened.context });
    await owner.api('/profile/user-type', { method: 'PUT', body: { userType: 'home_owner' } });
    const title = `Porch <rails> & steps ${Date.now()}`;
    const listing = await createOpenListing(server, owner, title);

    // hold the app's entry script until the first screen has been looked at
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const navigation = page.goto('/v1');
    const firstScreen = page.locator('#first-screen');
    await firstScreen.waitFor();
    expect(await firstScreen.getByText(title).isVisible()).toBe(true);
    const image = firstScreen.locator('img');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await image.getAttribute('src')).toBe(listing.images[0]!.url);
    expect(await page.locator('[data-testid="post-card"]').count()).toBe(0);
    release();
    await navigation;

    await expect.poll(() => page!.getByTestId('post-title').first().textContent()).toBe(title);
    await expect.poll(() => firstScreen.count()).toBe(0);
    await page.getByRole('button', { name: 'View Details' }).first().click();
    await page.getByRole('dialog').waitFor();
    await opened.context.close();
  });
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, launchBrowser, newPage, registerUser, screenshotOnFailure, startServer, type RunningServer } from './support';

// Proves the harness itself: a real server process, Chromium, API sign-up with the cookie in the browser.
describe('e2e harness', () => {
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

  it('serves the health check and the web app', async () => {
    const health = await callApi(server.url, '/health');
    expect(health.data).toEqual({ status: 'ok', database: 'pglite' });
    ({ page } = await newPage(browser, server.url));
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect.poll(() => page!.locator('#root').innerHTML()).not.toBe('');
  });

  it('signs a browser context in with a user registered through the API', async () => {
    const opened = await newPage(browser, server.url);
    page = opened.page;
    const user = await registerUser(server.url, { context: opened.context });
    const session = await page.request.get('/api/auth/get-session');
    expect((await session.json()).user.email).toBe(user.email);
    await opened.context.close();
  });

  // antd icons' base rules (ConfigProvider's icon reset) come with the build-time stylesheet, and the icons are
  // told so (app/antd-app-outlet.tsx): neither ConfigProvider nor an icon writes them into <head> at runtime
  // (text-rendering is set by those rules alone)
  it('draws antd icons from the build-time stylesheet', async () => {
    const opened = await newPage(browser, server.url);
    page = opened.page;
    const user = await registerUser(server.url, { context: opened.context });
    await user.api('/profile/user-type', { method: 'PUT', body: { userType: 'home_owner' } });
    await page.goto('/v1');
    await page.getByRole('button', { name: 'User menu' }).waitFor();
    const icons = await page.evaluate(() => ({
      rendering: Array.from(document.querySelectorAll('.anticon')).map((icon) => getComputedStyle(icon).textRendering),
      writtenAtRuntime: Array.from(document.querySelectorAll('head style')).filter((style) => /^\s*(@layer [\w-]+\s*\{\s*)?\.anticon\s*\{/.test(style.textContent!)).length,
    }));
    expect(icons.rendering.length).toBeGreaterThan(0);
    expect(new Set(icons.rendering)).toEqual(new Set(['optimizelegibility']));
    expect(icons.writtenAtRuntime).toBe(0);
    await opened.context.close();
  });
});

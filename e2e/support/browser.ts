import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { RESULTS_DIR } from './server';

export { launchBrowser } from './chromium';

/**
 * A fresh browser context (own cookies and localStorage) whose relative URLs resolve against `baseURL`; `touch`
 * makes it a phone's (taps, no hover).
 */
export async function newPage(browser: Browser, baseURL: string, options: { width?: number; height?: number; touch?: boolean } = {}) {
  const context: BrowserContext = await browser.newContext({
    baseURL,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    ...(options.touch ? { hasTouch: true, isMobile: true } : {}),
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  collectPageErrors(page);
  return { context, page };
}

const pageErrors = new WeakMap<Page, string[]>();

/** Uncaught page errors and console errors, kept so a failing test can print them. */
function collectPageErrors(page: Page) {
  const errors: string[] = [];
  pageErrors.set(page, errors);
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
}

export function getPageErrors(page: Page): string[] {
  return pageErrors.get(page) ?? [];
}

/**
 * Registers an afterEach hook: when a test fails, saves a full-page screenshot of every page `getPages`
 * returns into test-results/<test name>-<n>.png and prints the page's errors.
 */
export function screenshotOnFailure(getPages: () => Array<Page | undefined>) {
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail') return;
    mkdirSync(RESULTS_DIR, { recursive: true });
    const base = context.task.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase().slice(0, 80);
    let index = 0;
    for (const page of getPages()) {
      if (!page || page.isClosed()) continue;
      index += 1;
      const file = path.join(RESULTS_DIR, `${base}-${index}.png`);
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      console.error(`[e2e] failure screenshot: ${file} (at ${page.url()})`);
      const errors = getPageErrors(page);
      if (errors.length) console.error(`[e2e] page errors:\n${errors.join('\n')}`);
    }
  });
}

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, RESULTS_DIR, screenshotOnFailure, startServer, type RunningServer } from './support';
import { seedMarketplace, type SeededMarketplace } from './support/seed-marketplace';

// Every page of the app (apps/web/src/app/router.tsx), signed out and signed in, on a seeded marketplace:
// axe-core finds no serious or critical violation (nor a heading-order one) in the dark and the light theme, and
// at 360 px wide the page does not scroll sideways. A 360 px screenshot (dark) and a desktop one (light) of
// each page go to test-results/mobile-360/ (gitignored).
//
// Adding a page is one row of PAGES. /v1/stripe-payment is left out: opening it starts a card payment, which
// e2e/milestone-payments.e2e.ts drives from the contract page.

type Who = 'visitor' | 'poster' | 'bidder';
interface PageRow {
  /** Who looks at the page: a signed-out visitor, the seeded poster (home owner) or bidder (contractor). */
  who: Who;
  path: (seed: SeededMarketplace) => string;
  /** Words the loaded page shows (so an empty or error page does not pass). */
  words: string | RegExp;
}

const PAGES: PageRow[] = [
  { who: 'visitor', path: () => '/', words: 'Sign In' },
  { who: 'visitor', path: () => '/register', words: 'Create Account' },
  { who: 'visitor', path: () => '/v1/forgotPassword', words: 'Forgot Password' },
  { who: 'visitor', path: () => '/reset-password?token=expired', words: 'Reset Password' },
  { who: 'visitor', path: () => '/no-such-page', words: /not found|404/i },
  { who: 'poster', path: () => '/v1/verify-phone-number', words: 'Verify Your Phone Number' },
  { who: 'poster', path: () => '/v1/select-user-type', words: 'Select Your Profile Type' },
  { who: 'poster', path: () => '/v1/profile-onboard', words: 'Profile Details' },
  { who: 'poster', path: () => '/v1', words: 'Paint the back fence' },
  { who: 'poster', path: (s) => `/v1/listing?postID=${s.listing.id}`, words: 'Replace the rotten boards' },
  { who: 'poster', path: () => '/v1/projects', words: 'My Projects' },
  { who: 'poster', path: () => '/v1/projects-liked', words: /Saved|Liked/i },
  { who: 'poster', path: (s) => `/v1/projects/bidders?listing_id=${s.listing.id}`, words: 'Carl Contractor' },
  { who: 'poster', path: (s) => `/v1/bidOfferBidID?bidOfferBidID=${s.bid.id}`, words: 'Carl Contractor' },
  { who: 'poster', path: (s) => `/v1/projects/contract?contract_id=${s.contractId}`, words: 'Carl Contractor' },
  { who: 'poster', path: () => '/v1/chats', words: 'Carl Contractor' },
  { who: 'poster', path: () => '/v1/alerts', words: /Alerts/i },
  { who: 'poster', path: () => '/v1/payments', words: 'Payment Methods' },
  { who: 'poster', path: () => '/v1/payments/createcustomer', words: 'Create a Personal VCR' },
  { who: 'poster', path: () => '/v1/profile/notifications', words: 'Notifications' },
  { who: 'poster', path: () => '/v1/profile/support', words: 'You have not contacted support yet.' },
  { who: 'poster', path: () => '/v1/profile', words: 'Hannah Homeowner' },
  { who: 'poster', path: () => '/v1/profile/industry', words: /Industry/ },
  { who: 'poster', path: () => '/v1/profile/business', words: /Business/ },
  { who: 'poster', path: () => '/v1/profile/certification', words: /Certification/ },
  { who: 'poster', path: () => '/v1/profile/feedback', words: /Feedback/ },
  { who: 'poster', path: () => '/v1/profile/password', words: /Password/ },
  { who: 'poster', path: () => '/v1/no-such-page', words: /not found|404/i },
  { who: 'bidder', path: () => '/v1/my-bids', words: 'Rebuild the front porch' },
  { who: 'bidder', path: (s) => `/v1/my-bids/contract?bid_id=${s.bid.id}`, words: 'Hannah Homeowner' },
  { who: 'bidder', path: () => '/v1/chats', words: 'Hannah Homeowner' },
  { who: 'bidder', path: () => '/v1/alerts', words: /Alerts/i },
  { who: 'bidder', path: () => '/v1/payments', words: 'Receiving payments' },
];

const THEMES = ['dark', 'light'] as const;
const MOBILE = { width: 360, height: 780 };
const DESKTOP = { width: 1280, height: 900 };
const SCREENSHOT_DIR = path.join(RESULTS_DIR, 'mobile-360');
/** Names the tests and screenshots before the seed exists. */
const PLACEHOLDER_SEED = { listing: { id: 'LISTING' }, bid: { id: 'BID' }, contractId: 'CONTRACT', channelId: 'CHANNEL' } as unknown as SeededMarketplace;

/** Moderate rules we hold too: Lighthouse counts heading order against the accessibility score. */
const ALSO_CHECKED = new Set(['heading-order']);

/** Serious and critical axe violations (and ALSO_CHECKED), one readable line each (rule, impact, first elements). */
async function findSeriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical' || ALSO_CHECKED.has(v.id))
    .map((v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.slice(0, 4).map((n) => `${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`).join(' | ')}`);
}

/**
 * Stores the theme as the customizer does. With `live`, also announces it the way another tab's change arrives
 * (a storage event), which the app follows without a reload.
 */
async function setTheme(page: Page, theme: (typeof THEMES)[number], options: { live?: boolean } = {}) {
  await page.evaluate(
    ({ value, live }) => {
      const saved = JSON.parse(localStorage.getItem('layout_settings') ?? '{}') as Record<string, unknown>;
      const newValue = JSON.stringify({ ...saved, theme: value });
      localStorage.setItem('layout_settings', newValue);
      if (live) window.dispatchEvent(new StorageEvent('storage', { key: 'layout_settings', newValue }));
    },
    { value: theme, live: options.live ?? false },
  );
}

/** Opens the page and waits until its words show and nothing is loading any more. */
async function openPage(page: Page, url: string, words: string | RegExp) {
  await page.goto(url);
  await page.getByText(words).first().waitFor();
  await expect.poll(() => page.locator('.page-spinner, .ant-spin-spinning, .ant-skeleton-active').count()).toBe(0);
}

/**
 * Waits until nothing is fading: a live theme switch moves link colours over 0.3 s (CSS transitions), and a check
 * taken meanwhile reads a colour between the two themes'. Endless animations (a spinner) are not waited for.
 */
async function waitForTransitions(page: Page) {
  const running = () =>
    page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).length);
  await expect.poll(running).toBe(0);
}

describe('accessibility and 360 px layout of every page', () => {
  let server: RunningServer;
  let browser: Browser;
  let seed: SeededMarketplace;
  const pages = {} as Record<Who, Page>;
  const contexts = {} as Record<Who, BrowserContext>;

  beforeAll(async () => {
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    for (const who of ['visitor', 'poster', 'bidder'] as const) {
      const opened = await newPage(browser, server.url, DESKTOP);
      [pages[who], contexts[who]] = [opened.page, opened.context];
    }
    seed = await seedMarketplace(server, { poster: contexts.poster, bidder: contexts.bidder });
    // localStorage needs the app's origin loaded once
    await Promise.all(Object.values(pages).map((page) => page.goto('/favicon.ico')));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  screenshotOnFailure(() => Object.values(pages));

  for (const row of PAGES) {
    const label = `${row.who} ${row.path(PLACEHOLDER_SEED)}`;
    it(label, async () => {
      const page = pages[row.who];
      const url = row.path(seed);
      const problems: string[] = [];
      // the phone first, in the default (dark) theme: no sideways scrolling, and a screenshot to look at
      await page.setViewportSize(MOBILE);
      await setTheme(page, 'dark');
      await openPage(page, url, row.words);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      if (overflow > 0) problems.push(`[360 px] the page scrolls sideways by ${overflow} px`);
      const file = `${row.who}-${row.path(PLACEHOLDER_SEED).replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root'}.png`;
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, file) });
      // then the desktop in both themes, switched in place as when another tab changes it
      await page.setViewportSize(DESKTOP);
      for (const theme of THEMES) {
        if (theme !== 'dark') await setTheme(page, theme, { live: true });
        await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        await expect.poll(() => page.locator('.page-spinner, .ant-spin-spinning, .ant-skeleton-active').count()).toBe(0);
        await waitForTransitions(page);
        for (const violation of await findSeriousViolations(page)) problems.push(`[${theme}] ${violation}`);
      }
      await page.screenshot({ path: path.join(SCREENSHOT_DIR, `desktop-light-${file}`) });
      expect(problems).toEqual([]);
    });
  }
});

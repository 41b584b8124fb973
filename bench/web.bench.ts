// How the web app reaches a phone. Lighthouse's mobile preset (Debian Chromium) on every page of the router
// (support/web-pages.ts, typed by WEB_PATHS and PROFILE_SECTIONS: a new page is measured the day it is added), signed
// in as the demo contractor, or the demo home owner where the page is a poster's; with the figures the browser really
// received (compressed bytes, headers included); what a repeat visit to /v1 downloads; and Interaction to Next Paint
// (web-vitals' onINP, CPU 4x slower) of opening Filters, typing a search, opening a project's details, opening Make a
// Bid and sending a chat message (support/inp.ts).
// Not measured, with the reason printed in the results (`excluded`): the old /home address (a redirect), the payment
// provider's sandbox stand-ins, the milestone payment step (opening it starts a payment), and the operator console.
// Lighthouse's simulated throttling multiplies the CPU time it observes: on a busy machine the scores are
// pessimistic, so the load average is printed beside them, and each page can be run more than once (the median).
//   BENCH_SKIP_BUILD=1  measure apps/web/dist as it is instead of a fresh build; WEB_BENCH_DIST=dir measures that build
//   LIGHTHOUSE_REPORT_DIR=dir  keep each page's full Lighthouse report there (JSON)
//   WEB_BENCH_RUNS=n  Lighthouse runs per page and INP runs per interaction, the median kept (default 3: one run's score
//                     moves by up to 10 points on these shared cores, and Lighthouse's own variability guide judges by
//                     the median of several)
//   WEB_BENCH_PAGES=regex  only the pages whose name (WEB_PATHS key, profile/<section>) matches; WEB_BENCH_INP=0 skips INP
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { CHROMIUM_PATH, launchBrowser } from '../e2e/support/chromium';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../apps/server/src/seed/seed-demo';
import { ROOT_DIR, startBenchApp, type BenchApp } from './support/app';
import { runLighthouse, startChrome, type LighthouseChrome, type PageFigures } from './support/lighthouse';
import { measureInp, untrustedClick, type InpFigure, type Interaction } from './support/inp';
import { measureRepeatVisit } from './support/repeat-visit';
import { checkTarget, type Bench, type Target } from './support/target';
import { webBenchPages, type DemoFacts, type WebBenchUser } from './support/web-pages';

const PERFORMANCE_SCORE_MIN = 95;
const LCP_MS_MAX = 2500;
const INP_MS_MAX = 200;
const LISTING_FIRST_VISIT_KB_MAX = 350;
const SIGN_IN_JS_KB_MAX = 150;

/**
 * A fresh production build in a private directory, so the numbers describe the current code (BENCH_SKIP_BUILD=1
 * measures apps/web/dist as it is). Returns the directory to serve and a clean-up function.
 */
function buildWebApp(): { webDist?: string; cleanUp: () => void } {
  if (process.env.WEB_BENCH_DIST) return { webDist: process.env.WEB_BENCH_DIST, cleanUp: () => {} };
  if (process.env.BENCH_SKIP_BUILD) return { cleanUp: () => {} };
  const webDist = mkdtempSync(path.join(os.tmpdir(), 'homebid-bench-web-'));
  const cleanUp = () => rmSync(webDist, { recursive: true, force: true });
  const args = ['run', 'build', '--workspace', '@homebid/web', '--', '--outDir', webDist, '--emptyOutDir'];
  const result = spawnSync('npm', args, { cwd: ROOT_DIR, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) {
    cleanUp();
    throw new Error('the web build failed');
  }
  return { webDist, cleanUp };
}

const loadAverage = () => os.loadavg().map((n) => Number(n.toFixed(2)));

async function signIn(app: BenchApp, key: 'homeOwner' | 'contractor'): Promise<string> {
  const email = DEMO_ACCOUNTS.find((a) => a.key === key)!.email;
  const response = await fetch(`${app.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`demo sign-in failed: ${response.status} ${await response.text()}`);
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** The demo data's contract, bid and project (webBenchPages' queries) and the home owner, read as the contractor. */
async function readDemoFacts(app: BenchApp, contractor: string): Promise<DemoFacts & { homeOwnerId: string }> {
  const response = await fetch(`${app.url}/api/bids/mine`, { headers: { cookie: contractor } });
  const { items } = (await response.json()) as { items: Array<{ id: string; contractId: string | null; listing: { id: string; status: string; poster: { id: string } } }> };
  const won = items.find((b) => b.contractId);
  const open = items.find((b) => !b.contractId && b.listing.status === 'open');
  if (!won || !open) throw new Error('the demo data has no contract or no open bid');
  return { listingId: open.listing.id, bidId: open.id, contractId: won.contractId!, contractBidId: won.id, homeOwnerId: open.listing.poster.id };
}

/** On a loaded machine Lighthouse now and then loses its trace (NO_NAVSTART): such a run is tried again, twice. */
async function runLighthouseWithRetry(chrome: LighthouseChrome, url: string, cookie?: string): Promise<PageFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(chrome, url, cookie);
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('Please run Lighthouse again')) throw error;
      process.stderr.write(`  retrying ${url}: ${String(error)}\n`);
    }
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;
/** The run whose `value` is the median of all runs' (its other figures go with it). */
const medianRun = <T>(runs: T[], value: (run: T) => number) => runs.find((run) => value(run) === median(runs.map(value)))!;

/** `runs` Lighthouse runs of one page: the median of each figure, and every run's score and LCP. */
async function measurePage(chrome: LighthouseChrome, url: string, cookie: string | undefined, runs: number) {
  const all: PageFigures[] = [];
  for (let run = 0; run < runs; run++) all.push(await runLighthouseWithRetry(chrome, url, cookie));
  const middle = medianRun(all, (r) => r.score);
  return { ...middle, score: median(all.map((r) => r.score)), lcpMs: median(all.map((r) => r.lcpMs)), runs: all.map((r) => [r.score, r.lcpMs]) };
}

/** An interaction measured `runs` times, each on its own page load: the run with the median INP, and every run's INP. */
async function measureInteraction(browser: Browser, baseUrl: string, interaction: Interaction, runs: number) {
  const all: InpFigure[] = [];
  for (let run = 0; run < runs; run++) all.push(await measureInp(browser, baseUrl, interaction));
  return { ...medianRun(all, (r) => r.inpMs), runs: all.map((r) => r.inpMs) };
}

/** The five interactions of the issue, on a phone as the contractor. */
function interactions(contractor: string, homeOwnerId: string): Record<string, Interaction> {
  const filtersForm = (page: Page) => page.getByLabel('Search', { exact: true });
  const firstCard = (page: Page) => page.getByTestId('post-card').first().waitFor();
  /** On the listing page: a click on the first card's `button` until its `dialog` shows. */
  const cardDialog = (button: string, dialog: string) => ({
    path: '/v1',
    cookie: contractor,
    prepare: firstCard,
    act: (page: Page) => page.getByRole('button', { name: button }).first().click(),
    done: (page: Page) => page.getByRole('dialog', { name: dialog }).waitFor(),
  });
  return {
    openFilters: {
      path: '/v1',
      cookie: contractor,
      prepare: firstCard,
      act: (page) => page.getByRole('button', { name: 'Filters' }).click(),
      done: (page) => filtersForm(page).waitFor(),
    },
    typeSearch: {
      path: '/v1',
      cookie: contractor,
      prepare: async (page) => {
        await firstCard(page);
        await untrustedClick(page, 'button:has-text("Filters")');
        await filtersForm(page).waitFor();
      },
      act: (page) => filtersForm(page).pressSequentially('deck repair', { delay: 120 }),
      done: async (page) => {
        await page.waitForFunction(() => (document.activeElement as HTMLInputElement | null)?.value === 'deck repair');
      },
    },
    openDetails: cardDialog('View Details', 'Project Details'),
    openMakeABid: cardDialog('Make a Bid', 'Make a Bid'),
    sendChatMessage: {
      path: `/v1/chats?uid=${homeOwnerId}`,
      cookie: contractor,
      prepare: async (page) => {
        await page.getByTestId('chat-input').waitFor();
        await page.getByTestId('chat-input').fill('Is Friday good for the quote?');
      },
      act: (page) => page.getByTestId('chat-input').press('Enter'),
      done: async (page) => {
        await page.waitForFunction(() => (document.querySelector('[data-testid=chat-input]') as HTMLTextAreaElement | null)?.value === '');
      },
    },
  };
}

function pageTargets(name: string, figures: PageFigures): Target[] {
  return [checkTarget(`${name}Score`, figures.score, '>=', PERFORMANCE_SCORE_MIN), checkTarget(`${name}LcpMs`, figures.lcpMs, '<=', LCP_MS_MAX)];
}

const bench: Bench = {
  name: 'web',
  async run() {
    // @ts-expect-error -- plain JavaScript module shared with the test command
    const { ensureChromium } = await import('../scripts/system-deps.mjs');
    ensureChromium();
    const build = buildWebApp();
    let app: BenchApp | undefined;
    let chrome: LighthouseChrome | undefined;
    let browser: Browser | undefined;
    try {
      app = await startBenchApp({ env: { SEED_DEMO: 'true', ...(build.webDist ? { WEB_DIST: build.webDist } : {}) } });
      const cookies: Record<WebBenchUser, string | undefined> = { visitor: undefined, homeOwner: await signIn(app, 'homeOwner'), contractor: await signIn(app, 'contractor') };
      const facts = await readDemoFacts(app, cookies.contractor!);
      const { pages, excluded } = webBenchPages(facts);
      const only = process.env.WEB_BENCH_PAGES ? new RegExp(process.env.WEB_BENCH_PAGES) : undefined;
      const runs = Number(process.env.WEB_BENCH_RUNS ?? 3);
      const loadBefore = loadAverage();
      const measured = pages.filter((p) => !only || only.test(p.name));
      if (measured.length > 0) chrome = await startChrome();
      const figures: Record<string, PageFigures & { path: string; loadAverage: number[] }> = {};
      const targets: Target[] = [];
      for (const { name, path: pagePath, who } of measured) {
        process.stderr.write(`  lighthouse ${pagePath} (${who}, load ${loadAverage()[0]})\n`);
        figures[name] = { path: pagePath, loadAverage: loadAverage(), ...(await measurePage(chrome!, `${app.url}${pagePath}`, cookies[who], runs)) };
        targets.push(...pageTargets(name, figures[name]));
      }
      if (figures.signIn) targets.push(checkTarget('signInScriptKb', figures.signIn.scriptKb, '<=', SIGN_IN_JS_KB_MAX));
      if (figures.home) targets.push(checkTarget('listingFirstVisitKb', figures.home.transferredKb, '<=', LISTING_FIRST_VISIT_KB_MAX));
      await chrome?.stop();
      chrome = undefined;

      browser = await launchBrowser({ executablePath: CHROMIUM_PATH });
      const results: Record<string, unknown> = { loadAverage: { before: loadBefore }, runsPerPage: runs, pages: figures, excluded };
      if (!only) {
        const repeat = await measureRepeatVisit(browser, `${app.url}/v1`, cookies.homeOwner!, 'main');
        targets.push(checkTarget('listingRepeatVisitOtherDownloads', repeat.repeatOther.length, '<=', 0));
        results.listingRepeatVisit = repeat;
      }
      if (process.env.WEB_BENCH_INP !== '0') {
        const inp: Record<string, InpFigure & { loadAverage: number[] }> = {};
        for (const [name, interaction] of Object.entries(interactions(cookies.contractor!, facts.homeOwnerId))) {
          process.stderr.write(`  INP ${name} (load ${loadAverage()[0]})\n`);
          inp[name] = { loadAverage: loadAverage(), ...(await measureInteraction(browser, app.url, interaction, runs)) };
          targets.push(checkTarget(`${name}InpMs`, inp[name].inpMs, '<=', INP_MS_MAX));
        }
        results.inp = inp;
      }
      results.loadAverage = { before: loadBefore, after: loadAverage() };
      return { results, targets };
    } finally {
      await browser?.close();
      await chrome?.stop();
      await app?.stop();
      build.cleanUp();
    }
  },
};
export default bench;

// How the web app reaches a phone: Lighthouse's mobile preset (Debian Chromium) on the sign-in page, the
// listing page, My Projects and a contract page as a signed-in demo user, with the figures the browser really
// received (compressed bytes, headers included); and what a repeat visit to /v1 downloads.
// Lighthouse's simulated throttling multiplies the CPU time it observes: on a busy machine the scores are
// pessimistic, so the load average is printed beside them.
//   BENCH_SKIP_BUILD=1  measure apps/web/dist as it is instead of a fresh build
//   LIGHTHOUSE_REPORT_DIR=dir  keep each page's full Lighthouse report there (JSON)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/chromium';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../apps/server/src/seed/seed-demo';
import { ROOT_DIR, startBenchApp, type BenchApp } from './support/app';
import { runLighthouse, startChrome, type LighthouseChrome, type PageFigures } from './support/lighthouse';
import { measureRepeatVisit } from './support/repeat-visit';
import { checkTarget, type Bench, type Target } from './support/target';

const PERFORMANCE_SCORE_MIN = 90;
const LCP_MS_MAX = 2500;
const LISTING_FIRST_VISIT_KB_MAX = 350;
const SIGN_IN_JS_KB_MAX = 150;

/**
 * A fresh production build in a private directory, so the numbers describe the current code (BENCH_SKIP_BUILD=1
 * measures apps/web/dist as it is). Returns the directory to serve and a clean-up function.
 */
function buildWebApp(): { webDist?: string; cleanUp: () => void } {
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

/** The demo contractor's accepted contract (the seed hires and accepts one bid). */
async function findContractPage(app: BenchApp, cookie: string): Promise<string> {
  const response = await fetch(`${app.url}/api/bids/mine`, { headers: { cookie } });
  const body = (await response.json()) as { items?: Array<{ id: string; contractId: string | null }> } | Array<{ id: string; contractId: string | null }>;
  const items = Array.isArray(body) ? body : (body.items ?? []);
  const bid = items.find((b) => b.contractId);
  if (!bid) throw new Error('the demo data has no contract');
  return `/v1/my-bids/contract?bid_id=${bid.id}`;
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
      const homeOwner = await signIn(app, 'homeOwner');
      const contractor = await signIn(app, 'contractor');
      const contractPath = await findContractPage(app, contractor);
      const loadBefore = loadAverage();
      chrome = await startChrome();
      const pages: Array<[string, string, string | undefined]> = [
        ['signIn', '/', undefined],
        ['listing', '/v1', homeOwner],
        ['myProjects', '/v1/projects', homeOwner],
        ['contract', contractPath, contractor],
      ];
      const figures: Record<string, PageFigures & { path: string }> = {};
      const targets: Target[] = [];
      for (const [name, pagePath, cookie] of pages) {
        process.stderr.write(`  lighthouse ${pagePath}\n`);
        figures[name] = { path: pagePath, ...(await runLighthouseWithRetry(chrome, `${app.url}${pagePath}`, cookie)) };
        targets.push(...pageTargets(name, figures[name]));
      }
      targets.push(checkTarget('signInScriptKb', figures.signIn.scriptKb, '<=', SIGN_IN_JS_KB_MAX));
      targets.push(checkTarget('listingFirstVisitKb', figures.listing.transferredKb, '<=', LISTING_FIRST_VISIT_KB_MAX));

      browser = await launchBrowser();
      const repeat = await measureRepeatVisit(browser, `${app.url}/v1`, homeOwner, 'main');
      targets.push(checkTarget('listingRepeatVisitOtherDownloads', repeat.repeatOther.length, '<=', 0));
      return { results: { loadAverage: { before: loadBefore, after: loadAverage() }, pages: figures, listingRepeatVisit: repeat }, targets };
    } finally {
      await browser?.close();
      chrome?.stop();
      await app?.stop();
      build.cleanUp();
    }
  },
};
export default bench;

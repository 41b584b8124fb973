// Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) against Debian's Chromium, started here with
// a DevTools port; and a repeat-visit check through the DevTools protocol in the same browser.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROMIUM_PATH } from '../../e2e/support/chromium';

export interface LighthouseChrome {
  port: number;
  /** Stops Chromium with every process it started, then removes its profile. */
  stop(): Promise<void>;
}

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--disable-dev-shm-usage',
];

/** Starts Chromium with a DevTools port (read from its "DevTools listening on" line). */
export async function startChrome(): Promise<LighthouseChrome> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'homebid-lighthouse-'));
  const child: ChildProcess = spawn(CHROMIUM_PATH, [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe'],
    // its own process group: the renderers and the GPU process go with it
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not open a DevTools port: ${text.slice(-500)}`)), 30_000);
    child.stderr!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${text.slice(-500)}`)));
  });
  return {
    port,
    async stop() {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
      await exited;
      // never lose the figures over a temp dir
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        process.stderr.write(`could not remove ${profile}: ${String(error)}\n`);
      }
    },
  };
}

export interface PageFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** bytes as received by the browser (content-encoded, headers included) */
  transferredKb: number;
  scriptKb: number;
  requests: number;
  largestRequests: Array<{ url: string; kb: number }>;
}

interface NetworkItem {
  url: string;
  transferSize?: number;
  resourceType?: string;
}

/** LIGHTHOUSE_REPORT_DIR=dir keeps each full report (bootup time, main-thread breakdown...) as JSON there. */
function saveReport(url: string, lhr: object) {
  const dir = process.env.LIGHTHOUSE_REPORT_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const name = new URL(url).pathname.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'sign-in';
  writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(lhr));
}

const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));

/** One Lighthouse performance run on `url` (mobile preset), signed in through a Cookie header when given. */
export async function runLighthouse(chrome: LighthouseChrome, url: string, cookie?: string): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  saveReport(url, lhr);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []).filter((i) => !i.url.startsWith('data:'));
  const transferred = items.reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  const scripts = items.filter((i) => i.resourceType === 'Script').reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: Math.round(audit('first-contentful-paint')),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    transferredKb: kb(transferred),
    scriptKb: kb(scripts),
    requests: items.length,
    largestRequests: [...items]
      .sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))
      .slice(0, 5)
      .map((i) => ({ url: new URL(i.url).pathname, kb: kb(i.transferSize ?? 0) })),
  };
}

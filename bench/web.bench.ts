// The JavaScript the sign-in page really loads: open '/' signed out in Chromium and gzip every JS response.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/chromium';
import { ROOT_DIR, startBenchApp, type BenchApp } from './support/app';
import { checkTarget, type Bench } from './support/target';

const SIGN_IN_JS_GZIP_KB_LIMIT = 200;

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

const bench: Bench = {
  name: 'web',
  async run() {
    // @ts-expect-error -- plain JavaScript module shared with the test command
    const { ensureChromium } = await import('../scripts/system-deps.mjs');
    ensureChromium();
    const build = buildWebApp();
    let app: BenchApp | undefined;
    let browser: Browser | undefined;
    try {
      app = await startBenchApp({ env: build.webDist ? { WEB_DIST: build.webDist } : {} });
      browser = await launchBrowser();
      const page = await browser.newPage();
      const scripts = new Map<string, Promise<Buffer>>();
      page.on('response', (response) => {
        const type = response.headers()['content-type'] ?? '';
        if (/javascript/.test(type)) scripts.set(new URL(response.url()).pathname, response.body());
      });
      await page.goto(`${app.url}/`, { waitUntil: 'networkidle' });
      // the sign-in form is on screen (not just the spinner), so its lazy chunk has been loaded
      await page.locator('input[type="password"]').first().waitFor({ state: 'visible', timeout: 30_000 });
      await page.waitForLoadState('networkidle');

      const files = await Promise.all(
        [...scripts].map(async ([file, body]) => {
          const raw = await body;
          return { file, bytes: raw.length, gzipBytes: gzipSync(raw, { level: 9 }).length };
        }),
      );
      files.sort((a, b) => b.gzipBytes - a.gzipBytes);
      const totalGzip = files.reduce((sum, f) => sum + f.gzipBytes, 0);
      const totalRaw = files.reduce((sum, f) => sum + f.bytes, 0);
      const signInJsGzipKb = Number((totalGzip / 1024).toFixed(1));
      return {
        results: {
          signInJsGzipKb,
          signInJsRawKb: Number((totalRaw / 1024).toFixed(1)),
          signInJsFiles: files.map((f) => ({ file: f.file, gzipKb: Number((f.gzipBytes / 1024).toFixed(1)) })),
        },
        targets: [checkTarget('signInJsGzipKb', signInJsGzipKb, '<=', SIGN_IN_JS_GZIP_KB_LIMIT)],
      };
    } finally {
      await browser?.close();
      await app?.stop();
      build.cleanUp();
    }
  },
};
export default bench;

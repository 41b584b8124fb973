// The JavaScript the sign-in page really loads: open '/' signed out in Chromium and gzip every JS response.
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../e2e/support/chromium';
import { ROOT_DIR, startBenchApp } from './support/app';
import { checkTarget, type Bench } from './support/target';

const SIGN_IN_JS_GZIP_KB_LIMIT = 200;

/** A fresh production build, so the numbers describe the current code (skip with BENCH_SKIP_BUILD=1). */
function buildWebApp() {
  if (process.env.BENCH_SKIP_BUILD) return;
  const result = spawnSync('npm', ['run', 'build', '--workspace', '@homebid/web'], { cwd: ROOT_DIR, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('the web build failed');
}

const bench: Bench = {
  name: 'web',
  async run() {
    // @ts-expect-error -- plain JavaScript module shared with the test command
    const { ensureChromium } = await import('../scripts/system-deps.mjs');
    ensureChromium();
    buildWebApp();
    const app = await startBenchApp();
    const browser = await launchBrowser();
    try {
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
      await browser.close();
      await app.stop();
    }
  },
};
export default bench;

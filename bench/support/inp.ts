// Interaction to Next Paint of the interactions a phone user makes most, as browsers' field data measures it: the
// web-vitals library's onINP (attribution build) in the page, a phone's window, the CPU four times slower through
// DevTools (Emulation.setCPUThrottlingRate) once the page has loaded. Each interaction gets its own page load, and the
// steps before it are untrusted clicks (element.click()), which the Event Timing API does not count, so the INP read is
// that interaction's own. The browser reports no interaction under 16 ms: a value of 16 means "at most 16". With each
// figure: its input delay, handlers' time and wait for the paint, and the longest scripts of its animation frames.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ROOT_DIR } from './app';

const WEB_VITALS = readFileSync(path.join(ROOT_DIR, 'node_modules/web-vitals/dist/web-vitals.attribution.iife.js'), 'utf8');
const EVENT_TIMING_FLOOR_MS = 16;
const CPU_SLOWDOWN = 4;

/** Runs in the page before its scripts: every INP web-vitals reports, with where its time went. */
const RECORD_INP = `${WEB_VITALS}
window.__inp = [];
webVitals.onINP((m) => {
  const a = m.attribution;
  window.__inp.push({ value: m.value, target: a.interactionTarget, type: a.interactionType, inputDelay: a.inputDelay,
    processing: a.processingDuration, presentation: a.presentationDelay,
    scripts: a.longAnimationFrameEntries.flatMap((f) => f.scripts).sort((x, y) => y.duration - x.duration).slice(0, 3)
      .map((s) => \`\${Math.round(s.duration)} ms \${s.invoker} \${s.sourceFunctionName} \${s.sourceURL.replace(/.*\\//, '')}\`) });
}, { reportAllChanges: true, durationThreshold: 0 });`;

interface InpReport {
  value: number;
  target: string;
  type: string;
  inputDelay: number;
  processing: number;
  presentation: number;
  scripts: string[];
}

export interface InpFigure {
  inpMs: number;
  /** the interaction web-vitals named, with its input delay, handlers' time and the wait for the next paint */
  attribution?: { target: string; type: string; inputDelay: number; processing: number; presentation: number; scripts: string[] };
}

/** One interaction: `prepare` opens the page's state (untrusted clicks only), `act` is the measured input, `done` waits for its result. */
export interface Interaction {
  path: string;
  cookie: string;
  prepare?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
  done: (page: Page) => Promise<void>;
}

/** Clicks without an input event the browser would count as an interaction. */
export const untrustedClick = (page: Page, selector: Parameters<Page['locator']>[0]) => page.locator(selector).first().evaluate((el: HTMLElement) => el.click());

export async function measureInp(browser: Browser, baseUrl: string, interaction: Interaction): Promise<InpFigure> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const origin = new URL(baseUrl);
    await context.addCookies(
      interaction.cookie.split('; ').map((pair) => {
        const [name, ...rest] = pair.split('=');
        return { name, value: rest.join('='), domain: origin.hostname, path: '/' };
      }),
    );
    await context.addInitScript(RECORD_INP);
    const page = await context.newPage();
    await page.goto(`${baseUrl}${interaction.path}`, { waitUntil: 'networkidle' });
    await interaction.prepare?.(page);
    await page.waitForLoadState('networkidle');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await interaction.act(page);
    await interaction.done(page);
    // the entry arrives after the next paint; web-vitals reports it on the next frame
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 500))));
    const reports = await page.evaluate(() => (window as unknown as { __inp: InpReport[] }).__inp);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const last = reports.at(-1);
    if (!last) return { inpMs: EVENT_TIMING_FLOOR_MS };
    const { value, target, type, inputDelay, processing, presentation, scripts } = last;
    const round = (n: number) => Math.round(n);
    return {
      inpMs: Math.max(EVENT_TIMING_FLOOR_MS, round(value)),
      attribution: { target, type, inputDelay: round(inputDelay), processing: round(processing), presentation: round(presentation), scripts },
    };
  } finally {
    await context.close();
  }
}

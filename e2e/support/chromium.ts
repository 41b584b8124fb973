// No vitest import here: the benches launch Chromium too.
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium: the benches measure in it (Lighthouse, INP), as a phone's browser draws. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/**
 * Debian's Chromium headless shell, what the browser tests drive: the same Blink, V8 and DevTools protocol without
 * the browser's window layer, for about a sixth less CPU a test (scripts/system-deps.mjs installs it).
 */
export const HEADLESS_SHELL_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/** Headless Debian Chromium driven by playwright-core (no downloaded browser); the headless shell unless told. */
export function launchBrowser({ executablePath = HEADLESS_SHELL_PATH }: { executablePath?: string } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
}

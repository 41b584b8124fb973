// What a returning visitor downloads: open a page, then open it again in the same browser profile and count
// the bytes that came over the network (DevTools' encodedDataLength; a cache hit is 0).
import type { Browser } from 'playwright-core';

export interface RepeatVisit {
  firstKb: number;
  repeatKb: number;
  /** requests of the repeat visit that came over the network, with their size */
  repeatNetwork: Array<{ path: string; status: number; kb: number }>;
  /** of those, the ones that are neither the HTML shell nor API data */
  repeatOther: string[];
}

export async function measureRepeatVisit(browser: Browser, url: string, cookie: string, ready: string): Promise<RepeatVisit> {
  const origin = new URL(url);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...rest] = pair.split('=');
        return { name, value: rest.join('='), domain: origin.hostname, path: '/' };
      }),
    );
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const requests = new Map<string, { url: string; status: number; bytes: number }>();
    const inFlight = new Set<string>();
    let lastActivity = Date.now();
    cdp.on('Network.requestWillBeSent', (event) => {
      inFlight.add(event.requestId);
      lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', (event) => {
      requests.set(event.requestId, { url: event.response.url, status: event.response.status, bytes: 0 });
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = requests.get(event.requestId);
      if (request) request.bytes = event.encodedDataLength;
      inFlight.delete(event.requestId);
      lastActivity = Date.now();
    });
    cdp.on('Network.loadingFailed', (event) => {
      inFlight.delete(event.requestId);
      lastActivity = Date.now();
    });
    // every request the page makes, also the images of cards rendered after the first paint, must have finished
    // (and so be in the cache) before the next visit; leaving earlier would cancel them and count them twice
    const networkQuiet = async (quietMs = 1000) => {
      while (inFlight.size > 0 || Date.now() - lastActivity < quietMs) await new Promise((resolve) => setTimeout(resolve, 100));
    };
    const visit = async () => {
      requests.clear();
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.locator(ready).first().waitFor({ state: 'visible', timeout: 30_000 });
      await networkQuiet();
      return [...requests.values()];
    };
    const first = await visit();
    // a new navigation (not a reload, which would revalidate everything) is what a returning visitor does
    await page.goto('about:blank');
    const repeat = await visit();
    const total = (list: typeof first) => Number((list.reduce((sum, r) => sum + r.bytes, 0) / 1024).toFixed(1));
    const network = repeat.filter((r) => r.bytes > 0 && !r.url.startsWith('data:'));
    const isShellOrApi = (r: { url: string }) => {
      const { pathname } = new URL(r.url);
      return pathname.startsWith('/api/') || !/\.[a-z0-9]+$/i.test(pathname);
    };
    return {
      firstKb: total(first),
      repeatKb: total(repeat),
      repeatNetwork: network.map((r) => ({ path: new URL(r.url).pathname, status: r.status, kb: Number((r.bytes / 1024).toFixed(1)) })),
      repeatOther: network.filter((r) => !isShellOrApi(r)).map((r) => new URL(r.url).pathname),
    };
  } finally {
    await context.close();
  }
}

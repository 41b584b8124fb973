// Why one page's Lighthouse score moves between runs of the same build. Lighthouse simulates a phone from a trace
// of the page loaded unthrottled, and counts every request that ended before the first paint it observed into the
// simulated FCP and LCP: the more of the page's requests the local server answered before Chrome painted, the
// later the simulated paint. Runs Lighthouse on one page a number of times (the demo data, signed in as a demo
// account) and prints, per run, the observed first paint, the requests ended by then, FCP, LCP, TBT and the score.
//   npx tsx bench/first-paint-race.ts [path=/v1/profile/two-factor] [runs=6] [demo account key=contractor]
//   WEB_DIST=dir measures that build (default apps/web/dist: run `npm run build` first)
import lighthouse from 'lighthouse';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../apps/server/src/seed/seed-demo';
import { startBenchApp } from './support/app';
import { startChrome } from './support/lighthouse';

interface NetworkItem {
  url: string;
  networkRequestTime: number;
  networkEndTime: number;
  priority: string;
  resourceType: string;
}

/** Lighthouse's (Lantern's) rule for a request that may block the first paint: VeryHigh, or a High script or document. */
const mayBlockPaint = (r: NetworkItem) =>
  r.priority === 'VeryHigh' || (r.priority === 'High' && (r.resourceType === 'Script' || r.resourceType === 'Document'));

/** The largest paint's element as Lighthouse names it (its snippet), to see what the page drew last. */
function largestPaintElement(details: unknown): string | undefined {
  const table = (details as { items?: Array<{ items?: Array<{ node?: { snippet?: string } }> }> } | undefined)?.items?.[0];
  return table?.items?.[0]?.node?.snippet;
}

/** The main thread's long tasks as Lighthouse simulated them (4x CPU): where each began and how long it took. */
function longTasks(details: unknown): string[] {
  const items = (details as { items?: Array<{ url: string; startTime: number; duration: number }> } | undefined)?.items ?? [];
  return items.map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${t.url.replace(/^https?:\/\/[^/]+/, '')}`);
}

const [pagePath = '/v1/profile/two-factor', runs = '6', accountKey = 'contractor'] = process.argv.slice(2);
const app = await startBenchApp({ env: { SEED_DEMO: 'true', WEB_DIST: process.env.WEB_DIST ?? 'apps/web/dist' } });
const chrome = await startChrome();
try {
  const email = DEMO_ACCOUNTS.find((a) => a.key === accountKey)?.email;
  if (!email) throw new Error(`no demo account ${accountKey}`);
  const signIn = await fetch(`${app.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  for (let run = 0; run < Number(runs); run++) {
    const result = await lighthouse(`${app.url}${pagePath}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], extraHeaders: { Cookie: cookie } });
    if (!result) throw new Error('Lighthouse returned nothing');
    const { lhr } = result;
    const metrics = (lhr.audits.metrics?.details as unknown as { items: Array<Record<string, number>> }).items[0]!;
    const requests = (lhr.audits['network-requests']?.details as unknown as { items: NetworkItem[] }).items;
    const start = requests[0]!.networkRequestTime;
    const observedFcp = metrics.observedFirstContentfulPaint!;
    const observedLcp = metrics.observedLargestContentfulPaint!;
    console.log(
      JSON.stringify({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        observedFcpMs: observedFcp,
        requestsEndedBeforeIt: requests.filter((r) => r.networkEndTime - start <= observedFcp).length,
        requests: requests.length,
        blockingBeforeIt: requests
          .filter((r) => r.networkEndTime - start <= observedFcp && mayBlockPaint(r))
          .map((r) => `${r.priority} ${r.resourceType} ${new URL(r.url).pathname}`),
        observedLcpMs: observedLcp,
        requestsEndedBeforeLcp: requests.filter((r) => r.networkEndTime - start <= observedLcp).length,
        fcpMs: Math.round(metrics.firstContentfulPaint!),
        lcpMs: Math.round(metrics.largestContentfulPaint!),
        tbtMs: Math.round(metrics.totalBlockingTime!),
        longTasks: longTasks(lhr.audits['long-tasks']?.details),
        lcpElement: largestPaintElement(lhr.audits['largest-contentful-paint-element']?.details),
      }),
    );
  }
} finally {
  await chrome.stop();
  await app.stop();
}

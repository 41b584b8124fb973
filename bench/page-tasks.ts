// What a page's long tasks spend. Lighthouse's blocking time comes from the tasks of a page loaded unthrottled,
// each multiplied by four: a task over 12.5 ms here is over 50 ms on its phone. Loads each path in Debian Chromium
// (the demo data, signed in as a demo account) with a Chrome trace and a CPU profile, and prints each long task's
// trace events (module evaluation, script, style, layout) and the functions its CPU samples fell in. A build made
// with `npx vite build apps/web --minify false --outDir <dir>` (and WEB_DIST=<dir>) names the functions.
//   npx tsx bench/page-tasks.ts <path>... (e.g. /v1/chats /v1/my-bids)
//   WHO=contractor (a demo account key)  RUNS=2  CPU=1 (Chrome's CPU slowdown)  LONG_MS=12.5 (at CPU=1)  WEB_DIST=dir
import { CHROMIUM_PATH, launchBrowser } from '../e2e/support/chromium';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../apps/server/src/seed/seed-demo';
import { startBenchApp } from './support/app';

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

/** The parts of a CPU profile (DevTools protocol's Profiler.Profile) read here. */
interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface CpuProfile {
  nodes: Array<{ id: number; callFrame: CallFrame }>;
  startTime: number;
  samples?: number[];
  timeDeltas?: number[];
}

const KINDS = ['v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireAnimationFrame', 'RunMicrotasks', 'UpdateLayoutTree', 'Layout', 'Paint', 'ParseHTML', 'MinorGC', 'MajorGC'];
const CPU = Number(process.env.CPU ?? 1);
const LONG_US = Number(process.env.LONG_MS ?? 50 / 4) * 1000 * CPU;

const frameName = ({ functionName, url, lineNumber }: CallFrame) =>
  `${functionName || '(anonymous)'}${url ? ` ${url.replace(/.*\//, '')}:${lineNumber}` : ''}`;

/** Self time (ms) of each function among the samples within [start, end). */
function selfTimes(profile: CpuProfile, start: number, end: number): Map<string, number> {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const times = new Map<string, number>();
  let at = profile.startTime;
  profile.samples!.forEach((id, i) => {
    const previous = at;
    at += profile.timeDeltas![i]!;
    if (at < start || at >= end) return;
    const name = frameName(nodes.get(id)!.callFrame);
    times.set(name, (times.get(name) ?? 0) + (at - previous) / 1000);
  });
  return times;
}

const top = (times: Map<string, number>, count: number) =>
  [...times].sort((a, b) => b[1] - a[1]).slice(0, count).map(([name, ms]) => `${name} ${ms.toFixed(1)}`).join('; ');

const app = await startBenchApp({ env: { SEED_DEMO: 'true', ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}) } });
const browser = await launchBrowser({ executablePath: CHROMIUM_PATH });
try {
  const email = DEMO_ACCOUNTS.find((account) => account.key === (process.env.WHO ?? 'contractor'))!.email;
  const signIn = await fetch(`${app.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: app.url },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const cookies = signIn.headers.getSetCookie().map((header) => {
    const pair = header.split(';')[0]!;
    return { name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1), url: app.url };
  });
  for (const path of process.argv.slice(2)) {
    for (let run = 1; run <= Number(process.env.RUNS ?? 2); run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      await context.addCookies(cookies);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute', transferMode: 'ReportEvents' });
      await cdp.send('Profiler.start');
      await page.goto(app.url + path, { waitUntil: 'load' });
      await page.waitForTimeout(3000);
      const { profile } = await cdp.send('Profiler.stop');
      const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
      await cdp.send('Tracing.end');
      await complete;
      await context.close();

      // the page's main thread: the renderer main thread with the most events
      const mains = events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
      const count = (main: TraceEvent) => events.filter((event) => event.pid === main.pid && event.tid === main.tid).length;
      const main = mains.sort((a, b) => count(b) - count(a))[0]!;
      const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid && event.dur);
      const long = onMain.filter((event) => event.name === 'RunTask' && event.dur! >= LONG_US);
      const blocking = long.reduce((sum, task) => sum + Math.max(0, (task.dur! / CPU) * 4 - 50 * 1000), 0) / 1000;
      console.log(`\n${path}, run ${run}: ${long.length} long tasks, ${Math.round(blocking)} ms of blocking time at 4x`);
      const origin = onMain[0]!.ts;
      for (const task of long) {
        const end = task.ts + task.dur!;
        const kinds = new Map<string, number>();
        for (const event of onMain) {
          if (event !== task && event.ts >= task.ts && event.ts < end && KINDS.includes(event.name)) kinds.set(event.name, (kinds.get(event.name) ?? 0) + event.dur! / 1000);
        }
        console.log(`- at ${Math.round((task.ts - origin) / 1000)} ms, ${(task.dur! / 1000).toFixed(1)} ms: ${top(kinds, KINDS.length)}`);
        console.log(`    ${top(selfTimes(profile as CpuProfile, task.ts, end), 8)}`);
      }
    }
  }
} finally {
  await browser.close();
  await app.stop();
}

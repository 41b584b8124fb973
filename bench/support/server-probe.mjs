// Loaded into a server process the chat bench starts (`node --import`): every PROBE_INTERVAL_MS it appends one JSON
// line to $CHAT_BENCH_PROBE_FILE with the process's memory and its event loop's delay over that interval, and on
// SIGUSR2 it collects garbage (when --expose-gc) and appends a line marked `mark`, so the bench can read the memory
// a step added. Measuring only: it changes nothing in the server.
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const file = process.env.CHAT_BENCH_PROBE_FILE;
const PROBE_INTERVAL_MS = 500;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const write = (extra = {}) => {
    const { rss, heapUsed } = process.memoryUsage();
    const ms = (ns) => Number((ns / 1e6).toFixed(2));
    const line = { t: Date.now(), rss, heapUsed, loopP50Ms: ms(delay.percentile(50)), loopP99Ms: ms(delay.percentile(99)), loopMaxMs: ms(delay.max), ...extra };
    delay.reset();
    appendFileSync(file, `${JSON.stringify(line)}\n`);
  };
  setInterval(write, PROBE_INTERVAL_MS).unref();
  process.on('SIGUSR2', () => {
    globalThis.gc?.();
    write({ mark: true });
  });
}

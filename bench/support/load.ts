import autocannon from 'autocannon';
import { addCpuDeltas, cpuDelta, cpuUse, readCpuTicks, type CpuDelta, type CpuUse } from './cpu';

export interface LoadResult {
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number; p99: number; max: number };
  requests: number;
  non2xx: number;
  errors: number;
  durationSeconds: number;
  connections: number;
  /** where the CPU went meanwhile (support/cpu.ts), on Linux */
  cpu?: CpuUse;
}

export interface LoadTarget {
  url: string;
  headers?: Record<string, string>;
}

/** What one load run saw: every response time (ms), and the counts. */
export interface RawRun {
  times: number[];
  requests: number;
  non2xx: number;
  errors: number;
}

function percentile(sorted: number[], p: number) {
  if (!sorted.length) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Number(sorted[Math.max(0, index)].toFixed(2));
}

/** Load that is not HTTP (the SQL replayed on the pool, support/sql-replay.ts), run like a URL. */
export type LoadRunner = (connections: number, durationSeconds: number) => Promise<RawRun>;

type TimedRun = RawRun & { seconds: number; cpu?: CpuDelta };

/**
 * One run, with the seconds it really took (autocannon runs whole seconds whatever duration it is given) and
 * the CPU used meanwhile.
 */
async function runOnce(target: LoadTarget | LoadRunner, connections: number, durationSeconds: number): Promise<TimedRun> {
  const ticksBefore = readCpuTicks();
  const started = performance.now();
  const run = await (typeof target === 'function' ? target(connections, durationSeconds) : runAutocannon(target, connections, durationSeconds));
  const seconds = (performance.now() - started) / 1000;
  const ticksAfter = readCpuTicks();
  return { ...run, seconds, ...(ticksBefore && ticksAfter ? { cpu: cpuDelta(ticksBefore, ticksAfter) } : {}) };
}

/** One autocannon run; every response's time is kept (autocannon's own summary has no p95). */
async function runAutocannon(target: LoadTarget, connections: number, durationSeconds: number): Promise<RawRun> {
  const times: number[] = [];
  const instance = autocannon({ url: target.url, headers: target.headers, connections, duration: durationSeconds });
  instance.on('response', (_client: unknown, _status: number, _bytes: number, responseTime: number) => times.push(responseTime));
  const result = await instance;
  return { times, requests: result.requests.total, non2xx: result.non2xx, errors: result.errors + result.timeouts };
}

function summarize(runs: TimedRun[], durationSeconds: number, connections: number): LoadResult {
  const times = runs.flatMap((r) => r.times).sort((a, b) => a - b);
  const requests = runs.reduce((sum, r) => sum + r.requests, 0);
  const cpuDeltas = runs.flatMap((r) => (r.cpu ? [r.cpu] : []));
  return {
    requestsPerSecond: Math.round(requests / runs.reduce((sum, r) => sum + r.seconds, 0)),
    latencyMs: { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), max: percentile(times, 100) },
    requests,
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    durationSeconds,
    connections,
    ...(cpuDeltas.length === runs.length ? { cpu: cpuUse(addCpuDeltas(cpuDeltas), requests) } : {}),
  };
}

/** autocannon against one URL, after a short warm-up. */
export async function measureLoad(
  url: string,
  options: { headers?: Record<string, string>; durationSeconds?: number; connections?: number; warmupSeconds?: number } = {},
): Promise<LoadResult> {
  const connections = options.connections ?? 10;
  const durationSeconds = options.durationSeconds ?? 5;
  const warmup = options.warmupSeconds ?? 1;
  if (warmup > 0) await runOnce({ url, headers: options.headers }, connections, warmup);
  return summarize([await runOnce({ url, headers: options.headers }, connections, durationSeconds)], durationSeconds, connections);
}

/**
 * Several URLs measured in alternating slices (A B A B ...), so a change in the machine's load during the run
 * (other processes) affects all of them alike and their ratio stays meaningful. Each gets `durationSeconds`
 * in total.
 */
export async function compareLoad<K extends string>(
  targets: Record<K, LoadTarget | LoadRunner>,
  options: { durationSeconds?: number; connections?: number; slices?: number; warmupSeconds?: number } = {},
): Promise<Record<K, LoadResult>> {
  const connections = options.connections ?? 10;
  const durationSeconds = options.durationSeconds ?? 5;
  const slices = options.slices ?? 5;
  const keys = Object.keys(targets) as K[];
  const warmup = options.warmupSeconds ?? 1;
  if (warmup > 0) for (const key of keys) await runOnce(targets[key], connections, warmup);
  const runs = Object.fromEntries(keys.map((k) => [k, []])) as unknown as Record<K, TimedRun[]>;
  for (let slice = 0; slice < slices; slice += 1) {
    for (const key of keys) runs[key].push(await runOnce(targets[key], connections, durationSeconds / slices));
  }
  return Object.fromEntries(keys.map((k) => [k, summarize(runs[k], durationSeconds, connections)])) as Record<K, LoadResult>;
}

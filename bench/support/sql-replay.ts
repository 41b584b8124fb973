// "The same SQL straight on the database": the statements one API request runs, recorded at the driver (pg.Pool
// or PGlite) and replayed in a loop on the app's own pool with the same concurrency as the HTTP load, no HTTP,
// no Fastify, no session, no JSON. Runs inside the app's worker thread (support/app-worker.ts).
import type { App } from '../../apps/server/src/app';

interface QueryClient {
  query: (...args: unknown[]) => Promise<unknown>;
}

export interface ReplayResult {
  statements: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p95: number };
}

/** Records the driver calls of one `inject` (after a warm-up call, so cached sessions stay out). */
async function recordStatements(app: App, path: string, cookie: string): Promise<unknown[][]> {
  const client = (app.ctx.db as unknown as { $client: QueryClient }).$client;
  await app.inject({ url: path, headers: { cookie } });
  const original = client.query;
  const recorded: unknown[][] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    recorded.push(args);
    return original.apply(this, args);
  };
  try {
    const response = await app.inject({ url: path, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode}`);
  } finally {
    client.query = original;
  }
  return recorded;
}

const percentile = (sorted: number[], p: number) => Number((sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0).toFixed(2));

/** `concurrency` loops, each running the recorded statements in order (one "request"), for `seconds`. */
export async function replayStatements(app: App, path: string, cookie: string, seconds: number, concurrency: number): Promise<ReplayResult> {
  const statements = await recordStatements(app, path, cookie);
  const client = (app.ctx.db as unknown as { $client: QueryClient }).$client;
  const runOnce = async () => {
    for (const args of statements) await client.query(...args);
  };
  const loop = async (until: number, times: number[]) => {
    while (Date.now() < until) {
      const started = performance.now();
      await runOnce();
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, () => loop(Date.now() + 1000, []))); // warm-up
  const times: number[] = [];
  await Promise.all(Array.from({ length: concurrency }, () => loop(Date.now() + seconds * 1000, times)));
  times.sort((a, b) => a - b);
  return { statements: statements.length, requestsPerSecond: Math.round(times.length / seconds), latencyMs: { p50: percentile(times, 50), p95: percentile(times, 95) } };
}

// "The same SQL straight on the database": the statements one API request runs, recorded at the driver (pg.Pool
// or PGlite) and replayed in a loop on the app's own pools with the same concurrency as the HTTP load, no HTTP,
// no Fastify, no session, no JSON. Runs inside the app's worker thread (support/app-worker.ts), in slices that
// alternate with the HTTP load (load.ts compareLoad).
import type { App } from '../../apps/server/src/app';
import type { RawRun } from './load';

interface QueryClient {
  query: (...args: unknown[]) => Promise<unknown>;
}

/** The drivers of the app's database: pg.Pool or PGlite, one per Drizzle database (`db`, `searchDb`). */
function driversOf(app: App): QueryClient[] {
  const { db, searchDb } = app.ctx.database;
  return [...new Set([db, searchDb].map((each) => (each as unknown as { $client: QueryClient }).$client))];
}

/** Records the driver calls of one `inject` (after a warm-up call, so cached sessions stay out), with their driver. */
async function recordStatements(app: App, path: string, cookie: string): Promise<Array<{ driver: QueryClient; args: unknown[] }>> {
  await app.inject({ url: path, headers: { cookie } });
  const recorded: Array<{ driver: QueryClient; args: unknown[] }> = [];
  const drivers = driversOf(app);
  const originals = drivers.map((driver) => driver.query);
  drivers.forEach((driver, i) => {
    driver.query = function (this: unknown, ...args: unknown[]) {
      recorded.push({ driver, args });
      return originals[i]!.apply(this, args);
    };
  });
  try {
    const response = await app.inject({ url: path, headers: { cookie } });
    if (response.statusCode !== 200) throw new Error(`${path}: ${response.statusCode}`);
  } finally {
    drivers.forEach((driver, i) => (driver.query = originals[i]!));
  }
  return recorded;
}

/** The recorded statements of a path, replayable: `concurrency` loops, each running them in order (one "request"). */
export async function prepareReplay(app: App, path: string, cookie: string) {
  const statements = await recordStatements(app, path, cookie);
  const runOnce = async () => {
    for (const { driver, args } of statements) await driver.query(...args);
  };
  return {
    statements: statements.length,
    async run(concurrency: number, seconds: number): Promise<RawRun> {
      const times: number[] = [];
      const until = Date.now() + seconds * 1000;
      const loop = async () => {
        while (Date.now() < until) {
          const started = performance.now();
          await runOnce();
          times.push(performance.now() - started);
        }
      };
      await Promise.all(Array.from({ length: concurrency }, loop));
      return { times, requests: times.length, non2xx: 0, errors: 0 };
    },
  };
}

import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { RawRun } from './load';

export type ReplayRun = RawRun & { statements: number };

export const ROOT_DIR = path.resolve(import.meta.dirname, '../..');

export interface BenchApp {
  url: string;
  /** Session cookie of a freshly registered user. */
  cookie: string;
  database: 'pglite' | 'postgres';
  /** The SQL one GET of `path` runs, replayed on the app's own pool for `seconds` (see sql-replay.ts). */
  replaySql(path: string, concurrency: number, seconds: number): Promise<ReplayRun>;
  stop(): Promise<void>;
}

/**
 * The young generation `npm run serve` gives the server (`--max-semi-space-size=64`, package.json): V8's young
 * generation is three semi-spaces. Four times Node 20's default: a busy server scavenges a quarter as often, and at
 * 1,000 users of the capacity bench its scavenges took a fifth less time than with 32 (docs/performance.md).
 */
const SERVER_YOUNG_GENERATION_MB = 3 * 64;

/**
 * The real app (buildApp) in a worker thread on a loopback port, with the server's heap settings: rate limits
 * off, logging silent, no demo data, PGlite on disk under .bench-data/ (or PostgreSQL when `databaseUrl` is given).
 */
export async function startBenchApp(options: { databaseUrl?: string; env?: Record<string, string> } = {}): Promise<BenchApp> {
  const dataDir = path.join(ROOT_DIR, '.bench-data', randomBytes(6).toString('hex'));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'false',
    SEED_DEMO: 'false',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://127.0.0.1',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const worker = new Worker(new URL('./app-worker.mjs', import.meta.url), { workerData: env, resourceLimits: { maxYoungGenerationSizeMb: SERVER_YOUNG_GENERATION_MB } });
  const ready = await new Promise<{ url: string; cookie: string; database: 'pglite' | 'postgres' }>((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`bench app worker exited with code ${code}`)));
    worker.on('message', (message) => {
      if (message.type === 'ready') resolve(message);
    });
  });
  return {
    ...ready,
    replaySql(path, concurrency, seconds) {
      return new Promise((resolve, reject) => {
        const onMessage = (message: { type: string; result: ReplayRun | { error: string } }) => {
          if (message.type !== 'replayed') return;
          worker.off('message', onMessage);
          if ('error' in message.result) reject(new Error(message.result.error));
          else resolve(message.result);
        };
        worker.on('message', onMessage);
        worker.postMessage({ type: 'replay', path, seconds, concurrency });
      });
    },
    async stop() {
      await new Promise<void>((resolve) => {
        worker.on('message', (message) => message.type === 'stopped' && resolve());
        worker.postMessage({ type: 'stop' });
        setTimeout(resolve, 10_000).unref();
      });
      await worker.terminate();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Target } from './target';

/** A PostgreSQL server URL: the one given, or a throwaway cluster when PostgreSQL is installed. */
export async function findPostgres(): Promise<{ url: string; stop?: () => void } | undefined> {
  const given = process.env.BENCH_DATABASE_URL ?? process.env.TEST_POSTGRES_URL;
  if (given) return { url: given };
  // @ts-expect-error -- plain JavaScript module shared with the test command
  const cluster = await import('../../scripts/postgres-cluster.mjs');
  if (!cluster.findPostgresBin()) return undefined;
  const started = await cluster.startPostgresCluster();
  return { url: started.url, stop: started.stop };
}

/** Runs `fn` with the URL of a fresh database `<prefix>_<random>` on the server `adminUrl`, dropped afterwards. */
export async function withScratchDatabase<T>(adminUrl: string, prefix: string, fn: (url: string) => Promise<T>): Promise<T> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
  }
}

/**
 * The PostgreSQL part of a bench: `measure` on findPostgres()'s server (stopped afterwards when the bench started
 * it), or a note saying why it was skipped.
 */
export async function measureOnPostgres(
  measure: (url: string) => Promise<{ results: unknown; targets: Target[] }>,
): Promise<{ results: unknown; targets: Target[] }> {
  const postgres = await findPostgres();
  if (!postgres) return { results: 'skipped: no PostgreSQL server given and none installed', targets: [] };
  try {
    return await measure(postgres.url);
  } finally {
    postgres.stop?.();
  }
}

/**
 * The run of a bench that needs PostgreSQL: `fn` on a scratch database `<prefix>_<random>` of findPostgres()'s
 * server (stopped afterwards when the bench started it).
 */
export async function onScratchPostgres<T>(bench: string, prefix: string, fn: (url: string) => Promise<T>): Promise<T> {
  const server = await findPostgres();
  if (!server) throw new Error(`the ${bench} bench needs PostgreSQL (BENCH_DATABASE_URL, or PostgreSQL installed for a throwaway cluster)`);
  try {
    return await withScratchDatabase(server.url, prefix, fn);
  } finally {
    server.stop?.();
  }
}

// Listing search under load at 16 connections, on PGlite with 10,000 listings and on PostgreSQL with 1,000,000 (when a
// server is given or PostgreSQL is installed). Each query kind is measured on its own, in alternating slices of the
// same run (with /api/health beside them): the search form's text + budget + industry, text alone (two words that
// match under 1% of listings, so the newest ones seldom fill a page), near a zip at the form's default 25 miles and at
// its smallest 1 mile, and the unfiltered first page. Also the data's load time and every listing index's size, the
// size of a result page (under 40 KB), and the API's throughput against the same SQL replayed straight on the pool.
// Each load result also says where the CPU went (`cpu`), and the machine's load average beside it.
//   LISTINGS_BENCH_PGLITE=10000  LISTINGS_BENCH_POSTGRES=1000000 (0 leaves that database out)  BENCH_SECONDS=5 (each query kind: twice that)
//   LISTINGS_BENCH_MAX_MINUTES=20: the whole bench stops (and cleans up) past this
//   BENCH_DATABASE_URL / TEST_POSTGRES_URL: PostgreSQL server to use; otherwise a throwaway cluster when installed
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { findPlaceByZip } from '../apps/server/src/modules/places/gazetteer';
import { ROOT_DIR, startBenchApp } from './support/app';
import { loadListings, type LoadedListings } from './support/listings-data';
import { compareLoad, measureLoad, type LoadTarget } from './support/load';
import { measureOnPostgres, withScratchDatabase } from './support/postgres';
import { checkTarget, type Bench, type Target } from './support/target';

const PGLITE_COUNT = Number(process.env.LISTINGS_BENCH_PGLITE ?? 10_000);
const POSTGRES_COUNT = Number(process.env.LISTINGS_BENCH_POSTGRES ?? 1_000_000);
const MAX_MINUTES = Number(process.env.LISTINGS_BENCH_MAX_MINUTES ?? 20);
const CONNECTIONS = 16;
const PROVIDENCE = findPlaceByZip('02903')!;
const near = (miles: number) => `nearLat=${PROVIDENCE.lat}&nearLng=${PROVIDENCE.lng}&miles=${miles}`;
/** The query kinds, each measured on its own (query strings of GET /api/listings). */
const QUERIES = {
  form: 'text=roof%20shingles&maxBudgetCents=2000000&types=Roofing',
  text: 'text=walnut%20kitchen',
  near25: near(25),
  near1: near(1),
  unfiltered: '',
} as const;
type QueryKind = keyof typeof QUERIES;
const PAGE_LIMIT_BYTES = 40 * 1024;
const PGLITE_P95_MS = 60;
const POSTGRES_P95_MS = 25;
/** API requests per second over the same SQL replayed on the pool (support/sql-replay.ts). */
const API_TO_SQL_RATIO_MIN = 0.7;

const loadAverage = () => os.loadavg().map((n) => Number(n.toFixed(2)));

interface ScenarioResult {
  results: Record<string, unknown>;
  targets: Target[];
}

/** Starts the app on a filled database and measures health and each query kind in the same run. */
async function measureScenario(label: string, count: number, appOptions: Parameters<typeof startBenchApp>[0], loaded: LoadedListings, p95LimitMs: number): Promise<ScenarioResult> {
  const app = await startBenchApp(appOptions);
  try {
    const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
    const headers = { cookie: app.cookie };
    const urlOf = (kind: QueryKind) => `${app.url}/api/listings?${QUERIES[kind]}`;
    const kinds = Object.keys(QUERIES) as QueryKind[];
    const firstPages = Object.fromEntries(await Promise.all(kinds.map(async (kind) => [kind, await (await fetch(urlOf(kind), { headers })).text()] as const)));
    const loadBefore = loadAverage();
    const health = await measureLoad(`${app.url}/api/health`, { durationSeconds, connections: CONNECTIONS });
    // a signed-in request with a trivial query: what session handling alone costs
    const signedInBaseline = await measureLoad(`${app.url}/api/listings/liked`, { durationSeconds, connections: CONNECTIONS, headers });
    // every kind in alternating slices of one run, so the machine's drift (other processes) weighs on all alike
    const targetsOf = Object.fromEntries(kinds.map((kind) => [kind, { url: urlOf(kind), headers }])) as unknown as Record<QueryKind, LoadTarget>;
    // slices of 2 s: a request slower than its slice would not be counted at all
    const searches = await compareLoad(targetsOf, { durationSeconds: 2 * durationSeconds, connections: CONNECTIONS, slices: 5 });
    const loadDuring = loadAverage();
    // the form's search beside the same statements straight on the app's pool: what the API adds to the database's cost
    let statements = 0;
    const replay = async (connections: number, seconds: number) => {
      const run = await app.replaySql(`/api/listings?${QUERIES.form}`, connections, seconds);
      statements = run.statements;
      return run;
    };
    const { search, directSql } = await compareLoad({ search: targetsOf.form, directSql: replay }, { durationSeconds: 2 * durationSeconds, connections: CONNECTIONS, slices: 5 });
    const apiToSqlRatio = Number((search.requestsPerSecond / Math.max(1, directSql.requestsPerSecond)).toFixed(2));
    const pageBytes = Math.max(...kinds.map((kind) => Buffer.byteLength(firstPages[kind]!)));
    const targets = [
      checkTarget(`${label}PageBytes`, pageBytes, '<=', PAGE_LIMIT_BYTES),
      checkTarget(`${label}SearchApiToSqlThroughput`, apiToSqlRatio, '>=', API_TO_SQL_RATIO_MIN),
    ];
    for (const kind of kinds) {
      const measured = searches[kind];
      const items = (JSON.parse(firstPages[kind]!) as { items: unknown[] }).items.length;
      targets.push(
        checkTarget(`${label}Search_${kind}_FindsAFullPage`, items, '>=', 20),
        checkTarget(`${label}Search_${kind}_Non2xxAndErrors`, measured.non2xx + measured.errors, '<=', 0),
        checkTarget(`${label}Search_${kind}_P95Ms`, measured.latencyMs.p95, '<=', p95LimitMs),
      );
    }
    return {
      results: {
        database: app.database,
        listings: count,
        load: loaded,
        queries: QUERIES,
        loadAverage: { before: loadBefore, afterSearches: loadDuring, cores: os.cpus().length },
        pageBytes: Object.fromEntries(kinds.map((kind) => [kind, Buffer.byteLength(firstPages[kind]!)])),
        health,
        signedInBaseline,
        searches,
        directSql: { statements, ...directSql },
        formSearchBesideSql: search,
        apiToSqlRatio,
      },
      targets,
    };
  } finally {
    await app.stop();
  }
}

async function fill(handle: Awaited<ReturnType<typeof openDatabase>>, count: number): Promise<LoadedListings> {
  await migrate(handle);
  return loadListings(handle, count);
}

/** Cleanups a run past its bound must do itself: the process exits before the run's own finally blocks run. */
const leftBehind = new Set<() => void>();

async function runPglite(): Promise<ScenarioResult> {
  const dir = path.join(ROOT_DIR, '.bench-data', `listings-${randomBytes(5).toString('hex')}`);
  const remove = () => rmSync(dir, { recursive: true, force: true });
  leftBehind.add(remove);
  try {
    const handle = await openDatabase({ pgliteDir: dir });
    const loaded = await fill(handle, PGLITE_COUNT).finally(() => handle.close());
    return await measureScenario('pglite', PGLITE_COUNT, { env: { PGLITE_DIR: dir } }, loaded, PGLITE_P95_MS);
  } finally {
    remove();
    leftBehind.delete(remove);
  }
}

async function runPostgres(adminUrl: string): Promise<ScenarioResult> {
  return withScratchDatabase(adminUrl, 'listings_bench', async (url) => {
    const handle = await openDatabase({ databaseUrl: url, pgliteDir: '' });
    const loaded = await fill(handle, POSTGRES_COUNT).finally(() => handle.close());
    return measureScenario('postgres', POSTGRES_COUNT, { databaseUrl: url }, loaded, POSTGRES_P95_MS);
  });
}

const bench: Bench = {
  name: 'listings',
  async run() {
    // past the bound the run fails and run.ts exits: the PGlite directory is removed here, a throwaway cluster is
    // stopped by its exit hook (scripts/postgres-cluster.mjs) and the app worker ends with the process; on a
    // server given by BENCH_DATABASE_URL the scratch database listings_bench_* is left
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`listings bench passed ${MAX_MINUTES} minutes`)), MAX_MINUTES * 60_000);
    });
    try {
      return await Promise.race([runBoth(), bound]);
    } finally {
      clearTimeout(timer);
      for (const cleanup of leftBehind) cleanup();
    }
  },
};
export default bench;

/** PGlite, then PostgreSQL when there is one; a count of 0 leaves that database out. */
async function runBoth(): Promise<{ results: Record<string, unknown>; targets: Target[] }> {
  const results: Record<string, unknown> = {};
  const targets: Target[] = [];
  if (PGLITE_COUNT > 0) {
    const pglite = await runPglite();
    results.pglite = pglite.results;
    targets.push(...pglite.targets);
  }
  if (POSTGRES_COUNT > 0) {
    const postgres = await measureOnPostgres(runPostgres);
    results.postgres = postgres.results;
    targets.push(...postgres.targets);
  }
  return { results, targets };
}

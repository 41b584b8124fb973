// Listing search under load: a text + budget + industry search page at 16 connections, beside /api/health
// in the same run, on PGlite with 10,000 listings and on PostgreSQL with 100,000 (when a server is given or
// PostgreSQL is installed). Also the size of a result page, which must stay under 40 KB, and the API's throughput
// against the same SQL replayed straight on the pool (same concurrency, alternating slices of the same run). Each
// load result also says where the CPU went (`cpu`: idle share, PostgreSQL's and the bench process's ms per request).
//   LISTINGS_BENCH_PGLITE=10000  LISTINGS_BENCH_POSTGRES=100000  BENCH_SECONDS=5 (search and SQL: twice that each)
//   BENCH_DATABASE_URL / TEST_POSTGRES_URL: PostgreSQL server to use; otherwise a throwaway cluster when installed
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { openDatabase, type DatabaseHandle } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { getAllPlaces } from '../apps/server/src/modules/places/gazetteer';
import { ROOT_DIR, startBenchApp } from './support/app';
import { compareLoad, measureLoad } from './support/load';
import { findPostgres, withScratchDatabase } from './support/postgres';
import { checkTarget, type Bench, type Target } from './support/target';

const PGLITE_COUNT = Number(process.env.LISTINGS_BENCH_PGLITE ?? 10_000);
const POSTGRES_COUNT = Number(process.env.LISTINGS_BENCH_POSTGRES ?? 100_000);
const CONNECTIONS = 16;
const SEARCH_QUERY = 'text=roof%20repair&maxBudgetCents=2000000&types=Roofing';
const PAGE_LIMIT_BYTES = 40 * 1024;
const PGLITE_P95_MS = 60;
const POSTGRES_P95_MS = 25;
/** API requests per second over the same SQL replayed on the pool (support/sql-replay.ts). */
const API_TO_SQL_RATIO_MIN = 0.7;

// Word lists of the generated listings: lower-case letters and spaces only, so lower(title + ' ' + description)
// in SQL is exactly normalizeSearchText of the shared domain.
const TITLES = [
  ['roof repair after storm', 'Roofing'],
  ['kitchen remodel', 'Carpenter'],
  ['bathroom tile update', 'Flooring'],
  ['exterior paint job', 'Painting'],
  ['new deck and stairs', 'Construction'],
  ['electrical panel upgrade', 'Electrical'],
  ['central air install', 'HVAC'],
  ['fence replacement', 'Fencing'],
  ['paver patio', 'Landscape/Hardscape'],
  ['tree removal', 'Tree Removal'],
  ['window replacement', 'Windows'],
  ['basement finishing', 'General Contractor'],
] as const;
const WORDS_A = ['cedar', 'slate', 'copper', 'vinyl', 'oak', 'granite', 'brick', 'steel', 'pine', 'marble', 'asphalt'];
const WORDS_B = ['quick', 'careful', 'licensed', 'insured', 'local', 'experienced', 'affordable'];
const WORDS_C = ['colonial', 'ranch', 'cape', 'triple decker', 'bungalow', 'victorian', 'duplex', 'townhouse', 'cottage', 'farmhouse', 'condo', 'garage', 'barn'];

const sqlText = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;
const sqlNumbers = (values: readonly number[]) => `ARRAY[${values.join(',')}]::float8[]`;

/** One statement that writes `count` listings with generate_series (seconds for 100,000 rows). */
function buildInsertSql(count: number): string {
  const places = getAllPlaces().filter((p) => p.state === 'RI' || p.state === 'MA').filter((_, i) => i % 17 === 0).slice(0, 40);
  const n = places.length;
  return `
INSERT INTO users (id, name, email) VALUES ('bench-poster', 'Bench Poster', 'bench-poster@example.com') ON CONFLICT DO NOTHING;
INSERT INTO listings (share_code, poster_id, listing_type, status, title, description, search_text, industries,
  materials_provided, budget_cents, deadline, street_address, city, city_key, state, zip, lat, lng, images, created_at, updated_at)
SELECT 'b' || g, 'bench-poster',
  CASE WHEN g % 4 = 0 THEN 'material_supply' ELSE 'service' END,
  CASE WHEN g % 10 = 0 THEN 'closed' ELSE 'open' END,
  title, description, lower(title || ' ' || description), ARRAY[industry],
  CASE WHEN g % 4 = 0 THEN NULL ELSE g % 2 = 0 END,
  ((g * 7919) % 400) * 10000, date '2030-01-01' + (g % 365), (g % 400 + 1) || ' Main St',
  (${sqlText(places.map((p) => p.city))})[1 + (g * 13) % ${n}],
  lower((${sqlText(places.map((p) => p.city))})[1 + (g * 13) % ${n}]),
  (${sqlText(places.map((p) => p.state))})[1 + (g * 13) % ${n}],
  (${sqlText(places.map((p) => p.zip))})[1 + (g * 13) % ${n}],
  (${sqlNumbers(places.map((p) => p.lat))})[1 + (g * 13) % ${n}] + ((g % 101) - 50) * 0.0004,
  (${sqlNumbers(places.map((p) => p.lng))})[1 + (g * 13) % ${n}] + ((g % 103) - 51) * 0.0004,
  jsonb_build_array(jsonb_build_object('key', 'bench-photo-' || (g % 5) || '.png', 'name', 'photo.png')),
  date_trunc('milliseconds', now()) - g * interval '1 second',
  date_trunc('milliseconds', now()) - g * interval '1 second'
FROM generate_series(1, ${count}) AS g,
LATERAL (SELECT
  (${sqlText(TITLES.map((t) => t[0]))})[1 + g % ${TITLES.length}] || ' ' || (${sqlText(WORDS_C)})[1 + (g / 7) % ${WORDS_C.length}] AS title,
  (${sqlText(TITLES.map((t) => t[1]))})[1 + g % ${TITLES.length}] AS industry,
  'looking for a ' || (${sqlText(WORDS_B)})[1 + g % ${WORDS_B.length}] || ' pro to work with ' || (${sqlText(WORDS_A)})[1 + (g / 3) % ${WORDS_A.length}]
    || ' on our ' || (${sqlText(WORDS_C)})[1 + (g / 11) % ${WORDS_C.length}] || ' job number ' || g AS description
) AS words;
ANALYZE listings;`;
}

async function fillDatabase(handle: DatabaseHandle, count: number) {
  await migrate(handle);
  const started = Date.now();
  await handle.exec(buildInsertSql(count));
  return Date.now() - started;
}

interface ScenarioResult {
  results: Record<string, unknown>;
  targets: Target[];
}

/** Starts the app on a filled database and measures health and the search page in the same run. */
async function measureScenario(label: string, count: number, appOptions: Parameters<typeof startBenchApp>[0], insertMs: number, p95LimitMs?: number): Promise<ScenarioResult> {
  const app = await startBenchApp(appOptions);
  try {
    const durationSeconds = Number(process.env.BENCH_SECONDS ?? 5);
    const headers = { cookie: app.cookie };
    const searchUrl = `${app.url}/api/listings?${SEARCH_QUERY}`;
    const first = await fetch(searchUrl, { headers });
    const searchBody = await first.text();
    const unfiltered = await (await fetch(`${app.url}/api/listings`, { headers })).text();
    const matches = (JSON.parse(searchBody) as { items: unknown[] }).items.length;
    const health = await measureLoad(`${app.url}/api/health`, { durationSeconds, connections: CONNECTIONS });
    // a signed-in request with a trivial query: what session handling alone costs
    const signedInBaseline = await measureLoad(`${app.url}/api/listings/liked`, { durationSeconds, connections: CONNECTIONS, headers });
    // the search beside the same statements straight on the app's pool, same concurrency, in alternating slices
    // of the same run (the machine's speed drifts by ±10% within a minute): what the API adds to the database's cost
    let statements = 0;
    const replay = async (connections: number, seconds: number) => {
      const run = await app.replaySql(`/api/listings?${SEARCH_QUERY}`, connections, seconds);
      statements = run.statements;
      return run;
    };
    const { search, directSql } = await compareLoad({ search: { url: searchUrl, headers }, directSql: replay }, { durationSeconds: 2 * durationSeconds, connections: CONNECTIONS, slices: 5 });
    const apiToSqlRatio = Number((search.requestsPerSecond / Math.max(1, directSql.requestsPerSecond)).toFixed(2));
    const pageBytes = Math.max(Buffer.byteLength(searchBody), Buffer.byteLength(unfiltered));
    const targets = [
      checkTarget(`${label}PageBytes`, pageBytes, '<=', PAGE_LIMIT_BYTES),
      checkTarget(`${label}SearchNon2xxAndErrors`, search.non2xx + search.errors, '<=', 0),
      checkTarget(`${label}SearchFindsAFullPage`, matches, '>=', 20),
      checkTarget(`${label}SearchApiToSqlThroughput`, apiToSqlRatio, '>=', API_TO_SQL_RATIO_MIN),
    ];
    if (p95LimitMs !== undefined) targets.push(checkTarget(`${label}SearchP95Ms`, search.latencyMs.p95, '<=', p95LimitMs));
    return {
      results: {
        database: app.database,
        listings: count,
        insertMs,
        query: SEARCH_QUERY,
        searchPageBytes: Buffer.byteLength(searchBody),
        unfilteredPageBytes: Buffer.byteLength(unfiltered),
        health,
        signedInBaseline,
        search,
        directSql: { statements, ...directSql },
        apiToSqlRatio,
      },
      targets,
    };
  } finally {
    await app.stop();
  }
}

async function runPglite(): Promise<ScenarioResult> {
  const dir = path.join(ROOT_DIR, '.bench-data', `listings-${randomBytes(5).toString('hex')}`);
  try {
    const handle = await openDatabase({ pgliteDir: dir });
    const insertMs = await fillDatabase(handle, PGLITE_COUNT).finally(() => handle.close());
    return await measureScenario('pglite', PGLITE_COUNT, { env: { PGLITE_DIR: dir } }, insertMs, PGLITE_P95_MS);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function runPostgres(adminUrl: string): Promise<ScenarioResult> {
  return withScratchDatabase(adminUrl, 'listings_bench', async (url) => {
    const handle = await openDatabase({ databaseUrl: url, pgliteDir: '' });
    const insertMs = await fillDatabase(handle, POSTGRES_COUNT).finally(() => handle.close());
    return measureScenario('postgres', POSTGRES_COUNT, { databaseUrl: url }, insertMs, POSTGRES_P95_MS);
  });
}

const bench: Bench = {
  name: 'listings',
  async run() {
    const results: Record<string, unknown> = {};
    const targets: Target[] = [];
    const pglite = await runPglite();
    results.pglite = pglite.results;
    targets.push(...pglite.targets);
    const postgres = await findPostgres();
    if (postgres) {
      try {
        const measured = await runPostgres(postgres.url);
        results.postgres = measured.results;
        targets.push(...measured.targets);
      } finally {
        postgres.stop?.();
      }
    } else {
      results.postgres = 'skipped: no PostgreSQL server given and none installed';
    }
    return { results, targets };
  },
};
export default bench;

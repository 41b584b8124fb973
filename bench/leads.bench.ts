// Lead alerts at scale, on PostgreSQL: 10,000 saved searches and 100 new listings a minute.
//  - matchMs: the ONE statement that finds every saved search a new listing matches and records the matches
//    (modules/leads/lead-matching.ts), timed inside the lead-match job, p95 over every listing of the run.
//  - keeping up: each listing is committed with its lead-match job (as a post is) at 100 a minute for
//    LEADS_BENCH_SECONDS (60); the job runs in this process on pg-boss as in production. Every listing must be
//    matched, within a minute of its commit (lagMs from the listing's commit to its matches' commit).
// The searches are 500 contractors' 20 each, spread over 20 US metro areas with a radius, 1-3 project types, and
// some with a listing type, a maximum budget or a word; the listings fall in the same areas. The app (buildApp)
// runs on a scratch database of BENCH_DATABASE_URL or of a throwaway cluster (scripts/postgres-cluster.mjs).
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { buildListingSearchText } from '@homebid/shared/domain/listing-search';
import { INDUSTRIES } from '@homebid/shared/constants';
import { buildApp, type App } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { savedSearches } from '../apps/server/src/db/schema/leads';
import { enqueueLeadMatching, LEAD_MATCH_JOB } from '../apps/server/src/modules/leads/lead-match-queue';
import { matchNextListing } from '../apps/server/src/modules/leads/lead-matching';
import { toFilterColumns } from '../apps/server/src/modules/leads/saved-searches.service';
import { insertListing } from '../apps/server/src/modules/listings/listings.service';
import { createShareCode } from '../apps/server/src/modules/listings/share-code';
import { onScratchPostgres } from './support/postgres';
import { checkTarget, type Bench } from './support/target';

const SEARCHES = Number(process.env.LEADS_BENCH_SEARCHES ?? 10_000);
const PER_MINUTE = Number(process.env.LEADS_BENCH_PER_MINUTE ?? 100);
const SECONDS = Number(process.env.LEADS_BENCH_SECONDS ?? 60);
const SEARCHES_PER_USER = 20;

const METROS = [
  ['Providence', 'RI', 41.824, -71.412], ['Boston', 'MA', 42.36, -71.058], ['New York', 'NY', 40.713, -74.006], ['Philadelphia', 'PA', 39.952, -75.165],
  ['Baltimore', 'MD', 39.29, -76.612], ['Atlanta', 'GA', 33.749, -84.388], ['Miami', 'FL', 25.762, -80.192], ['Chicago', 'IL', 41.878, -87.63],
  ['Detroit', 'MI', 42.331, -83.046], ['Minneapolis', 'MN', 44.978, -93.265], ['Dallas', 'TX', 32.777, -96.797], ['Houston', 'TX', 29.76, -95.37],
  ['Denver', 'CO', 39.739, -104.99], ['Phoenix', 'AZ', 33.448, -112.074], ['Las Vegas', 'NV', 36.17, -115.14], ['Los Angeles', 'CA', 34.052, -118.244],
  ['San Diego', 'CA', 32.716, -117.161], ['San Francisco', 'CA', 37.775, -122.419], ['Seattle', 'WA', 47.606, -122.332], ['Portland', 'OR', 45.515, -122.679],
] as const;
const WORDS = ['kitchen', 'roof', 'deck', 'fence', 'bathroom', 'paint', 'concrete', 'window', 'garage', 'basement'];

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const pickSome = <T>(list: readonly T[], count: number): T[] => [...new Set(Array.from({ length: count }, () => pick(list)))];
const chance = (p: number) => Math.random() < p;
const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : 0);
const summarize = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p: number) => Number(percentile(sorted, p).toFixed(2));
  return { count: sorted.length, p50: at(50), p95: at(95), p99: at(99), max: at(100) };
};

/** Users straight into the table (a sign-up hashes a password: minutes for hundreds); the trigger adds profiles. */
async function insertUsers(app: App, count: number, userType: 'contractor' | 'home_owner'): Promise<string[]> {
  const prefix = `${userType}-${randomBytes(3).toString('hex')}`;
  const { rows } = await app.ctx.database.query(
    `INSERT INTO users (id, name, email, email_verified, created_at, updated_at)
     SELECT $1 || '-' || n, 'Bench ' || n, $1 || '-' || n || '@example.com', true, now(), now() FROM generate_series(1, $2::int) AS n
     RETURNING id`,
    [prefix, count],
  );
  const ids = (rows as Array<{ id: string }>).map((r) => r.id);
  await app.ctx.database.query(`UPDATE profiles SET user_type = $1 WHERE user_id = ANY($2::text[])`, [userType, ids]);
  return ids;
}

/** A contractor's search: an area and a radius, mostly project types, sometimes a listing type, budget or word. */
function randomSearchFilter() {
  const [, , lat, lng] = pick(METROS);
  return {
    nearLat: lat,
    nearLng: lng,
    miles: pick([10, 25, 50, 100]),
    types: chance(0.8) ? pickSome(INDUSTRIES, 1 + Math.floor(Math.random() * 3)) : undefined,
    listingTypes: chance(0.3) ? [pick(['service', 'material_supply'] as const)] : undefined,
    maxBudgetCents: chance(0.3) ? (5_000 + Math.floor(Math.random() * 95_000)) * 100 : undefined,
    text: chance(0.2) ? pick(WORDS) : undefined,
  };
}

async function seedSearches(app: App) {
  const users = await insertUsers(app, Math.ceil(SEARCHES / SEARCHES_PER_USER), 'contractor');
  const rows = Array.from({ length: SEARCHES }, (_, i) => {
    const filter = randomSearchFilter();
    return { userId: users[i % users.length]!, name: `Search ${i}`, frequency: chance(0.5) ? ('instant' as const) : ('daily' as const), filter, ...toFilterColumns(filter) };
  });
  for (let i = 0; i < rows.length; i += 1000) await app.ctx.db.insert(savedSearches).values(rows.slice(i, i + 1000));
  await app.ctx.database.query('ANALYZE saved_searches');
}

/** A new listing committed with its lead-match job, as a post is (listings.service.ts createListing). */
async function postListing(app: App, posterId: string): Promise<void> {
  const [city, state, lat, lng] = pick(METROS);
  const title = `${pick(WORDS)} ${pick(['repair', 'remodel', 'install', 'project'])}`;
  const description = `Looking for help with a ${pick(WORDS)} job.`;
  const listingType = chance(0.8) ? ('service' as const) : ('material_supply' as const);
  await app.ctx.db.transaction(async (tx) => {
    const id = await insertListing(
      tx,
      {
        shareCode: createShareCode(),
        posterId,
        listingType,
        title,
        description,
        searchText: buildListingSearchText(title, description),
        industries: pickSome(INDUSTRIES, 1 + Math.floor(Math.random() * 2)),
        materialsProvided: listingType === 'service' ? true : null,
        budgetCents: (1_000 + Math.floor(Math.random() * 60_000)) * 100,
        deadline: new Date(Date.now() + 30 * 86400_000).toISOString().slice(0, 10),
        streetAddress: '1 Main St',
        city,
        cityKey: city.toLowerCase(),
        state,
        zip: '00000',
        lat: lat + (Math.random() - 0.5) * 0.6,
        lng: lng + (Math.random() - 0.5) * 0.6,
      },
      [],
    );
    await enqueueLeadMatching(tx, id);
  });
}

async function runOn(databaseUrl: string) {
  const dataDir = path.join(os.tmpdir(), `homebid-leads-bench-${randomBytes(4).toString('hex')}`);
  const app = await buildApp(loadConfig({ NODE_ENV: 'test', LOG_LEVEL: process.env.LEADS_BENCH_LOG ?? 'silent', RATE_LIMITS: 'false', SEED_DEMO: 'false', JOBS: 'false', DATA_DIR: dataDir, DATABASE_URL: databaseUrl }));
  try {
    await seedSearches(app);
    const posters = await insertUsers(app, 20, 'home_owner');
    // the production job (matchPendingListings), timed listing by listing: its matching statement, its lag from commit
    const matchMs: number[] = [];
    const lagMs: number[] = [];
    let matches = 0;
    app.ctx.jobs.define({
      name: LEAD_MATCH_JOB,
      handler: async () => {
        for (let done; (done = await matchNextListing(app.ctx, new Date())); ) {
          matchMs.push(done.matchMs);
          matches += done.matches.length;
          const { rows } = await app.ctx.database.query(
            `SELECT extract(epoch FROM clock_timestamp() - created_at) * 1000 AS ms FROM listings WHERE id = $1`,
            [done.listingId],
          );
          lagMs.push(Number((rows as Array<{ ms: number }>)[0]!.ms));
        }
      },
    });
    await app.ctx.jobs.start();

    const total = Math.round((PER_MINUTE * SECONDS) / 60);
    const interval = 60_000 / PER_MINUTE;
    const started = Date.now();
    for (let i = 0; i < total; i += 1) {
      const due = started + i * interval;
      if (due > Date.now()) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
      await postListing(app, pick(posters));
    }
    const postedSeconds = (Date.now() - started) / 1000;
    // the last listing's job gets the usual few seconds, then whatever waits has fallen behind
    const deadline = Date.now() + 10_000;
    while (matchMs.length < total && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    const { rows } = await app.ctx.database.query('SELECT count(*)::int AS n FROM lead_pending_listings');
    return {
      database: 'postgres',
      savedSearches: SEARCHES,
      listingsPerMinute: Number(((total / postedSeconds) * 60).toFixed(1)),
      listingsPosted: total,
      listingsMatched: matchMs.length,
      listingsWaiting: Number((rows as Array<{ n: number }>)[0]!.n),
      matchesPerListing: Number((matches / Math.max(1, matchMs.length)).toFixed(1)),
      matchMs: summarize(matchMs),
      lagMs: summarize(lagMs),
    };
  } finally {
    await app.close();
  }
}

const bench: Bench = {
  name: 'leads',
  async run() {
    const results = await onScratchPostgres('leads', 'leads_bench', runOn);
    return {
      results,
      targets: [
        checkTarget('matchP95Ms', results.matchMs.p95, '<=', 50),
        checkTarget('listingsPerMinute', results.listingsPerMinute, '>=', PER_MINUTE * 0.95),
        checkTarget('listingsFallenBehind', results.listingsPosted - results.listingsMatched + results.listingsWaiting, '<=', 0),
        checkTarget('matchLagP99Ms', results.lagMs.p99, '<=', 60_000),
      ],
    };
  },
};
export default bench;

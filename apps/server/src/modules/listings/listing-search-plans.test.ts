import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { Database } from '../../db/client';
import { buildUser, type TestUser } from '../../../test/factories';
import { isPostgresRun } from '../../../test/test-app';
import { buildListingsTestApp, buildServicesBody, postListing, uploadImage } from '../../../test/support/listings';
import { listingSearchQuerySchema } from '@homebid/shared/schemas/listing';
import { searchListingsJson } from './listing-search.service';

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

// db/client.ts searchDb: the window pass runs on connections of its own that plan it once
describe.runIf(isPostgresRun())('the listing search on PostgreSQL’s search connections', () => {
  let app: App;
  let viewer: TestUser;
  beforeAll(async () => {
    // one search connection, so the statistics read below are that connection's
    app = await buildListingsTestApp({ DATABASE_SEARCH_POOL_MAX: '1' });
    const owner = await buildUser(app);
    viewer = await buildUser(app, { userType: 'contractor' });
    for (let i = 0; i < 3; i++) {
      const posted = await postListing(owner, buildServicesBody([await uploadImage(owner, i)], { title: `Roof repair ${i}` }));
      expect(posted.statusCode, posted.body).toBe(201);
    }
  });
  afterAll(() => app.close());

  const search = async (query: string) => {
    const response = await viewer.request({ url: `/api/listings?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { items: Array<{ title: string }> }).items.map((item) => item.title);
  };

  it('plans the window pass once, not again at every search (PostgreSQL would, as its estimate looked cheaper)', async () => {
    for (let i = 0; i < 8; i++) expect(await search(`text=roof%20repair&maxBudgetCents=${2_000_000 + i}`)).toHaveLength(3);
    const plans = await rowsOf<{ generic: number; custom: number }>(
      app.ctx.database.searchDb,
      sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where name like 'listing_search_%'`,
    );
    // the first window and the wider one (its three matches are fewer than a page but promise more further on)
    expect(plans).toEqual([
      { generic: 8, custom: 0 },
      { generic: 8, custom: 0 },
    ]);
  });

  it('leaves every other statement planned for its values, as the full pass needs', async () => {
    const setting = async (db: Database, name = 'plan_cache_mode') => (await rowsOf<{ value: string }>(db, sql`select current_setting(${name}) as value`))[0]!.value;
    expect(await setting(app.ctx.database.searchDb)).toBe('force_generic_plan');
    expect(await setting(app.ctx.db)).toBe('auto');
    // the window joins its rows to their posters by nested loop, never by hashing the users table (db/client.ts)
    expect(await setting(app.ctx.database.searchDb, 'enable_hashjoin')).toBe('off');
    expect(await setting(app.ctx.db, 'enable_hashjoin')).toBe('on');
    // and walks the (status, created_at, id) index in its order, without an incremental sort
    expect(await setting(app.ctx.database.searchDb, 'enable_incremental_sort')).toBe('off');
  });

  it('names the full query on a small table, and plans it for its values on a large one', async () => {
    // which pool runs each page statement, and whether by name
    const pools = [app.ctx.db, app.ctx.database.searchDb].map((db) => (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client);
    const originals = pools.map((pool) => pool.query);
    const pageStatements: Array<{ searchPool: boolean; name?: string }> = [];
    pools.forEach((pool, i) => {
      pool.query = function (this: unknown, ...args: unknown[]) {
        const config = args[0] as { text?: string; name?: string };
        if (config.text?.includes('json_build_object')) pageStatements.push({ searchPool: i === 1, name: config.name });
        return originals[i]!.apply(this, args);
      };
    });
    // no match in the windows: the last statement of each search is the full query
    const fullQueryAt = async (openListings: number) => {
      const query = listingSearchQuerySchema.parse({ text: 'shingles' });
      expect(JSON.parse(await searchListingsJson(app.ctx, viewer.id, query, { openListings })).items).toEqual([]);
      return pageStatements[pageStatements.length - 1];
    };
    try {
      // at 100 open listings: named, on the search connections (generic plans); at a million, planned for its text
      expect(await fullQueryAt(100)).toEqual({ searchPool: true, name: expect.stringMatching(/^listing_search_/) });
      expect(await fullQueryAt(1_000_000)).toEqual({ searchPool: false, name: undefined });
    } finally {
      pools.forEach((pool, i) => (pool.query = originals[i]!));
    }
  });

  it('answers searches beyond its connections in turn', async () => {
    const pages = await Promise.all(Array.from({ length: 6 }, (_, i) => search(`text=repair%20${i}`)));
    expect(pages).toEqual(Array.from({ length: 6 }, (_, i) => (i < 3 ? [`Roof repair ${i}`] : [])));
  });
});

// PGlite parses and plans an unnamed statement at every run: there the full query is a named statement too
describe.runIf(!isPostgresRun())('the listing search on PGlite', () => {
  let app: App;
  let viewer: TestUser;
  beforeAll(async () => {
    app = await buildListingsTestApp();
    const owner = await buildUser(app);
    viewer = await buildUser(app, { userType: 'contractor' });
    for (let i = 0; i < 2; i++) {
      const posted = await postListing(owner, buildServicesBody([await uploadImage(owner, i)], { title: `Gutter cleaning ${i}` }));
      expect(posted.statusCode, posted.body).toBe(201);
    }
  });
  afterAll(() => app.close());

  const search = async (text: string) => {
    const response = await viewer.request({ url: `/api/listings?text=${encodeURIComponent(text)}` });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { items: Array<{ title: string }> }).items.map((item) => item.title);
  };
  /** How often each of the search's named statements whose text is like `pattern` ran. */
  const runsOf = async (pattern: string) =>
    (
      await rowsOf<{ runs: number }>(
        app.ctx.db,
        sql`select (generic_plans + custom_plans)::int as runs from pg_prepared_statements where name like 'listing_search_%' and statement like ${pattern}`,
      )
    ).map((row) => row.runs);

  it('prepares the full query once for texts of a few words, and leaves long texts unnamed', async () => {
    const runsOfFullQuery = () => runsOf('%"search_text" like $%');
    // one match: fewer than the wider window needs, so every search ends in the full query
    for (let i = 0; i < 8; i++) expect(await search(`gutter cleaning ${i % 2}`)).toEqual([`Gutter cleaning ${i % 2}`]);
    expect(await runsOfFullQuery()).toEqual([8]);
    expect(await search('gutter cleaning 1 and 2 more words')).toEqual([]);
    expect(await runsOfFullQuery()).toEqual([8]);
  });

  it('skips the windows of a filter whose windows held no page a moment ago, and still reads every page fresh', async () => {
    // the windows walk the open listings as a subquery named "listings" (the full query reads the table itself)
    const windowRuns = async () => (await runsOf('%) "listings"%')).reduce((sum, runs) => sum + runs, 0);
    const before = await windowRuns();
    expect(await search('chimney')).toEqual([]);
    const walked = await windowRuns();
    expect(walked).toBeGreaterThan(before);
    expect(await search('chimney')).toEqual([]);
    expect(await windowRuns()).toBe(walked);

    const poster = await buildUser(app);
    const posted = await postListing(poster, buildServicesBody([await uploadImage(poster, 9)], { title: 'Chimney sweep' }));
    expect(posted.statusCode, posted.body).toBe(201);
    expect(await search('chimney')).toEqual(['Chimney sweep']);
    expect(await windowRuns()).toBe(walked);
  });
});

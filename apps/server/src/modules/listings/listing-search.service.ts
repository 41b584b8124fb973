import { and, desc, eq, sql, type Placeholder, type Query, type SQL, type Subquery } from 'drizzle-orm';
import type { ListingFilter } from '@homebid/shared/domain/listing-search';
import { LISTING_PAGE_SIZE, type listingSearchQuerySchema } from '@homebid/shared/schemas/listing';
import type { z } from 'zod';
import { prepareArrayRows, type ArrayRowsQuery } from '../../db/array-rows';
import type { Database } from '../../db/client';
import { listings } from '../../db/schema/listings';
import { isoText } from '../../db/to-iso';
import { badRequest } from '../../platform/errors';
import { bindFilter, filterConditions, isOpenListing, NAMED_SHAPE_WORDS_MAX } from './listing-search-conditions';
import { recentPasses } from './listing-search-passes';
import { badgeSourcesJsonSql, badgesFromSourcesJson } from '../profile/user-badges';
import { cardApiJson, fitCardText, withPosterBadges } from './listing-view';
import { isListingVisibleToUnjoinedSql } from './listing-visibility';
import { decodeListingCursor, encodeListingCursor } from './listing-cursor';
import type { ListingContext } from './listings.policy';

type SearchQuery = z.output<typeof listingSearchQuerySchema>;

/** The API query as the shared filter (spec: 0, empty or undefined means no filter). */
export function toListingFilter(query: SearchQuery): ListingFilter {
  const filter: ListingFilter = {
    industries: query.types,
    listingTypes: query.listingTypes,
    maxBudgetCents: query.maxBudgetCents,
    deadline: query.deadline,
    city: query.city,
    text: query.text,
  };
  if (query.miles) {
    if (query.nearLat === undefined || query.nearLng === undefined) throw badRequest('Please choose a place for the distance filter.', 'near_place_required');
    filter.near = { lat: query.nearLat, lng: query.nearLng, miles: query.miles };
  }
  return filter;
}

/** What a search's page link that no longer decodes says. */
const SEARCH_AGAIN = 'This page link is no longer valid. Please search again.';

export interface SearchOptions {
  pageSize?: number;
  /** How many of the newest open listings the first, index-ordered pass looks through. */
  windowSize?: number;
  /** About how many listings are open, instead of the database's statistics (openListingsEstimate). */
  openListings?: number;
}

/**
 * One page of open listings matching the filter, newest first (keyset cursor, or a 1-based page number).
 *
 * Two passes, because PostgreSQL misjudges how selective the text filters are: a broad search ("roof")
 * planned with the trigram index fetches and sorts thousands of rows for a page of 20. So first the newest
 * `windowSize` open listings are walked in index order and filtered, which stops as soon as the page is full;
 * when that window yields less than a page but a few matches, a ten times wider one (WIDER_WINDOW_FACTOR), walked
 * on from where the first ended; only when the windows yield less than a page does the full, index-filtered query
 * run (then the matches are few and sorting them is cheap, and it is right whatever the window held). Every pass
 * returns the same rows whenever it fills the page.
 *
 * The window is a LIMIT-ed subquery aliased as `listings` over the narrow walk index (0030), so the filters apply
 * to it as to the table, and one statement bounds the walk, picks the page's keys and reads those rows' cards
 * (selectPage). EXPLAIN (ANALYZE, BUFFERS) at 1,000,000 listings: docs/performance.md, "The walk reads narrow
 * entries".
 *
 * Returns the page as the API's JSON text (a ListingPage). The database writes each card's JSON
 * (listing-view.ts cardApiJson) and reads the posters' badge sources with it, and Node only decides the badges, fills them in and joins them: parsing and writing that JSON was most of the busiest
 * route's CPU in Node. On PGlite too, since its statements keep their names (db/pglite-named-statements.ts):
 * the same work in its WebAssembly then cost less than in Node's JavaScript. Measured: docs/ARCHITECTURE.md,
 * issue 12's eighth and ninth passes.
 */
export async function searchListingsJson(ctx: ListingContext, viewerId: string, query: SearchQuery, options: SearchOptions = {}): Promise<string> {
  const pageSize = options.pageSize ?? LISTING_PAGE_SIZE;
  const windowSize = options.windowSize ?? 2000;
  const filter = toListingFilter(query);
  const cursor = query.cursor ? decodeListingCursor(query.cursor, SEARCH_AGAIN) : undefined;
  const offset = !cursor && query.page ? (query.page - 1) * pageSize : 0;
  const values = { viewerId, limit: pageSize + 1, offset, cursorCreatedAt: cursor?.at, cursorId: cursor?.id };
  const keyset = cursor ? [KEYSET_CONDITION] : [];
  const fullQuery = (smallTable: boolean) => {
    const bound = bindFilter(filter, 'each');
    const key = `full:${cursor ? 'cursor' : ''}:${bound.shape.join(',')}`;
    const bounds = { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
    // planned for its values on a large table on PostgreSQL (a generic plan may walk a million rows for a rare word);
    // named on a small one, where the worst plan reads a few thousand rows and parsing and planning this statement
    // cost PostgreSQL more than running it (0.75 against 1.4 ms, the capacity bench's demo data): on the search
    // connections, as the window pass, so that few connections hold its statements and plan them once; and on PGlite,
    // where an unnamed statement is parsed and planned at every run in two calls into WebAssembly (a sparse search's
    // full query 2.6-3.1 -> 1.55 ms at 10,000 listings) and the table is the embedded database's, small. A shape per
    // number of words: up to a few words, so a visitor's long texts cannot fill the session with statements
    const named = (smallTable || ctx.database.kind === 'pglite') && bound.shape.filter((name) => name.startsWith('word') || name.startsWith('position')).length <= NAMED_SHAPE_WORDS_MAX;
    const db = named ? ctx.database.searchDb : ctx.db;
    const run = cachedPageQuery(db, key, named, () => selectPage(db, listings, [isOpenListing, ...filterConditions(bound.shape), ...keyset], bounds));
    return run({ ...values, ...bound.values });
  };

  const bound = bindFilter(filter, 'walk');
  const db = ctx.database.searchDb;
  /** The matches among the `size` open listings after the newest `skip`, at most `limit` of them. */
  const windowPage = (skip: number, size: number, limit: number) => {
    const key = `window:${skip}:${size}:${limit}:${cursor ? 'cursor' : ''}:${offset ? 'offset' : ''}:${bound.shape.join(',')}`;
    const run = cachedPageQuery(db, key, true, () => {
      // walked on listings_open_walk_idx (0030) alone: only the columns it holds
      const walk = db
        .select(WALK_COLUMNS)
        .from(listings)
        .where(and(isOpenListing, ...keyset))
        .orderBy(desc(listings.createdAt), desc(listings.id))
        .limit(literal(size));
      const window = (skip ? walk.offset(literal(skip)) : walk).as('listings');
      // its rows are open listings: no second test of the status on each row walked (about 2% of a sparse search's
      // PostgreSQL CPU)
      return selectPage(db, window, filterConditions(bound.shape), { limit: literal(limit), offset: offset ? sql.placeholder('offset') : undefined });
    });
    return run({ ...values, ...bound.values });
  };

  const widerSize = windowSize * WIDER_WINDOW_FACTOR;
  // where the wider window would hold every open listing, the full query's indexes are small and its matches few:
  // no wider walk, and a first window of a part of the table only (a sparse search walked a quarter of 10,000)
  const openListings = options.openListings ?? (await openListingsEstimate(ctx.db));
  const smallTable = openListings <= widerSize;
  // a power of two, so a table that grows makes a few more named statements, not one per estimate
  const firstSize = smallTable ? Math.min(windowSize, Math.max(pageSize + 1, 2 ** Math.round(Math.log2(openListings / SMALL_TABLE_WINDOW_SHARE)))) : windowSize;
  // a first page, the one searched again and again, starts with the pass that served its filter a moment ago
  const passes = recentPasses(ctx.db);
  const passKey = cursor || offset ? undefined : JSON.stringify([windowSize, pageSize, smallTable, filter]);
  const recent = passKey ? passes.get(passKey) : undefined;
  if (recent === 'full') return toPageJson(await fullQuery(smallTable), pageSize);
  if (offset + pageSize + 1 <= firstSize) {
    // no first window when it fell short a moment ago and the wider one held the page: the wider one at once
    const first = recent === 'wider' ? undefined : await windowPage(0, firstSize, pageSize + 1);
    if (first && first.length > pageSize) return toPageJson(first, pageSize);
    // not when too few matches promise a page in the wider window, nor for a page number whose page it cannot hold
    const widerPromised = !smallTable && (!first || first.length >= WIDER_WINDOW_MIN_MATCHES);
    if (widerPromised && offset + pageSize + 1 <= widerSize) {
      // the wider window's page: the first window's matches, then the rest walked on from where it ended (with a page
      // number the first window's matches before the page are not known, so its walk starts at the newest again)
      const wider =
        offset || !first
          ? await windowPage(0, widerSize, pageSize + 1)
          : [...first, ...(await windowPage(windowSize, widerSize - windowSize, pageSize + 1 - first.length))];
      if (wider.length > pageSize) {
        if (passKey) passes.remember(passKey, 'wider');
        return toPageJson(wider, pageSize);
      }
    }
    if (passKey) passes.remember(passKey, 'full');
  }
  return toPageJson(await fullQuery(smallTable), pageSize);
}

/**
 * When the first window held fewer than a page of matches but at least this many, the matches are about that dense
 * in the whole table (a short text word, a small radius: 0.1% to 1% of listings), so a walk ten times as long
 * (stopping as soon as the page is full) finds the page: at 1,000,000 listings a walk of a few thousand rows in
 * index order, where the full query fetches every match from all over the table and sorts them (a 1-mile radius:
 * 5,000 rows from 6,700 pages). Fewer matches, and the full query has few rows to fetch.
 */
const WIDER_WINDOW_MIN_MATCHES = 3;
const WIDER_WINDOW_FACTOR = 10;
/**
 * On a small table the first window is at most this part of its open listings: one that finds no page there is
 * followed by the full query, which costs there about what walking a few hundred rows does.
 */
const SMALL_TABLE_WINDOW_SHARE = 16;

/**
 * About how many listings are open: the walk index's row count as the last VACUUM, ANALYZE or index build left it,
 * read at most once a minute per database; NaN while unknown (0 or -1 before any: the windows then run, as they
 * always did). It only chooses between passes that return the same page: where the wider window would hold every
 * open listing (10,000 listings), walking it read up to all of them (on PGlite 46 ms in-process for a 1-mile circle,
 * against 17 ms for the full query, whose trigram and lat/lng index scans are small there and fetch a few dozen rows).
 */
function openListingsEstimate(db: Database): Promise<number> {
  const known = openEstimates.get(db);
  if (known && Date.now() - known.at < 60_000) return known.count;
  const count = db
    .execute(sql`select reltuples from pg_class where relname = 'listings_open_walk_idx'`)
    .then((result) => Number((result as unknown as { rows: Array<{ reltuples: unknown }> }).rows[0]?.reltuples ?? NaN))
    .then((count) => (count > 0 ? count : NaN))
    .catch(() => NaN);
  openEstimates.set(db, { at: Date.now(), count });
  return count;
}
const openEstimates = new WeakMap<Database, { at: number; count: Promise<number> }>();

const KEYSET_CONDITION = sql`(${listings.createdAt}, ${listings.id}) < (${sql.placeholder('cursorCreatedAt')}::timestamptz, ${sql.placeholder('cursorId')}::uuid)`;

/**
 * A LIMIT written into the statement rather than bound. The window pass runs on generic plans (made once, without
 * the values: db/client.ts `searchDb`), and a generic plan takes a LIMIT it cannot see for 10% of the table.
 * Drizzle writes an SQL object given to limit() as it is; the number is ours, never the visitor's.
 */
function literal(count: number): number {
  if (!Number.isSafeInteger(count) || count < 0) throw new Error(`not a row count: ${count}`);
  return sql.raw(String(count)) as unknown as number;
}

/** The columns of an open listing the filters and the visibility test read: all in listings_open_walk_idx (0030). */
const WALK_COLUMNS = {
  id: listings.id,
  createdAt: listings.createdAt,
  searchText: listings.searchText,
  industries: listings.industries,
  listingType: listings.listingType,
  budgetCents: listings.budgetCents,
  deadline: listings.deadline,
  cityKey: listings.cityKey,
  lat: listings.lat,
  lng: listings.lng,
  posterId: listings.posterId,
  hiddenAt: listings.hiddenAt,
};

/**
 * A page of cards from `source` (the table or the window), every value of the request a placeholder; its rows are
 * PageRows. Listings hidden by HomeBid or of a suspended poster are left out (but for their owner).
 *
 * Two levels: the page's keys are chosen from `source` reading only the filters' columns (the poster by its primary
 * key, for the rows that pass the filters), and only those rows are then read whole for their cards. Choosing them
 * from whole rows read every wide row the walk passed (EXPLAIN at 1,000,000: 2,390 rows, 336 buffers, for a page).
 */
function selectPage(
  db: Database,
  source: typeof listings | Subquery<'listings'>,
  conditions: SQL[],
  bounds: { limit: number | Placeholder; offset?: number | Placeholder },
): { toSQL(): Query } {
  const matching = db
    .select({ id: listings.id, createdAt: listings.createdAt })
    .from(source)
    .where(and(...conditions, isListingVisibleToUnjoinedSql(sql.placeholder('viewerId'))))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(bounds.limit);
  const page = (bounds.offset === undefined ? matching : matching.offset(bounds.offset)).as('page');
  return db
    .select({
      card: cardApiJson(sql.placeholder('viewerId')),
      createdAt: isoText(listings.createdAt),
      id: listings.id,
      posterBadgeSources: badgeSourcesJsonSql(listings.posterId),
    })
    .from(page)
    .innerJoin(listings, eq(listings.id, page.id))
    .orderBy(desc(page.createdAt), desc(page.id));
}

/**
 * A row of selectPage, run as an array (db/array-rows.ts): a card's JSON text, with its keyset for the next page's
 * cursor and its poster's badge sources (read with the page: no second statement for the badges).
 */
type PageRow = [card: string, createdAt: string, id: string, posterBadgeSources: string | null];

/**
 * Built page queries per database and shape. Named ones (window pass; on PGlite the full query too) are few: lists
 * are one parameter each and words one each up to NAMED_SHAPE_WORDS_MAX, so at most one per combination of the ~9
 * optional filters, the cursor and the words' count, and they are never dropped (a dropped name would stay prepared
 * on every pooled connection). Unnamed ones (the full query on PostgreSQL, a LIKE per word) may be more and are
 * simply forgotten when there are too many.
 */
const pageQueries = new WeakMap<Database, { named: Map<string, ArrayRowsQuery<PageRow>>; unnamed: Map<string, ArrayRowsQuery<PageRow>> }>();
const NAMED_MAX = 2048;
const UNNAMED_MAX = 500;
let statementCount = 0;

/**
 * The query of this shape, built once and run straight on the driver: drizzle's SQL building, and then its row
 * mapping, cost more of the app's thread than the rest of the request. `named` makes it a named statement, parsed
 * once per PostgreSQL connection (or PGlite session): for the window pass, whose plan is the same index walk
 * whatever the values, so on PostgreSQL it runs on the search connections, which plan it once too.
 * On PostgreSQL the full query goes unnamed, so each run is planned for its values (trigram index or not).
 */
function cachedPageQuery(db: Database, key: string, named: boolean, build: () => { toSQL(): Query }): ArrayRowsQuery<PageRow> {
  const caches = pageQueries.get(db) ?? pageQueries.set(db, { named: new Map(), unnamed: new Map() }).get(db)!;
  const cache = named ? caches.named : caches.unnamed;
  const cached = cache.get(key);
  if (cached) return cached;
  // past the bound (never, with the filters there are), run it unnamed and uncached rather than leak names
  if (named && cache.size >= NAMED_MAX) return prepareArrayRows<PageRow>(db, build(), '');
  if (!named && cache.size >= UNNAMED_MAX) cache.clear();
  const prepared = prepareArrayRows<PageRow>(db, build(), named ? `listing_search_${++statementCount}` : '');
  cache.set(key, prepared);
  return prepared;
}

function toPageJson(rows: PageRow[], pageSize: number): string {
  const page = rows.slice(0, pageSize);
  const last = page[page.length - 1];
  const nextCursor = rows.length > pageSize && last ? encodeListingCursor({ at: last[1], id: last[2] }) : null;
  const cards = page.map((row) => fitCardText(withPosterBadges(row[0], badgesFromSourcesJson(row[3]))));
  return `{"items":[${cards.join(',')}],"nextCursor":${JSON.stringify(nextCursor)}}`;
}

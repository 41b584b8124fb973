import { createHash } from 'node:crypto';
import { and, desc, eq, sql, type SQL, type Subquery } from 'drizzle-orm';
import { EARTH_RADIUS_MILES, getSearchWords, type ListingFilter } from '@homebid/shared/domain/listing-search';
import { LISTING_PAGE_SIZE, type ListingPage, type listingSearchQuerySchema } from '@homebid/shared/schemas/listing';
import type { z } from 'zod';
import { users } from '../../db/schema/auth';
import { listings } from '../../db/schema/listings';
import { badRequest } from '../../platform/errors';
import { toCityKey } from './listing-location';
import { cardColumns, toListingCard, toIso, type CardRow } from './listing-view';
import { isListingId, type ListingContext } from './listings.policy';

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

/**
 * The shared filter (shared/domain/listing-search.ts) as SQL conditions, each one backed by an index:
 * trigram GIN for text, GIN for industries, btree for budget, deadline, city and the lat/lng box.
 * Lists go as one array parameter each, so the statement's text depends only on which filters are set (see
 * preparedName). `words: 'array'` matches the search words with one `like all($n)`, which no index serves:
 * for a filter applied to rows walked in index order (the window pass), where it keeps the text fixed too.
 */
export function buildFilterConditions(filter: ListingFilter, words: 'each' | 'array' = 'each'): SQL[] {
  const conditions: SQL[] = [sql`${listings.status} = 'open'`];
  if (filter.industries?.length) conditions.push(sql`${listings.industries} && ${toTextArray(filter.industries)}`);
  if (filter.listingTypes?.length) conditions.push(sql`${listings.listingType} = any(${toTextArray(filter.listingTypes)})`);
  if (filter.maxBudgetCents) conditions.push(sql`${listings.budgetCents} <= ${filter.maxBudgetCents}`);
  if (filter.deadline) conditions.push(sql`${listings.deadline} <= ${filter.deadline}::date`);
  const city = filter.city ? toCityKey(filter.city) : '';
  if (city) conditions.push(eq(listings.cityKey, city));
  // normalized words hold only letters, digits and spaces, so they need no LIKE escaping
  const patterns = getSearchWords(filter.text).map((word) => `%${word}%`);
  if (patterns.length && words === 'array') conditions.push(sql`${listings.searchText} like all(${toTextArray(patterns)})`);
  else for (const pattern of patterns) conditions.push(sql`${listings.searchText} like ${pattern}`);
  if (filter.near?.miles) conditions.push(...buildDistanceConditions(filter.near.lat, filter.near.lng, filter.near.miles));
  return conditions;
}

const toTextArray = (values: readonly string[]) => sql`${sql.param([...values])}::text[]`;

/** A lat/lng box that surely holds the circle (cheap, indexed), then the exact haversine distance. */
function buildDistanceConditions(lat: number, lng: number, miles: number): SQL[] {
  const angle = miles / EARTH_RADIUS_MILES;
  const dLat = (angle * 180) / Math.PI + 1e-6;
  const conditions = [sql`${listings.lat} between ${lat - dLat} and ${lat + dLat}`];
  const sinRatio = Math.sin(Math.min(angle, Math.PI / 2)) / Math.cos((lat * Math.PI) / 180);
  // near a pole or across the antimeridian the longitude box is skipped; the exact test still applies
  if (sinRatio < 1) {
    const dLng = (Math.asin(sinRatio) * 180) / Math.PI + 1e-6;
    if (lng - dLng >= -180 && lng + dLng <= 180) conditions.push(sql`${listings.lng} between ${lng - dLng} and ${lng + dLng}`);
  }
  conditions.push(sql`2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${listings.lat} - ${lat}::float8) / 2), 2)
    + cos(radians(${lat}::float8)) * cos(radians(${listings.lat})) * power(sin(radians(${listings.lng} - ${lng}::float8) / 2), 2)
  ))) <= ${miles}::float8`);
  return conditions;
}

interface Cursor {
  createdAt: string;
  id: string;
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify([c.createdAt, c.id])).toString('base64url');

function decodeCursor(value: string): Cursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as [string, string];
    // exactly what encodeCursor writes (toISOString, a uuid): anything else could make the SQL casts fail
    if (typeof createdAt !== 'string' || !ISO_TIMESTAMP.test(createdAt) || Number.isNaN(Date.parse(createdAt)) || !isListingId(id)) throw new Error('bad cursor');
    return { createdAt, id };
  } catch {
    throw badRequest('This page link is no longer valid. Please search again.', 'bad_cursor');
  }
}

export interface SearchOptions {
  pageSize?: number;
  /** How many of the newest open listings the first, index-ordered pass looks through. */
  windowSize?: number;
}

/**
 * One page of open listings matching the filter, newest first (keyset cursor, or a 1-based page number).
 *
 * Two passes, because PostgreSQL misjudges how selective the text filters are: a broad search ("roof")
 * planned with the trigram index fetches and sorts thousands of rows for a page of 20. So first the newest
 * `windowSize` open listings are walked in index order and filtered, which stops as soon as the page is full;
 * only when the window yields less than a page does the full, index-filtered query run (then the matches are
 * few and sorting them is cheap, and it is right whatever the window held). Both passes return the same rows
 * whenever the first one fills the page.
 *
 * The window is a LIMIT-ed subquery aliased as `listings`, so the filters and card columns apply to it as to
 * the table, and one statement both bounds the walk and builds the page. Its text depends only on which
 * filters are set, so it is a named prepared statement (PostgreSQL; PGlite ignores the name): parsing and planning cost more than
 * running it (EXPLAIN ANALYZE on 100,000 listings: about 2.5 ms planning, 1 ms execution).
 */
export async function searchListings(ctx: ListingContext, viewerId: string, query: SearchQuery, options: SearchOptions = {}): Promise<ListingPage> {
  const pageSize = options.pageSize ?? LISTING_PAGE_SIZE;
  const windowSize = options.windowSize ?? 2000;
  const filter = toListingFilter(query);
  const keyset: SQL[] = [];
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    keyset.push(sql`(${listings.createdAt}, ${listings.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`);
  }
  const offset = !query.cursor && query.page ? (query.page - 1) * pageSize : 0;
  const selectPage = (source: typeof listings | Subquery<'listings'>, conditions: SQL[]) =>
    ctx.db
      .select(cardColumns(viewerId))
      .from(source)
      .innerJoin(users, eq(users.id, listings.posterId))
      .where(and(...conditions))
      .orderBy(desc(listings.createdAt), desc(listings.id))
      .limit(pageSize + 1)
      .offset(offset);
  const fullQuery = () => selectPage(listings, [...buildFilterConditions(filter), ...keyset]);

  if (offset + pageSize + 1 > windowSize) return toPage(ctx, await fullQuery(), pageSize);
  // the newest `windowSize` open listings, walked on the (status, created_at, id) index
  const window = ctx.db
    .select()
    .from(listings)
    .where(and(sql`${listings.status} = 'open'`, ...keyset))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(windowSize)
    .as('listings');
  const windowQuery = selectPage(window, buildFilterConditions(filter, 'array'));
  const rows = await windowQuery.prepare(preparedName(windowQuery.toSQL().sql)).execute();
  return toPage(ctx, rows.length > pageSize ? rows : await fullQuery(), pageSize);
}

/**
 * A statement name per statement text: node-postgres parses a named statement once per connection and
 * reuses it. Few texts exist (one per combination of filters set), so few statements stay prepared.
 */
const preparedName = (text: string) => `listing_search_${createHash('sha1').update(text).digest('base64url')}`;

function toPage(ctx: ListingContext, rows: CardRow[], pageSize: number): ListingPage {
  const page = rows.slice(0, pageSize);
  const last = page[page.length - 1];
  return {
    items: page.map((row) => toListingCard(ctx, row)),
    nextCursor: rows.length > pageSize && last ? encodeCursor({ createdAt: toIso(last.createdAt), id: last.id }) : null,
  };
}

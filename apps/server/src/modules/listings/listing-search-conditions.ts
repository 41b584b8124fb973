import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_MILES, getSearchWords, type ListingFilter } from '@homebid/shared/domain/listing-search';
import { listings } from '../../db/schema/listings';
import { toCityKey } from './listing-location';

/**
 * SQL conditions whose values are placeholders, with the values apart: the text of the conditions depends
 * only on `shape` (which filters are set), so a query built from them once serves every search of that
 * shape (see listing-search.service.ts), and drizzle builds no SQL per request.
 */
export interface BoundConditions {
  conditions: SQL[];
  values: Record<string, unknown>;
  /** The placeholder names in order: equal shapes give equal SQL text. */
  shape: string[];
}

type Bind = (name: string, value: unknown) => Placeholder;

/**
 * The shared filter (shared/domain/listing-search.ts) as SQL conditions, each one backed by an index:
 * trigram GIN for text, GIN for industries, btree for budget, deadline, city and the lat/lng box.
 * Lists go as one array parameter each. `words: 'array'` matches the search words with one
 * `like all($n)`, which no index serves but which keeps the text the same for any number of words: for
 * rows walked in index order (the window pass). `'each'` gives each word its LIKE, for the trigram index.
 */
export function bindFilterConditions(filter: ListingFilter, words: 'each' | 'array'): BoundConditions {
  const conditions: SQL[] = [sql`${listings.status} = 'open'`];
  const values: Record<string, unknown> = {};
  const shape: string[] = [];
  const bind: Bind = (name, value) => {
    values[name] = value;
    shape.push(name);
    return sql.placeholder(name);
  };
  if (filter.industries?.length) conditions.push(sql`${listings.industries} && ${bind('industries', filter.industries)}::text[]`);
  if (filter.listingTypes?.length) conditions.push(sql`${listings.listingType} = any(${bind('listingTypes', filter.listingTypes)}::text[])`);
  if (filter.maxBudgetCents) conditions.push(sql`${listings.budgetCents} <= ${bind('maxBudgetCents', filter.maxBudgetCents)}`);
  if (filter.deadline) conditions.push(sql`${listings.deadline} <= ${bind('deadline', filter.deadline)}::date`);
  const city = filter.city ? toCityKey(filter.city) : '';
  if (city) conditions.push(sql`${listings.cityKey} = ${bind('city', city)}`);
  // normalized words hold only letters, digits and spaces, so they need no LIKE escaping
  const patterns = getSearchWords(filter.text).map((word) => `%${word}%`);
  if (patterns.length && words === 'array') conditions.push(sql`${listings.searchText} like all(${bind('words', patterns)}::text[])`);
  if (words === 'each') patterns.forEach((pattern, i) => conditions.push(sql`${listings.searchText} like ${bind(`word${i}`, pattern)}`));
  if (filter.near?.miles) conditions.push(...distanceConditions(filter.near.lat, filter.near.lng, filter.near.miles, bind));
  return { conditions, values, shape };
}

/** A lat/lng box that surely holds the circle (cheap, indexed), then the exact haversine distance. */
function distanceConditions(lat: number, lng: number, miles: number, bind: Bind): SQL[] {
  const angle = miles / EARTH_RADIUS_MILES;
  const dLat = (angle * 180) / Math.PI + 1e-6;
  const conditions = [sql`${listings.lat} between ${bind('latMin', lat - dLat)} and ${bind('latMax', lat + dLat)}`];
  const sinRatio = Math.sin(Math.min(angle, Math.PI / 2)) / Math.cos((lat * Math.PI) / 180);
  // near a pole or across the antimeridian the longitude box is skipped; the exact test still applies
  if (sinRatio < 1) {
    const dLng = (Math.asin(sinRatio) * 180) / Math.PI + 1e-6;
    if (lng - dLng >= -180 && lng + dLng <= 180) conditions.push(sql`${listings.lng} between ${bind('lngMin', lng - dLng)} and ${bind('lngMax', lng + dLng)}`);
  }
  const [nearLat, nearLng] = [bind('nearLat', lat), bind('nearLng', lng)];
  conditions.push(sql`2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${listings.lat} - ${nearLat}::float8) / 2), 2)
    + cos(radians(${nearLat}::float8)) * cos(radians(${listings.lat})) * power(sin(radians(${listings.lng} - ${nearLng}::float8) / 2), 2)
  ))) <= ${bind('miles', miles)}::float8`);
  return conditions;
}

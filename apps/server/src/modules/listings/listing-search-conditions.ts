import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { EARTH_RADIUS_MILES, getSearchWords, type ListingFilter } from '@homebid/shared/domain/listing-search';
import { listings } from '../../db/schema/listings';
import { toCityKey } from './listing-location';

/**
 * A filter as placeholder values and its shape: the names of the values set, in order. The SQL depends only on
 * the shape (filterConditions), so a query built once per shape serves every search of that shape (see
 * listing-search.service.ts) and no SQL is built per request.
 */
export interface BoundFilter {
  values: Record<string, unknown>;
  shape: string[];
}

/**
 * The shared filter (shared/domain/listing-search.ts) as placeholder values. Lists go as one array each.
 * `words: 'array'` matches the search words with one `like all($n)`, which no index serves but which keeps the
 * shape the same for any number of words (a saved search's column). `'each'` gives each word its LIKE, for the
 * trigram index, unless no word has a trigram: then each is found with `strpos` (see usesTrigrams). `'walk'`, for
 * rows walked in index order (the window pass), finds each of up to NAMED_SHAPE_WORDS_MAX words with `strpos`, a
 * third cheaper a row than `like all` with its array parameter (unpacked at every row), and more words as `'array'`
 * does.
 */
export function bindFilter(filter: ListingFilter, words: 'each' | 'array' | 'walk'): BoundFilter {
  const values: Record<string, unknown> = {};
  const set = (name: string, value: unknown) => void (values[name] = value);
  if (filter.industries?.length) set('industries', filter.industries);
  if (filter.listingTypes?.length) set('listingTypes', filter.listingTypes);
  if (filter.maxBudgetCents) set('maxBudgetCents', filter.maxBudgetCents);
  if (filter.deadline) set('deadline', filter.deadline);
  const city = filter.city ? toCityKey(filter.city) : '';
  if (city) set('city', city);
  // normalized words hold only letters, digits and spaces, so they need no LIKE escaping
  const searchWords = getSearchWords(filter.text);
  const patterns = searchWords.map((word) => `%${word}%`);
  if (words === 'walk' && searchWords.length <= NAMED_SHAPE_WORDS_MAX) searchWords.forEach((word, i) => set(`position${i}`, word));
  else if (patterns.length && words !== 'each') set('words', patterns);
  if (words === 'each') {
    const indexed = searchWords.some(usesTrigrams);
    searchWords.forEach((word, i) => (indexed ? set(`word${i}`, patterns[i]) : set(`position${i}`, word)));
  }
  if (filter.near?.miles) bindDistance(filter.near.lat, filter.near.lng, filter.near.miles, set);
  return { values, shape: Object.keys(values) };
}

/**
 * Whether the trigram index can narrow a LIKE '%word%': pg_trgm takes trigrams from runs of three or more word
 * characters, which in a database of the C locale are ASCII letters and digits. When no word of a text has one
 * (`tv`, `x1`, `é`), its LIKEs made PostgreSQL read the whole index and then recheck every listing: at 1,000,000
 * listings 3.3 s for `tv` and 9.9 s for `x1`, which matches none. With `strpos` the index is no choice, and the plan
 * walks the open listings in date order until the page is full (`tv` 7.9 ms; `x1` walks them all, 0.5-1.1 s). Beside
 * a word with trigrams a short word keeps its LIKE: the index then narrows by the other word's trigrams.
 */
export const usesTrigrams = (word: string) => /[a-z0-9]{3}/.test(word);

/**
 * Up to this many words a named statement tests them one by one, a statement per count of words (the walk; on PGlite
 * the full query too); a longer text is matched otherwise, so visitors' long texts cannot fill a session with them.
 */
export const NAMED_SHAPE_WORDS_MAX = 4;

/** A lat/lng box that surely holds the circle (cheap, indexed), then the exact haversine distance. */
function bindDistance(lat: number, lng: number, miles: number, set: (name: string, value: unknown) => void) {
  const angle = miles / EARTH_RADIUS_MILES;
  const dLat = (angle * 180) / Math.PI + 1e-6;
  set('latMin', lat - dLat);
  set('latMax', lat + dLat);
  const sinRatio = Math.sin(Math.min(angle, Math.PI / 2)) / Math.cos((lat * Math.PI) / 180);
  // near a pole or across the antimeridian the longitude box is skipped; the exact test still applies
  if (sinRatio < 1) {
    const dLng = (Math.asin(sinRatio) * 180) / Math.PI + 1e-6;
    if (lng - dLng >= -180 && lng + dLng <= 180) {
      set('lngMin', lng - dLng);
      set('lngMax', lng + dLng);
    }
  }
  set('nearLat', lat);
  set('nearLng', lng);
  set('miles', miles);
}

const p = (name: string) => sql.placeholder(name);

/** What every search and lead match asks first; the walk's rows are open listings already (listings_open_walk_idx). */
export const isOpenListing = sql`${listings.status} = 'open'`;

/**
 * The SQL of a shape, one condition per filter, each backed by an index (but the walk's strpos): trigram GIN for
 * text, GIN for industries, btree for budget, deadline, city and the lat/lng box. Names in pairs or threes are written
 * by their first. `value` gives the SQL of a named value: a placeholder by default; the lead matching (modules/leads)
 * gives a saved search's column instead, so a saved search matches a new listing by exactly the listing search's
 * conditions.
 */
export function filterConditions(shape: readonly string[], value: (name: string) => SQL | Placeholder = p): SQL[] {
  const conditions: SQL[] = [];
  for (const name of shape) {
    if (name === 'industries') conditions.push(sql`${listings.industries} && ${value(name)}::text[]`);
    else if (name === 'listingTypes') conditions.push(sql`${listings.listingType} = any(${value(name)}::text[])`);
    else if (name === 'maxBudgetCents') conditions.push(sql`${listings.budgetCents} <= ${value(name)}`);
    else if (name === 'deadline') conditions.push(sql`${listings.deadline} <= ${value(name)}::date`);
    else if (name === 'city') conditions.push(sql`${listings.cityKey} = ${value(name)}`);
    else if (name === 'words') conditions.push(sql`${listings.searchText} like all(${value(name)}::text[])`);
    else if (name.startsWith('word')) conditions.push(sql`${listings.searchText} like ${value(name)}`);
    // the same test as like '%word%': normalized words hold no LIKE wildcards
    else if (name.startsWith('position')) conditions.push(sql`strpos(${listings.searchText}, ${value(name)}) > 0`);
    else if (name === 'latMin') conditions.push(sql`${listings.lat} between ${value('latMin')} and ${value('latMax')}`);
    else if (name === 'lngMin') conditions.push(sql`${listings.lng} between ${value('lngMin')} and ${value('lngMax')}`);
    else if (name === 'nearLat') {
      conditions.push(sql`2 * ${EARTH_RADIUS_MILES}::float8 * asin(least(1::float8, sqrt(
        power(sin(radians(${listings.lat} - ${value('nearLat')}::float8) / 2), 2)
        + cos(radians(${value('nearLat')}::float8)) * cos(radians(${listings.lat})) * power(sin(radians(${listings.lng} - ${value('nearLng')}::float8) / 2), 2)
      ))) <= ${value('miles')}::float8`);
    }
  }
  return conditions;
}

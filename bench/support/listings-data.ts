// The listings bench's data: `count` listings shaped like the demo seed's (seed/listings/seed-listings.ts), written
// by one INSERT ... SELECT from generate_series, so a million take a minute or two rather than the hours of a million
// API calls. Posters (one per 500 listings, a few suspended) each own four uploaded photos, and each listing shows one
// to three of them; titles are the demo ideas "in <city>" with a varied sentence of details; budgets in each idea's
// range; places all over RI and MA (the gazetteer's 794 zips) with a little jitter; 80% open; newer rows inserted
// later, as in life. Deterministic (setseed), so runs compare.
import type { DatabaseHandle } from '../../apps/server/src/db/client';
import { normalizeSearchText } from '@homebid/shared/domain/listing-search';
import { getAllPlaces } from '../../apps/server/src/modules/places/gazetteer';
import { MATERIAL_IDEAS, SERVICE_IDEAS, STREET_NAMES } from '../../apps/server/src/seed/listings/demo-listing-data';

// lower-case words of the details sentence: search text a visitor may type that matches a share of the listings
const HOUSES = ['colonial', 'ranch', 'cape', 'triple decker', 'bungalow', 'victorian', 'duplex', 'townhouse', 'cottage', 'farmhouse', 'condo', 'split level'];
const MATERIALS = ['cedar', 'slate', 'copper', 'vinyl', 'oak', 'granite', 'brick', 'steel', 'pine', 'marble', 'maple', 'walnut', 'bluestone', 'stucco'];
const WANTS = ['licensed and insured', 'local', 'experienced', 'careful', 'quick', 'affordable', 'family owned', 'certified'];
const WHEN = ['this spring', 'before winter', 'in the summer', 'as soon as possible', 'next month', 'this fall', 'on weekends', 'after school hours'];

const quote = (value: string) => `'${value.replace(/'/g, "''")}'`;
const textArray = (values: readonly string[]) => `ARRAY[${values.map(quote).join(',')}]`;
/** `list[floor(r * length)]` in SQL, r in [0, 1). */
const pickSql = (values: readonly string[], r: string) => `(${textArray(values)})[1 + floor(${r} * ${values.length})::int]`;

/** The statements that write `count` listings and their posters, photos and places. */
export function buildListingsInsertSql(count: number): string {
  const posters = Math.max(2, Math.ceil(count / 500));
  const places = getAllPlaces().filter((p) => p.state === 'RI' || p.state === 'MA');
  const ideas = [
    ...SERVICE_IDEAS.map((i) => ({ ...i, type: 'service', budget: i.budget })),
    ...MATERIAL_IDEAS.map((i) => ({ ...i, type: 'material_supply', budget: [800, 9_000] as [number, number] })),
  ];
  // each piece normalized here (shared/domain/listing-search.ts), so search_text is their join by spaces: no regexp per row
  const placeRows = places.map((p, i) => `(${i},${quote(p.city)},${quote(p.city.trim().toLowerCase())},${quote(normalizeSearchText(p.city))},${quote(p.state)},${quote(p.zip)},${p.lat},${p.lng})`);
  const ideaRows = ideas.map(
    (d, i) =>
      `(${i},${quote(d.title)},${quote(d.description)},${quote(normalizeSearchText(d.title))},${quote(normalizeSearchText(d.description))},${textArray(d.industries)},${d.budget[0]},${d.budget[1]},${quote(d.type)})`,
  );
  // seconds between two listings: a million span about two years
  const spacing = Math.max(1, Math.round((2 * 365 * 86400) / count));
  return `
SELECT setseed(0.42);
INSERT INTO users (id, name, email, suspended_at)
SELECT 'bench-poster-' || j, 'Bench Poster ' || j, 'bench-poster-' || j || '@example.com', CASE WHEN j % 200 = 7 THEN now() END
FROM generate_series(1, ${posters}) AS j;
INSERT INTO listing_uploads (key, owner_id, kind, name, content_type, size_bytes)
SELECT 'bench-' || j || '-' || k || '.png', 'bench-poster-' || j, 'image', 'project-photo-' || k || '.png', 'image/png', 20000 + k * 1000
FROM generate_series(1, ${posters}) AS j, generate_series(1, 4) AS k;
WITH places (i, city, city_key, city_words, state, zip, lat, lng) AS (VALUES ${placeRows.join(',')}),
ideas (i, title, description, title_words, description_words, industries, low, high, type) AS (VALUES ${ideaRows.join(',')}),
draws AS (
  SELECT g, random() AS r_idea, random() AS r_place, random() AS r_poster, random() AS r_budget, random() AS r_status,
    random() AS r_house, random() AS r_material, random() AS r_want, random() AS r_when, random() AS r_images,
    random() AS r_jitter_lat, random() AS r_jitter_lng, random() AS r_street, random() AS r_deadline, random() AS r_hidden
  FROM generate_series(1, ${count}) AS g
),
listing_rows AS (
  SELECT d.*, p.city, p.city_key, p.state, p.zip, p.lat, p.lng, i.industries, i.low, i.high, i.type,
    i.title || ' in ' || p.city AS title,
    ${pickSql(HOUSES, 'd.r_house')} AS house, ${pickSql(WANTS, 'd.r_want')} AS want,
    ${pickSql(MATERIALS, 'd.r_material')} AS material, ${pickSql(WHEN, 'd.r_when')} AS time,
    i.title_words || ' in ' || p.city_words AS title_words, i.description, i.description_words,
    1 + floor(d.r_poster * ${posters})::int AS poster
  FROM draws d
  JOIN places p ON p.i = floor(d.r_place * ${places.length})::int
  JOIN ideas i ON i.i = floor(d.r_idea * ${ideas.length})::int
)
INSERT INTO listings (share_code, poster_id, listing_type, status, title, description, search_text, industries,
  materials_provided, budget_cents, deadline, street_address, city, city_key, state, zip, lat, lng, images,
  hidden_at, created_at, updated_at)
SELECT 'bench' || g, 'bench-poster-' || poster, type,
  CASE WHEN r_status < 0.8 THEN 'open' WHEN r_status < 0.88 THEN 'ongoing' ELSE 'closed' END,
  title, description || ' Our ' || house || ' needs a ' || want || ' pro, ' || material || ' preferred, ' || time || '.',
  title_words || ' ' || description_words || ' our ' || house || ' needs a ' || want || ' pro ' || material || ' preferred ' || time,
  industries,
  CASE WHEN type = 'service' THEN r_budget < 0.5 END,
  round((low + r_budget * (high - low)) / 50) * 5000,
  current_date + 10 + floor(r_deadline * 120)::int,
  (1 + floor(r_street * 400)::int) || ' ' || ${pickSql(STREET_NAMES, 'r_street')},
  city, city_key, state, zip, lat + (r_jitter_lat - 0.5) * 0.02, lng + (r_jitter_lng - 0.5) * 0.02,
  (SELECT jsonb_agg(jsonb_build_object('key', 'bench-' || poster || '-' || k || '.png', 'name', 'project-photo-' || k || '.png'))
     FROM generate_series(1, 1 + floor(r_images * 3)::int) AS k),
  CASE WHEN r_hidden < 0.001 THEN now() END,
  date_trunc('milliseconds', now()) - (${count} - g) * interval '${spacing} seconds',
  date_trunc('milliseconds', now()) - (${count} - g) * interval '${spacing} seconds'
FROM listing_rows;`;
}

export interface LoadedListings {
  /** writing the rows, then building the listing indexes, then ANALYZE */
  loadMs: { insert: number; indexes: number; analyze: number; total: number };
  tableMb: number;
  /** every index of listings with its size */
  indexes: Array<{ name: string; mb: number; definition: string }>;
}

const mb = (bytes: unknown) => Number((Number(bytes) / 1024 / 1024).toFixed(1));

/**
 * Writes `count` listings into a migrated database. The listings' secondary indexes (those of the migrations, read
 * from pg_indexes) are dropped first and built again after the rows are in: one sorted build per index is several
 * times faster than a million inserts into each, and what is measured afterwards is exactly the migrated schema.
 */
export async function loadListings(handle: DatabaseHandle, count: number): Promise<LoadedListings> {
  const started = Date.now();
  const { rows } = await handle.query(
    `SELECT i.indexname AS name, i.indexdef AS definition FROM pg_indexes i
     WHERE i.schemaname = 'public' AND i.tablename = 'listings'
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
  );
  const secondary = rows as Array<{ name: string; definition: string }>;
  for (const index of secondary) await handle.exec(`DROP INDEX ${index.name}`);
  await handle.exec(buildListingsInsertSql(count));
  const inserted = Date.now();
  // one script, so the memory setting holds on the connection that builds the indexes
  if (secondary.length) await handle.exec([`SET maintenance_work_mem = '256MB'`, ...secondary.map((i) => i.definition)].join(';\n'));
  const indexed = Date.now();
  for (const table of ['listings', 'users', 'listing_uploads']) await handle.exec(`VACUUM ANALYZE ${table}`);
  const analyzed = Date.now();
  const sizes = await handle.query(
    `SELECT i.indexname AS name, i.indexdef AS definition, pg_relation_size(quote_ident(i.indexname)) AS bytes
     FROM pg_indexes i WHERE i.schemaname = 'public' AND i.tablename = 'listings' ORDER BY bytes DESC`,
  );
  const table = await handle.query(`SELECT pg_relation_size('listings') AS bytes`);
  return {
    loadMs: { insert: inserted - started, indexes: indexed - inserted, analyze: analyzed - indexed, total: analyzed - started },
    tableMb: mb(table.rows[0]?.bytes),
    indexes: sizes.rows.map((r) => ({ name: String(r.name), mb: mb(r.bytes), definition: String(r.definition) })),
  };
}

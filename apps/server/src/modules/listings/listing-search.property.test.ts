import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INDUSTRIES } from '@homebid/shared/constants';
import { buildListingSearchText, compareNewestFirst, matchesListingFilter, type ListingFilter, type SearchableListing } from '@homebid/shared/domain/listing-search';
import type { App } from '../../app';
import { listings } from '../../db/schema/listings';
import { buildUser, type TestUser } from '../../../test/factories';
import { toCityKey } from './listing-location';
import { createShareCode } from './share-code';
import type { ListingPage } from '@homebid/shared/schemas/listing';
import { searchListingsJson } from './listing-search.service';
import { listingSearchQuerySchema } from '@homebid/shared/schemas/listing';
import { buildListingsTestApp } from '../../../test/support/listings';

// words the trigram index serves and words it cannot ('TV', 'naïve'), which the full query finds with strpos
const WORDS = ['Roof', 'roofing', 'KITCHEN', 'deck', 'Café', 'paint', 'tile', 'fence', 'oak', 'naïve', '2x4', 'repair', 'new', 'TV'];
const PUNCT = ['', '', '!', ',', '.', "'s", '-', '?', ' & ', '(', ')', '%', '_'];
const CITIES = ['Providence', 'Cranston', 'Boston', 'Worcester', 'New Bedford'];
const DEADLINES = ['2030-01-01', '2030-02-15', '2030-03-31', '2030-06-30', '2030-12-31'];

const textArb = (maxWords: number) =>
  fc.array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...PUNCT)), { maxLength: maxWords }).map((parts) => parts.map(([w, p]) => w + p).join(' '));

const listingArb = fc.record({
  status: fc.constantFrom('open', 'open', 'open', 'closed', 'ongoing'),
  listingType: fc.constantFrom('service', 'material_supply'),
  industries: fc.uniqueArray(fc.constantFrom(...INDUSTRIES.slice(0, 6)), { minLength: 1, maxLength: 3 }),
  budgetCents: fc.constantFrom(0, 100, 5_000, 50_000, 99_999, 100_000, 2_500_000),
  deadline: fc.constantFrom(...DEADLINES),
  city: fc.constantFrom(...CITIES),
  lat: fc.double({ min: 41.2, max: 42.6, noNaN: true }),
  lng: fc.double({ min: -72, max: -70.2, noNaN: true }),
  title: textArb(4),
  description: textArb(8),
  // few distinct seconds, so equal timestamps (ties broken by id) happen
  createdSecond: fc.integer({ min: 0, max: 15 }),
  posterIndex: fc.integer({ min: 0, max: 1 }),
});

const filterArb: fc.Arbitrary<ListingFilter> = fc.record(
  {
    industries: fc.uniqueArray(fc.constantFrom(...INDUSTRIES.slice(0, 8)), { maxLength: 3 }),
    listingTypes: fc.uniqueArray(fc.constantFrom('service', 'material_supply'), { maxLength: 2 }),
    maxBudgetCents: fc.constantFrom(0, 100, 5_000, 60_000, 100_000),
    deadline: fc.constantFrom('', '2030-01-01', '2030-03-31', '2030-07-01'),
    city: fc.constantFrom('', ' providence ', 'BOSTON', 'New Bedford', 'Nowhere'),
    text: fc.oneof(textArb(2), fc.constantFrom('', '!!!', 'roof', 'ROOF!', 'caf', 'naïve 2x4', 'oof', 'tv', 'v roof', 'é')),
    near: fc.record({ lat: fc.double({ min: 41.3, max: 42.5, noNaN: true }), lng: fc.double({ min: -71.9, max: -70.5, noNaN: true }), miles: fc.constantFrom(0, 5, 20, 60) }),
  },
  { requiredKeys: [] },
);

/** The filter as the web sends it: repeated list parameters, plain strings and numbers. */
function toQueryString(filter: ListingFilter, cursor?: string): string {
  const params = new URLSearchParams();
  filter.industries?.forEach((i) => params.append('types', i));
  filter.listingTypes?.forEach((t) => params.append('listingTypes', t));
  if (filter.maxBudgetCents !== undefined) params.set('maxBudgetCents', String(filter.maxBudgetCents));
  if (filter.deadline !== undefined) params.set('deadline', filter.deadline);
  if (filter.city !== undefined) params.set('city', filter.city);
  if (filter.text !== undefined) params.set('text', filter.text);
  if (filter.near) {
    params.set('nearLat', String(filter.near.lat));
    params.set('nearLng', String(filter.near.lng));
    params.set('miles', String(filter.near.miles));
  }
  if (cursor) params.set('cursor', cursor);
  return params.toString();
}

/** A query string as Fastify parses it: repeated keys become arrays. */
function toQueryObject(queryString: string): Record<string, string | string[]> {
  const params = new URLSearchParams(queryString);
  const result: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    result[key] = values.length > 1 ? values : values[0];
  }
  return result;
}

describe('listing search: SQL == shared filter (property)', () => {
  let app: App;
  let viewer: TestUser;
  let posters: TestUser[];
  beforeAll(async () => {
    app = await buildListingsTestApp();
    viewer = await buildUser(app);
    posters = [await buildUser(app), await buildUser(app)];
  });
  afterAll(() => app.close());

  async function searchAllPages(filter: ListingFilter): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | undefined;
    for (let guard = 0; guard < 20; guard++) {
      const response = await viewer.request({ method: 'GET', url: `/api/listings?${toQueryString(filter, cursor)}` });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json();
      ids.push(...page.items.map((l: { id: string }) => l.id));
      if (!page.nextCursor) return ids;
      cursor = page.nextCursor;
    }
    throw new Error('too many pages');
  }

  /**
   * The service itself with tiny pages and a tiny first window (its wider one: 50 rows), so every search pass runs:
   * with `openListings` unknown the wider window is walked; said to be below 50, the full query runs instead of it.
   */
  async function searchAllPagesSmall(filter: ListingFilter, openListings?: number): Promise<string[]> {
    const ids: string[] = [];
    let cursor: string | undefined;
    for (let guard = 0; guard < 60; guard++) {
      const query = listingSearchQuerySchema.parse(toQueryObject(toQueryString(filter, cursor)));
      const page = JSON.parse(await searchListingsJson(app.ctx, viewer.id, query, { pageSize: 3, windowSize: 5, openListings })) as ListingPage;
      ids.push(...page.items.map((l) => l.id));
      if (!page.nextCursor) return ids;
      cursor = page.nextCursor;
    }
    throw new Error('too many pages');
  }

  it('returns exactly listings.filter(matchesListingFilter), newest first, across pages', async () => {
    const base = Date.parse('2026-01-01T00:00:00Z');
    await fc.assert(
      fc.asyncProperty(fc.array(listingArb, { maxLength: 45 }), fc.array(filterArb, { minLength: 1, maxLength: 6 }), async (generated, filters) => {
        await app.ctx.db.delete(listings);
        const rows = generated.map((g) => ({
          posterId: posters[g.posterIndex].id,
          shareCode: createShareCode(),
          listingType: g.listingType as 'service' | 'material_supply',
          status: g.status as 'open' | 'closed' | 'ongoing',
          title: g.title,
          description: g.description,
          searchText: buildListingSearchText(g.title, g.description),
          industries: g.industries,
          materialsProvided: g.listingType === 'service' ? false : null,
          budgetCents: g.budgetCents,
          deadline: g.deadline,
          streetAddress: '1 Main St',
          city: g.city,
          cityKey: toCityKey(g.city),
          state: 'RI',
          zip: '02903',
          lat: g.lat,
          lng: g.lng,
          images: [],
          documents: [],
          createdAt: new Date(base + g.createdSecond * 1000),
          updatedAt: new Date(base),
        }));
        const inserted = rows.length ? await app.ctx.db.insert(listings).values(rows).returning({ id: listings.id, createdAt: listings.createdAt }) : [];
        const all: SearchableListing[] = rows.map((r, i) => ({ ...r, id: inserted[i].id, createdAt: inserted[i].createdAt.toISOString() }));
        for (const filter of filters) {
          const expected = all.filter((l) => matchesListingFilter(l, filter)).sort(compareNewestFirst).map((l) => l.id);
          expect(await searchAllPages(filter), JSON.stringify(filter)).toEqual(expected);
          expect(await searchAllPagesSmall(filter), `small pages ${JSON.stringify(filter)}`).toEqual(expected);
          expect(await searchAllPagesSmall(filter, rows.length), `small pages, small table ${JSON.stringify(filter)}`).toEqual(expected);
        }
      }),
      { numRuns: 40, seed: Number(process.env.FC_SEED ?? Date.now() % 1_000_000), endOnFailure: true },
    );
  }, 240_000);
});

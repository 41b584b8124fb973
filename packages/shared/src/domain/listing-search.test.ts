import { describe, expect, it } from 'vitest';
import { compareNewestFirst, getDistanceMiles, getSearchWords, matchesListingFilter, normalizeSearchText, type SearchableListing } from './listing-search';

const listing: SearchableListing = {
  id: 'b',
  status: 'open',
  listingType: 'service',
  industries: ['Roofing', 'Painting'],
  budgetCents: 500_000,
  deadline: '2030-05-01',
  city: 'Providence',
  lat: 41.82,
  lng: -71.4158,
  title: 'Roof Repair: Slate & Copper!',
  description: "Owner's cape, 2 floors.",
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('normalizeSearchText', () => {
  it('lowercases, strips punctuation and collapses spaces', () => {
    expect(normalizeSearchText("  Roof Repair:  Slate & Copper! Owner's ")).toBe('roof repair slate copper owners');
    expect(normalizeSearchText('Café—Naïve')).toBe('cafénaïve');
    expect(getSearchWords('!!! ,,')).toEqual([]);
    expect(getSearchWords('roof ROOF tile')).toEqual(['roof', 'tile']);
  });
});

describe('matchesListingFilter', () => {
  it('treats 0, empty and undefined as no filter', () => {
    expect(matchesListingFilter(listing, {})).toBe(true);
    expect(matchesListingFilter(listing, { maxBudgetCents: 0, deadline: '', city: ' ', text: '', industries: [], listingTypes: [], near: { lat: 0, lng: 0, miles: 0 } })).toBe(true);
  });

  it('lists open listings only', () => {
    expect(matchesListingFilter({ ...listing, status: 'closed' }, {})).toBe(false);
    expect(matchesListingFilter({ ...listing, status: 'ongoing' }, {})).toBe(false);
  });

  it('applies each filter', () => {
    expect(matchesListingFilter(listing, { industries: ['Plumbing', 'Painting'] })).toBe(true);
    expect(matchesListingFilter(listing, { industries: ['Plumbing'] })).toBe(false);
    expect(matchesListingFilter(listing, { listingTypes: ['material_supply'] })).toBe(false);
    expect(matchesListingFilter(listing, { maxBudgetCents: 500_000 })).toBe(true);
    expect(matchesListingFilter(listing, { maxBudgetCents: 499_999 })).toBe(false);
    expect(matchesListingFilter(listing, { deadline: '2030-05-01' })).toBe(true);
    expect(matchesListingFilter(listing, { deadline: '2030-04-30' })).toBe(false);
    expect(matchesListingFilter(listing, { city: ' PROVIDENCE ' })).toBe(true);
    expect(matchesListingFilter(listing, { city: 'Boston' })).toBe(false);
    expect(matchesListingFilter(listing, { text: 'SLATE, roof' })).toBe(true);
    expect(matchesListingFilter(listing, { text: "owner's" })).toBe(true);
    expect(matchesListingFilter(listing, { text: 'roof shingle' })).toBe(false);
    expect(matchesListingFilter(listing, { near: { lat: 41.78, lng: -71.44, miles: 5 } })).toBe(true);
    expect(matchesListingFilter(listing, { near: { lat: 42.36, lng: -71.06, miles: 30 } })).toBe(false);
  });

  it('measures great-circle miles', () => {
    expect(getDistanceMiles(41.82, -71.4158, 42.3601, -71.0589)).toBeGreaterThan(40);
    expect(getDistanceMiles(41.82, -71.4158, 42.3601, -71.0589)).toBeLessThan(43);
  });

  it('orders newest first, equal times by id descending', () => {
    const list = [
      { id: 'a', createdAt: '2026-01-01T00:00:00.000Z' },
      { id: 'c', createdAt: '2026-01-01T00:00:00.000Z' },
      { id: 'z', createdAt: '2025-01-01T00:00:00.000Z' },
    ].sort(compareNewestFirst);
    expect(list.map((l) => l.id)).toEqual(['c', 'a', 'z']);
  });
});

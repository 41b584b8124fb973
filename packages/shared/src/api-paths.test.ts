import { describe, expect, it } from 'vitest';
import { buildSearchQuery, firstScreenApiPaths, searchPath } from './api-paths';

describe('firstScreenApiPaths', () => {
  it('reads the query with or without its question mark, and a trailing slash as the same page', () => {
    expect(firstScreenApiPaths('/v1/projects/', '?status=closed')).toEqual(['/profile/me', '/listings/mine?status=closed']);
    expect(firstScreenApiPaths('/v1/projects', 'status=closed')).toEqual(['/profile/me', '/listings/mine?status=closed']);
    expect(firstScreenApiPaths('/v1/projects', '?status=anything')).toEqual(['/profile/me', '/listings/mine?status=open']);
  });

  it('keeps an id inside its path segment', () => {
    expect(firstScreenApiPaths('/v1/my-bids/contract', '?bid_id=a%2F..%2Fb')).toEqual(['/profile/me', '/bids/a%2F..%2Fb/contract']);
    expect(firstScreenApiPaths('/v1/projects/contract', '?listing_id=l 1')).toEqual(['/profile/me', '/listings/l%201/contract']);
  });

  it('asks only who is signed in on pages without first-screen data', () => {
    expect(firstScreenApiPaths('/', '')).toEqual(['/profile/me']);
    expect(firstScreenApiPaths('/v1/verify-phone-number', '?x=1')).toEqual(['/profile/me']);
  });

  it('asks for the payment setup with Create a Personal VCR, whose sandbox notice sits above its form', () => {
    expect(firstScreenApiPaths('/v1/payments/createcustomer', '')).toEqual(['/profile/me', '/payments/setup']);
  });
});

describe('searchPath', () => {
  it('repeats types, drops empty filters and adds the cursor last', () => {
    expect(buildSearchQuery({ text: 'roof repair', types: ['Roofing', 'HVAC'], city: '', maxBudgetCents: 0 }, 'c1')).toBe('text=roof+repair&types=Roofing&types=HVAC&maxBudgetCents=0&cursor=c1');
    expect(searchPath({})).toBe('/listings?');
  });
});

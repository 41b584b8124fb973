import { describe, expect, it } from 'vitest';
import type { BadgeId } from '@homebid/shared/domain/badges';
import { arrangeBidders, DEFAULT_ARRANGEMENT } from './arrange-bidders';

interface Row {
  name: string;
  badges: BadgeId[];
  rating?: { average: number; count: number };
}
const rows: Row[] = [
  { name: 'newest', badges: ['phone_verified'], rating: { average: 3, count: 2 } },
  { name: 'licensed', badges: ['license_verified'], rating: { average: 4.5, count: 2 } },
  { name: 'unrated', badges: ['identity_verified'] },
  { name: 'popular', badges: [], rating: { average: 4.5, count: 9 } },
];
const names = (list: Row[]) => list.map((r) => r.name);

describe('arrangeBidders', () => {
  it('keeps the server order by default', () => {
    expect(names(arrangeBidders(rows, DEFAULT_ARRANGEMENT, (r) => r))).toEqual(['newest', 'licensed', 'unrated', 'popular']);
  });

  it('sorts by average, then by how many reviews, unrated last', () => {
    expect(names(arrangeBidders(rows, { sort: 'rating', verifiedOnly: false }, (r) => r))).toEqual(['popular', 'licensed', 'newest', 'unrated']);
  });

  it('keeps only bidders with Identity verified or License verified', () => {
    expect(names(arrangeBidders(rows, { sort: 'newest', verifiedOnly: true }, (r) => r))).toEqual(['licensed', 'unrated']);
    expect(names(arrangeBidders(rows, { sort: 'rating', verifiedOnly: true }, (r) => r))).toEqual(['licensed', 'unrated']);
  });

  it('does not change the list it is given', () => {
    const copy = [...rows];
    arrangeBidders(rows, { sort: 'rating', verifiedOnly: false }, (r) => r);
    expect(rows).toEqual(copy);
  });
});

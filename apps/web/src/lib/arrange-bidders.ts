import { isVerifiedUser, type BadgeId } from '@homebid/shared/domain/badges';
import type { Rating } from '@homebid/shared/domain/rating';

/** 'newest': the server's order (newest bid first); 'rating': best average first, then most reviews. */
export type BidderSort = 'newest' | 'rating';

export interface BidderArrangement {
  sort: BidderSort;
  /** Only bidders with 'Identity verified' or 'License verified' (domain/badges.ts isVerifiedUser). */
  verifiedOnly: boolean;
}

export const DEFAULT_ARRANGEMENT: BidderArrangement = { sort: 'newest', verifiedOnly: false };

/**
 * A bidder list as the poster chose to see it: filtered to verified bidders and/or sorted by rating. The list is
 * whole on the page (the server sends every bidder at once), so this runs in the browser. Ties keep the server's
 * order (sort is stable); a bidder without a rating counts as none yet.
 */
export function arrangeBidders<T>(items: readonly T[], arrangement: BidderArrangement, facts: (item: T) => { badges: readonly BadgeId[]; rating?: Rating }): T[] {
  const kept = arrangement.verifiedOnly ? items.filter((item) => isVerifiedUser(facts(item).badges)) : [...items];
  if (arrangement.sort !== 'rating') return kept;
  const score = (item: T) => facts(item).rating ?? { average: 0, count: 0 };
  return kept.sort((a, b) => score(b).average - score(a).average || score(b).count - score(a).count);
}

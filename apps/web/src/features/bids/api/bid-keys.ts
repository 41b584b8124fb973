import { QUERY_ROOTS } from '../../../lib/queries/query-roots';

/** Query keys of the bids feature; a bid change refreshes every bid and contract query and the listings (bid counts, status). */
export const bidKeys = {
  mine: [...QUERY_ROOTS.bids, 'mine'] as const,
  detail: (id: string) => [...QUERY_ROOTS.bids, 'detail', id] as const,
  forListing: (listingId: string) => [...QUERY_ROOTS.bids, 'listing', listingId] as const,
};

import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the bids feature; a bid change refreshes every bid and contract query and the listings (bid counts, status). */
export const bidKeys = {
  all: ['bids'] as const,
  mine: ['bids', 'mine'] as const,
  detail: (id: string) => ['bids', 'detail', id] as const,
  mineForListing: (listingId: string) => ['bids', 'mine-for-listing', listingId] as const,
  forListing: (listingId: string) => ['bids', 'listing', listingId] as const,
  contract: (id: string) => ['bids', 'contract', id] as const,
  contractByBid: (bidId: string) => ['bids', 'contract-by-bid', bidId] as const,
};

export const invalidateBids = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: bidKeys.all }), client.invalidateQueries({ queryKey: ['listings'] })]);

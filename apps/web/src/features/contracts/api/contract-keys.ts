import { QUERY_ROOTS } from '../../../lib/queries/query-roots';

/** Query keys of the contracts feature; a bid, contract or payment change refreshes them all (lib/queries/query-roots.ts). */
export const contractKeys = {
  /** By ?contract_id=, or by ?listing_id= (from My Projects). */
  lookup: (lookup: string) => [...QUERY_ROOTS.contracts, 'lookup', lookup] as const,
  byBid: (bidId: string) => [...QUERY_ROOTS.contracts, 'by-bid', bidId] as const,
};

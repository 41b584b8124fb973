import type { QueryClient } from '@tanstack/react-query';
import { QUERY_ROOTS } from '../../../lib/queries/query-roots';

/** Query keys of the listings feature; everything under 'listings' is refreshed after a change. */
export const listingKeys = {
  all: QUERY_ROOTS.listings,
  search: (params: object) => [...QUERY_ROOTS.listings, 'search', params] as const,
  mine: (status: string) => [...QUERY_ROOTS.listings, 'mine', status] as const,
  liked: (status: string) => [...QUERY_ROOTS.listings, 'liked', status] as const,
  bidders: (id: string) => [...QUERY_ROOTS.listings, 'bidders', id] as const,
};

export const invalidateListings = (client: QueryClient) => client.invalidateQueries({ queryKey: listingKeys.all });

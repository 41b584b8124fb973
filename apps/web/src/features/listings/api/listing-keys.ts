import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the listings feature; everything under 'listings' is refreshed after a change. */
export const listingKeys = {
  all: ['listings'] as const,
  search: (params: object) => ['listings', 'search', params] as const,
  mine: (status: string) => ['listings', 'mine', status] as const,
  liked: (status: string) => ['listings', 'liked', status] as const,
  detail: (id: string) => ['listings', 'detail', id] as const,
  bidders: (id: string) => ['listings', 'bidders', id] as const,
};

export const invalidateListings = (client: QueryClient) => client.invalidateQueries({ queryKey: listingKeys.all });

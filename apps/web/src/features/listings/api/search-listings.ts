import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ListingPage } from '@homebid/shared/schemas/listing';
import { apiFetch } from '../../../lib/api';
import { listingKeys } from './listing-keys';

/** The listing page's filters, as the server takes them (empty values mean no filter). */
export interface ListingSearchParams {
  text?: string;
  types?: string[];
  maxBudgetCents?: number;
  /** 'YYYY-MM-DD': due on or before. */
  deadline?: string;
  city?: string;
  nearLat?: number;
  nearLng?: number;
  miles?: number;
}

/** Query string of GET /api/listings; types repeat (`types=A&types=B`). */
export function buildSearchQuery(params: ListingSearchParams, cursor?: string): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === '' || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => query.append(name, String(v)));
    else query.set(name, String(value));
  }
  if (cursor) query.set('cursor', cursor);
  return query.toString();
}

export const searchPath = (params: ListingSearchParams, cursor?: string) => `/listings?${buildSearchQuery(params, cursor)}`;
export const searchListings = (params: ListingSearchParams, cursor?: string) => apiFetch<ListingPage>(searchPath(params, cursor));

/** Open listings, newest first, one server page (20) at a time: the one query of the listing search. */
const listingSearchOptions = (params: ListingSearchParams) =>
  infiniteQueryOptions({
    queryKey: listingKeys.search(params),
    queryFn: ({ pageParam }) => searchListings(params, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useListingSearch = (params: ListingSearchParams) => useInfiniteQuery({ ...listingSearchOptions(params), placeholderData: keepPreviousData });

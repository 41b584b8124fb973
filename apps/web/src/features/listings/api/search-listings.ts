import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { useInfiniteQuery } from '../../../lib/query';
import { searchPath, type ListingSearchParams } from '@homebid/shared/api-paths';
import type { ListingPage } from '@homebid/shared/schemas/listing';
import { apiFetch } from '../../../lib/api';
import { listingKeys } from './listing-keys';

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

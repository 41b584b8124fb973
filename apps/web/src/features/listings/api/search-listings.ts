import { keepPreviousData } from '@tanstack/react-query';
import { useInfiniteQuery } from '../../../lib/query';
import { searchPath, type ListingSearchParams } from '@homebid/shared/api-paths';
import type { ListingPage } from '@homebid/shared/schemas/listing';
import { apiFetch } from '../../../lib/api';
import { cardPagesOptions } from './card-pages';
import { listingKeys } from './listing-keys';

export const searchListings = (params: ListingSearchParams, cursor?: string) => apiFetch<ListingPage>(searchPath(params, cursor));

/** Open listings, newest first, one server page (20) at a time: the one query of the listing search. */
export const useListingSearch = (params: ListingSearchParams) =>
  useInfiniteQuery({ ...cardPagesOptions(listingKeys.search(params), (cursor) => searchListings(params, cursor)), placeholderData: keepPreviousData });

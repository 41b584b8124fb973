import { useInfiniteQuery } from '../../../lib/query';
import { likedListingsPath } from '@homebid/shared/api-paths';
import type { ListingPage, ListingStatus } from '@homebid/shared/schemas/listing';
import { apiFetch } from '../../../lib/api';
import { cardPagesOptions } from './card-pages';
import { listingKeys } from './listing-keys';

export const listLikedListings = (status: ListingStatus, cursor?: string) => apiFetch<ListingPage>(likedListingsPath(status, cursor));

/** Saved Projects: the listings the user liked, with their current data, one server page (20) at a time. */
export const useLikedListings = (status: ListingStatus) => useInfiniteQuery(cardPagesOptions(listingKeys.liked(status), (cursor) => listLikedListings(status, cursor)));

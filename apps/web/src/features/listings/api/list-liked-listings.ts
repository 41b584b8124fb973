import { useQuery } from '../../../lib/query';
import { likedListingsPath } from '@homebid/shared/api-paths';
import type { ListingCardList, ListingStatus } from '@homebid/shared/schemas/listing';
import { apiFetch } from '../../../lib/api';
import { listingKeys } from './listing-keys';

export const listLikedListings = (status: ListingStatus) => apiFetch<ListingCardList>(likedListingsPath(status));

/** Saved Projects: the listings the user liked, with their current data, latest updated first. */
export const useLikedListings = (status: ListingStatus) => useQuery({ queryKey: listingKeys.liked(status), queryFn: () => listLikedListings(status) });

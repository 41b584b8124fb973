import { useQuery } from '../../../lib/query';
import { myListingsPath } from '@homebid/shared/api-paths';
import type { ListingCardList, ListingStatus } from '@homebid/shared/schemas/listing';
import { apiFetch } from '../../../lib/api';
import { listingKeys } from './listing-keys';

export const listMyListings = (status: ListingStatus) => apiFetch<ListingCardList>(myListingsPath(status));

/** My Projects: the user's own posts of one status, latest updated first. */
export const useMyListings = (status: ListingStatus) => useQuery({ queryKey: listingKeys.mine(status), queryFn: () => listMyListings(status) });

import { useQuery } from '@tanstack/react-query';
import type { ListingCardList, ListingStatus } from '@homebid/shared/schemas/listing';
import { apiFetch } from '../../../lib/api';
import { listingKeys } from './listing-keys';

export const myListingsPath = (status: ListingStatus) => `/listings/mine?status=${status}`;
export const listMyListings = (status: ListingStatus) => apiFetch<ListingCardList>(myListingsPath(status));

/** The status My Projects opens on: End Contract lands on it with ?status=closed, where the ended project now is. */
export const myProjectsStatusOf = (params: URLSearchParams): ListingStatus => (params.get('status') === 'closed' ? 'closed' : 'open');

/** My Projects: the user's own posts of one status, latest updated first. */
export const useMyListings = (status: ListingStatus) => useQuery({ queryKey: listingKeys.mine(status), queryFn: () => listMyListings(status) });

import { useInfiniteQuery } from '../../../lib/query';
import { myListingsPath } from '@homebid/shared/api-paths';
import type { ListingPage, ListingStatus } from '@homebid/shared/schemas/listing';
import { apiFetch } from '../../../lib/api';
import { cardPagesOptions } from './card-pages';
import { listingKeys } from './listing-keys';

export const listMyListings = (status: ListingStatus, cursor?: string) => apiFetch<ListingPage>(myListingsPath(status, cursor));

/** My Projects: the user's own posts of one status, latest updated first, one server page (20) at a time. */
export const useMyListings = (status: ListingStatus) => useInfiniteQuery(cardPagesOptions(listingKeys.mine(status), (cursor) => listMyListings(status, cursor)));

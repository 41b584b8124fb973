import { useQuery } from '../../../lib/query';
import { listingBidsPath } from '@homebid/shared/api-paths';
import type { ListingBids } from '@homebid/shared/schemas/bid';
import { apiFetch } from '../../../lib/api';
import { bidKeys } from './bid-keys';

export const listListingBids = (listingId: string) => apiFetch<ListingBids>(listingBidsPath(listingId));

/** View Bidders: the poster's listing and its bids, declined ones left out by the server. */
export const useListingBids = (listingId: string | null | undefined) =>
  useQuery({ queryKey: bidKeys.forListing(listingId ?? ''), queryFn: () => listListingBids(listingId!), enabled: Boolean(listingId) });

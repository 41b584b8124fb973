import { useQuery } from '../../../lib/query';
import type { BidderList } from '@homebid/shared/schemas/listing';
import { apiFetch } from '../../../lib/api';
import { listingKeys } from './listing-keys';

export const listBidders = (listingId: string) => apiFetch<BidderList>(`/listings/${encodeURIComponent(listingId)}/bidders`);

/** The Bidders modal's rows (the server never sends an amount). */
export const useBidders = (listingId: string | null) =>
  useQuery({ queryKey: listingKeys.bidders(listingId ?? ''), queryFn: () => listBidders(listingId!), enabled: Boolean(listingId) });

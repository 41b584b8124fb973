import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bidPath, listingBidsPath } from '@homebid/shared/api-paths';
import type { BidInput, BidSavedResponse } from '@homebid/shared/schemas/bid';
import { apiFetch } from '../../../lib/api';
import { invalidateBidsAndContracts } from '../../../lib/queries/query-roots';

export const placeBid = (listingId: string, body: BidInput) =>
  apiFetch<BidSavedResponse>(listingBidsPath(listingId), { method: 'POST', body });

export const updateBid = (bidId: string, body: BidInput) => apiFetch<BidSavedResponse>(bidPath(bidId), { method: 'PUT', body });

/** Places a new bid (no `bidId`) or updates one; the server answers with the toast to show. */
export function useSaveBid() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, bidId, body }: { listingId: string; bidId: string | null; body: BidInput }) =>
      bidId ? updateBid(bidId, body) : placeBid(listingId, body),
    onSettled: () => invalidateBidsAndContracts(client),
  });
}

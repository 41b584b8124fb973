import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bidPath } from '@homebid/shared/api-paths';
import type { BidDecline } from '@homebid/shared/schemas/bid';
import { apiFetch } from '../../../lib/api';
import { invalidateBidsAndContracts } from '../../../lib/queries/query-roots';

export const declineBid = (bidId: string, body: BidDecline) =>
  apiFetch<{ message: string }>(`${bidPath(bidId)}/decline`, { method: 'POST', body });

export function useDeclineBid() {
  const client = useQueryClient();
  return useMutation({ mutationFn: ({ bidId, body }: { bidId: string; body: BidDecline }) => declineBid(bidId, body), onSettled: () => invalidateBidsAndContracts(client) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bidPath } from '@homebid/shared/api-paths';
import { apiFetch } from '../../../lib/api';
import { invalidateBidsAndContracts } from '../../../lib/queries/query-roots';

export const deleteBid = (bidId: string) => apiFetch<{ message: string }>(bidPath(bidId), { method: 'DELETE' });

export function useDeleteBid() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteBid, onSettled: () => invalidateBidsAndContracts(client) });
}

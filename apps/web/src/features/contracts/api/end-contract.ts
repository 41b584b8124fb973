import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { invalidateBidsAndContracts } from '../../../lib/queries/query-roots';

export const endContract = (contractId: string) => apiFetch<{ message: string }>(`/contracts/${encodeURIComponent(contractId)}/end`, { method: 'POST' });

/** End Contract (poster): refused with the spec's message until every milestone is paid. */
export function useEndContract() {
  const client = useQueryClient();
  return useMutation({ mutationFn: endContract, onSettled: () => invalidateBidsAndContracts(client) });
}

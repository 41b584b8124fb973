import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bidPath } from '@homebid/shared/api-paths';
import type { ContractSavedResponse } from '@homebid/shared/schemas/contract';
import { apiFetch } from '../../../lib/api';
import { invalidateBidsAndContracts } from '../../../lib/queries/query-roots';

export const hireBid = (bidId: string) => apiFetch<ContractSavedResponse>(`${bidPath(bidId)}/hire`, { method: 'POST' });

/** Hire: sends the contract offer; the listing becomes ongoing. */
export function useHireBid() {
  const client = useQueryClient();
  return useMutation({ mutationFn: hireBid, onSettled: () => invalidateBidsAndContracts(client) });
}

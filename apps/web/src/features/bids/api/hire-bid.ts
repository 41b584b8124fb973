import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContractSavedResponse } from '@homebid/shared/schemas/contract';
import { apiFetch } from '../../../lib/api';
import { invalidateBids } from './bid-keys';

export const hireBid = (bidId: string) => apiFetch<ContractSavedResponse>(`/bids/${encodeURIComponent(bidId)}/hire`, { method: 'POST' });

/** Hire: sends the contract offer; the listing becomes ongoing. */
export function useHireBid() {
  const client = useQueryClient();
  return useMutation({ mutationFn: hireBid, onSettled: () => invalidateBids(client) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EscrowActionResult } from '@homebid/shared/schemas/escrow';
import { apiFetch } from '../../../lib/api';
import { invalidatePayments } from './payment-keys';

/** 'Approve & Release' (poster): the held money goes to the seller. */
export const releaseMilestone = (input: { contractId: string; position: number }) =>
  apiFetch<EscrowActionResult>(`/contracts/${encodeURIComponent(input.contractId)}/milestones/${input.position}/release`, { method: 'POST' });

export function useReleaseMilestone() {
  const client = useQueryClient();
  return useMutation({ mutationFn: releaseMilestone, onSettled: () => invalidatePayments(client) });
}

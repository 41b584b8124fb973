import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EscrowActionResult } from '@homebid/shared/schemas/escrow';
import { apiFetch } from '../../../lib/api';
import { invalidatePayments } from './payment-keys';

/** 'Refund' (seller): the whole funded milestone goes back to the poster. */
export const refundMilestone = (input: { contractId: string; position: number }) =>
  apiFetch<EscrowActionResult>(`/contracts/${encodeURIComponent(input.contractId)}/milestones/${input.position}/refund`, { method: 'POST' });

export function useRefundMilestone() {
  const client = useQueryClient();
  return useMutation({ mutationFn: refundMilestone, onSettled: () => invalidatePayments(client) });
}

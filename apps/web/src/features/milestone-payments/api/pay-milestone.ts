import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@homebid/shared/domain/milestone-payment';
import type { PayMilestoneResponse } from '@homebid/shared/schemas/milestone-payment';
import { apiFetch } from '../../../lib/api';
import { invalidatePayments } from './payment-keys';

/** Starts (or resumes: same attempt, same idempotency key) the payment of a milestone. */
export const payMilestone = (input: { contractId: string; position: number; method: PaymentMethod }) =>
  apiFetch<PayMilestoneResponse>(`/contracts/${encodeURIComponent(input.contractId)}/milestones/${input.position}/pay`, { method: 'POST', body: { method: input.method } });

export function usePayMilestone() {
  const client = useQueryClient();
  return useMutation({ mutationFn: payMilestone, onSettled: () => invalidatePayments(client) });
}

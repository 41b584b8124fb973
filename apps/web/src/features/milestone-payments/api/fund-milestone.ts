import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentMethod } from '@homebid/shared/domain/milestone-payment';
import type { PayMilestoneResponse } from '@homebid/shared/schemas/milestone-payment';
import { apiFetch } from '../../../lib/api';
import { invalidatePayments } from './payment-keys';

/**
 * 'Fund Milestone': the same quote, gates and card/bank flow as paying, but HomeBid holds the money. Like paying,
 * a second request while the card waits resumes the same attempt (same idempotency key).
 */
export const fundMilestone = (input: { contractId: string; position: number; method: PaymentMethod }) =>
  apiFetch<PayMilestoneResponse>(`/contracts/${encodeURIComponent(input.contractId)}/milestones/${input.position}/fund`, { method: 'POST', body: { method: input.method } });

export function useFundMilestone() {
  const client = useQueryClient();
  return useMutation({ mutationFn: fundMilestone, onSettled: () => invalidatePayments(client) });
}

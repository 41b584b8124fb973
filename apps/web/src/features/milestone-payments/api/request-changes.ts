import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EscrowActionResult, RequestChangesInput } from '@homebid/shared/schemas/escrow';
import { apiFetch } from '../../../lib/api';
import { invalidatePayments } from './payment-keys';

/** 'Request Changes' (poster) on a submitted milestone: back to the bidder with a message. */
export const requestChanges = (input: { contractId: string; position: number } & RequestChangesInput) =>
  apiFetch<EscrowActionResult>(`/contracts/${encodeURIComponent(input.contractId)}/milestones/${input.position}/request-changes`, {
    method: 'POST',
    body: { message: input.message } satisfies RequestChangesInput,
  });

export function useRequestChanges() {
  const client = useQueryClient();
  return useMutation({ mutationFn: requestChanges, onSettled: () => invalidatePayments(client) });
}

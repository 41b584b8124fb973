import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisputeStatementInput, DisputeView } from '@homebid/shared/schemas/escrow';
import { apiFetch } from '../../../lib/api';
import { disputePath, refreshAfterDisputeChange } from './dispute-keys';

/** 'Respond': the side that did not open gives its account while a response is awaited. */
export const respondToDispute = ({ disputeId, input }: { disputeId: string; input: DisputeStatementInput }) =>
  apiFetch<DisputeView>(disputePath(disputeId, 'respond'), { method: 'POST', body: input });

export function useRespondToDispute() {
  const client = useQueryClient();
  return useMutation({ mutationFn: respondToDispute, onSettled: () => refreshAfterDisputeChange(client) });
}

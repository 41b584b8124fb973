import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisputeView, ProposeSplitInput } from '@homebid/shared/schemas/escrow';
import { apiFetch } from '../../../lib/api';
import { disputePath, refreshAfterDisputeChange } from './dispute-keys';

/** 'Propose a split': the cents to release to the seller, the rest back to the poster; replaces the open proposal. */
export const proposeSplit = ({ disputeId, input }: { disputeId: string; input: ProposeSplitInput }) =>
  apiFetch<DisputeView>(disputePath(disputeId, 'proposals'), { method: 'POST', body: input });

export function useProposeSplit() {
  const client = useQueryClient();
  return useMutation({ mutationFn: proposeSplit, onSettled: () => refreshAfterDisputeChange(client) });
}

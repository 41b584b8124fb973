import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptSplitInput, DisputeView } from '@homebid/shared/schemas/escrow';
import { apiFetch } from '../../../lib/api';
import { disputePath, refreshAfterDisputeChange } from './dispute-keys';

/**
 * 'Accept split': settles the dispute at once. It sends the amount the viewer saw, so a proposal changed meanwhile
 * is refused ('The proposal changed...') and the refresh shows the new one.
 */
export const acceptSplit = ({ disputeId, input }: { disputeId: string; input: AcceptSplitInput }) =>
  apiFetch<DisputeView>(disputePath(disputeId, 'accept'), { method: 'POST', body: input });

export function useAcceptSplit() {
  const client = useQueryClient();
  return useMutation({ mutationFn: acceptSplit, onSettled: () => refreshAfterDisputeChange(client) });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisputeView } from '@homebid/shared/schemas/escrow';
import { apiFetch } from '../../../lib/api';
import { disputePath, refreshAfterDisputeChange } from './dispute-keys';

/** 'Ask HomeBid to decide': the dispute goes to the operators' queue. */
export const askHomeBid = (disputeId: string) => apiFetch<DisputeView>(disputePath(disputeId, 'ask-homebid'), { method: 'POST' });

export function useAskHomeBid() {
  const client = useQueryClient();
  return useMutation({ mutationFn: askHomeBid, onSettled: () => refreshAfterDisputeChange(client) });
}

import type { DecideDisputeInput, DisputeView } from '@homebid/shared/schemas/escrow';
import { apiFetch } from '../../../lib/api';
import { useOperatorMutation } from '../lib/use-operator-mutation';

/** HomeBid's decision: release, refund or a split, with a note; the escrow service moves the money (audited). */
export const decideDispute = ({ disputeId, input }: { disputeId: string; input: DecideDisputeInput }) =>
  apiFetch<DisputeView>(`/admin/disputes/${encodeURIComponent(disputeId)}/decision`, { body: input });

export const useDecideDispute = () => useOperatorMutation(decideDispute);

import { useMutation } from '@tanstack/react-query';
import type { DisputeView, OpenDisputeInput } from '@homebid/shared/schemas/escrow';
import { apiFetch } from '../../../lib/api';

export interface OpenDisputeVariables {
  contractId: string;
  position: number;
  input: OpenDisputeInput;
}

/** 'Open Dispute' on a funded milestone (either side): the money is frozen until the dispute is settled. */
export const openDispute = ({ contractId, position, input }: OpenDisputeVariables) =>
  apiFetch<DisputeView>(`/contracts/${encodeURIComponent(contractId)}/milestones/${position}/disputes`, { method: 'POST', body: input });

/** The dialog refreshes the escrow once it closes (useRefreshWhenClosed), after its evidence files went up. */
export const useOpenDispute = () => useMutation({ mutationFn: openDispute });

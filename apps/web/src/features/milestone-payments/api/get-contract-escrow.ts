import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EscrowState } from '@homebid/shared/domain/escrow';
import type { ContractEscrow } from '@homebid/shared/schemas/escrow';
import { apiFetch } from '../../../lib/api';
import { invalidateRoots } from '../../../lib/queries/query-roots';
import { paymentKeys } from './payment-keys';

export const getContractEscrow = (contractId: string) => apiFetch<ContractEscrow>(`/contracts/${encodeURIComponent(contractId)}/escrow`);

/** States that end without anyone acting (a bank transfer arriving, a payout confirmed): the page asks again. */
const MOVING_STATES: readonly EscrowState[] = ['funding', 'releasing', 'refunding', 'settling'];
const MOVING_POLL_MS = 4_000;

const statesOf = (escrow: ContractEscrow) => escrow.milestones.map((m) => m.state).join();

/**
 * A contract's escrow: each milestone's state in words, the money held, the disputes. While money is moving it is
 * read every few seconds; when a state changes the contract figures (total paid) are refreshed with it.
 */
export function useContractEscrow(contractId: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: paymentKeys.escrow(contractId),
    queryFn: async () => {
      const before = client.getQueryData<ContractEscrow>(paymentKeys.escrow(contractId));
      const next = await getContractEscrow(contractId);
      if (before && statesOf(before) !== statesOf(next)) void invalidateRoots(client, ['bids', 'contracts']);
      return next;
    },
    // a server without escrow, or a failed read, leaves the payments card as it was: no retry storm
    retry: false,
    refetchInterval: (query) => (query.state.data?.milestones.some((m) => MOVING_STATES.includes(m.state)) ? MOVING_POLL_MS : false),
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query';
import type { EscrowState } from '@homebid/shared/domain/escrow';
import type { ContractDetail } from '@homebid/shared/schemas/contract';
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
 * read every few seconds; when a state changes, or the escrow's total paid is not the one the page shows (the contract
 * was read just before a payout completed, the escrow just after), the contract figures and payments are read again.
 */
export function useContractEscrow(contract: Pick<ContractDetail, 'id' | 'totalPaidCents'>) {
  const client = useQueryClient();
  const contractId = contract.id;
  return useQuery({
    queryKey: paymentKeys.escrow(contractId),
    queryFn: async () => {
      const before = client.getQueryData<ContractEscrow>(paymentKeys.escrow(contractId));
      const next = await getContractEscrow(contractId);
      if ((before && statesOf(before) !== statesOf(next)) || next.totalPaidCents !== contract.totalPaidCents) {
        void invalidateRoots(client, ['bids', 'contracts']);
        void client.invalidateQueries({ queryKey: paymentKeys.contract(contractId) });
      }
      return next;
    },
    // a server without escrow, or a failed read, leaves the payments card as it was: no retry storm
    retry: false,
    refetchInterval: (query) => (query.state.data?.milestones.some((m) => MOVING_STATES.includes(m.state)) ? MOVING_POLL_MS : false),
  });
}

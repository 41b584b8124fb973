import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContractSavedResponse } from '@homebid/shared/schemas/contract';
import { apiFetch } from '../../../lib/api';
import { invalidateBidsAndContracts } from '../../../lib/queries/query-roots';

export const acceptContract = (contractId: string) =>
  apiFetch<ContractSavedResponse>(`/contracts/${encodeURIComponent(contractId)}/accept`, { method: 'POST' });

export const withdrawContract = (contractId: string) =>
  apiFetch<{ message: string }>(`/contracts/${encodeURIComponent(contractId)}/withdraw`, { method: 'POST' });

/** The bidder accepts the offer: the bid becomes contract_started ('Won'). */
export function useAcceptContract() {
  const client = useQueryClient();
  return useMutation({ mutationFn: acceptContract, onSettled: () => invalidateBidsAndContracts(client) });
}

/** The poster withdraws the offer, or the bidder withdraws from the contract: it is deleted, the bid is submitted again. */
export function useWithdrawContract() {
  const client = useQueryClient();
  return useMutation({ mutationFn: withdrawContract, onSettled: () => invalidateBidsAndContracts(client) });
}

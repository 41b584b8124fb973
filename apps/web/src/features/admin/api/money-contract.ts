import { useQuery } from '../../../lib/query';
import type { ContractMoney } from '@homebid/shared/schemas/operator';
import { apiFetch } from '../../../lib/api';
import { ADMIN_KEY } from './admin-keys';

/** A contract's money: milestones and escrow, payment attempts, payouts, refunds and ledger entries. */
export const getContractMoney = (contractId: string) => apiFetch<ContractMoney>(`/admin/contracts/${encodeURIComponent(contractId)}/money`);

export const useContractMoney = (contractId: string | undefined) =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'contract-money', contractId],
    queryFn: () => getContractMoney(contractId!),
    enabled: Boolean(contractId),
    // a contract that does not exist (404) is an answer to show, not a failure to retry
    retry: false,
  });

import { useQuery } from '../../../lib/query';
import { contractByBidPath, contractPath, type ContractLookup } from '@homebid/shared/api-paths';
import type { ContractDetail } from '@homebid/shared/schemas/contract';
import { apiFetch } from '../../../lib/api';
import { contractKeys } from './contract-keys';

export const useContract = (id: ContractLookup) => {
  const path = contractPath(id);
  return useQuery({ queryKey: contractKeys.lookup(id.contractId ?? `listing:${id.listingId}`), queryFn: () => apiFetch<ContractDetail>(path!), enabled: path !== null, retry: false });
};

/** The bidder's page looks it up by the bid (/v1/my-bids/contract?bid_id=). */
export const useContractByBid = (bidId: string | null) => {
  const path = contractByBidPath(bidId);
  return useQuery({ queryKey: contractKeys.byBid(bidId ?? ''), queryFn: () => apiFetch<ContractDetail>(path!), enabled: path !== null, retry: false });
};

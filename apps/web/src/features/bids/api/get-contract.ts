import { useQuery } from '@tanstack/react-query';
import type { ContractDetail } from '@homebid/shared/schemas/contract';
import { apiFetch } from '../../../lib/api';
import { bidKeys } from './bid-keys';

export interface ContractLookup {
  contractId: string | null;
  listingId: string | null;
}

/** The poster's page looks a contract up by its id, or by its listing (from My Projects): ?contract_id= or ?listing_id=. */
export const contractLookupOf = (params: URLSearchParams): ContractLookup => ({ contractId: params.get('contract_id'), listingId: params.get('listing_id') });

export const contractPath = (id: ContractLookup) =>
  id.contractId ? `/contracts/${encodeURIComponent(id.contractId)}` : id.listingId ? `/listings/${encodeURIComponent(id.listingId)}/contract` : null;
export const contractByBidPath = (bidId: string | null) => (bidId ? `/bids/${encodeURIComponent(bidId)}/contract` : null);

export const useContract = (id: ContractLookup) => {
  const path = contractPath(id);
  return useQuery({ queryKey: bidKeys.contract(id.contractId ?? `listing:${id.listingId}`), queryFn: () => apiFetch<ContractDetail>(path!), enabled: path !== null, retry: false });
};

/** The bidder's page looks it up by the bid (/v1/my-bids/contract?bid_id=). */
export const useContractByBid = (bidId: string | null) => {
  const path = contractByBidPath(bidId);
  return useQuery({ queryKey: bidKeys.contractByBid(bidId ?? ''), queryFn: () => apiFetch<ContractDetail>(path!), enabled: path !== null, retry: false });
};

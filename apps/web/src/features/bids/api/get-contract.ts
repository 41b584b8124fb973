import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContractDetail } from '@homebid/shared/schemas/contract';
import { apiFetch } from '../../../lib/api';
import { bidKeys } from './bid-keys';

export const getContract = (id: string) => apiFetch<ContractDetail>(`/contracts/${encodeURIComponent(id)}`);
export const getContractByListing = (listingId: string) => apiFetch<ContractDetail>(`/listings/${encodeURIComponent(listingId)}/contract`);
export const getContractByBid = (bidId: string) => apiFetch<ContractDetail>(`/bids/${encodeURIComponent(bidId)}/contract`);

export interface ContractLookup {
  contractId: string | null;
  listingId: string | null;
}

/** The poster's page looks a contract up by its id, or by its listing (from My Projects): ?contract_id= or ?listing_id=. */
export const contractLookupOf = (params: URLSearchParams): ContractLookup => ({ contractId: params.get('contract_id'), listingId: params.get('listing_id') });

export const contractOptions = (id: ContractLookup) =>
  queryOptions({
    queryKey: bidKeys.contract(id.contractId ?? `listing:${id.listingId}`),
    queryFn: () => (id.contractId ? getContract(id.contractId) : getContractByListing(id.listingId!)),
    enabled: Boolean(id.contractId || id.listingId),
    retry: false,
  });

export const useContract = (id: ContractLookup) => useQuery(contractOptions(id));

/** The bidder's page looks it up by the bid (/v1/my-bids/contract?bid_id=). */
export const contractByBidOptions = (bidId: string | null) =>
  queryOptions({ queryKey: bidKeys.contractByBid(bidId ?? ''), queryFn: () => getContractByBid(bidId!), enabled: Boolean(bidId), retry: false });

export const useContractByBid = (bidId: string | null) => useQuery(contractByBidOptions(bidId));

import { useQuery } from '@tanstack/react-query';
import type { ContractDetail } from '@homebid/shared/schemas/contract';
import { apiFetch } from '../../../lib/api';
import { bidKeys } from './bid-keys';

export const getContract = (id: string) => apiFetch<ContractDetail>(`/contracts/${encodeURIComponent(id)}`);
export const getContractByListing = (listingId: string) => apiFetch<ContractDetail>(`/listings/${encodeURIComponent(listingId)}/contract`);
export const getContractByBid = (bidId: string) => apiFetch<ContractDetail>(`/bids/${encodeURIComponent(bidId)}/contract`);

/** The poster's page looks a contract up by its id, or by its listing (from My Projects). */
export const useContract = (id: { contractId: string | null; listingId: string | null }) =>
  useQuery({
    queryKey: bidKeys.contract(id.contractId ?? `listing:${id.listingId}`),
    queryFn: () => (id.contractId ? getContract(id.contractId) : getContractByListing(id.listingId!)),
    enabled: Boolean(id.contractId || id.listingId),
    retry: false,
  });

/** The bidder's page looks it up by the bid (/v1/my-bids/contract?bid_id=). */
export const useContractByBid = (bidId: string | null) =>
  useQuery({ queryKey: bidKeys.contractByBid(bidId ?? ''), queryFn: () => getContractByBid(bidId!), enabled: Boolean(bidId), retry: false });

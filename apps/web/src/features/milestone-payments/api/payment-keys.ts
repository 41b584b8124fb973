import type { QueryClient } from '@tanstack/react-query';
import { bidKeys } from '../../bids/api/bid-keys';

export const paymentKeys = {
  contract: (contractId: string) => ['milestone-payments', 'contract', contractId] as const,
  quote: (contractId: string, position: number) => ['milestone-payments', 'quote', contractId, position] as const,
  status: (paymentId: string) => ['milestone-payments', 'status', paymentId] as const,
};

/** A payment changed: refresh the payments and the contract figures of both pages. */
export const invalidatePayments = (client: QueryClient) =>
  Promise.all([client.invalidateQueries({ queryKey: ['milestone-payments'] }), client.invalidateQueries({ queryKey: bidKeys.all })]);

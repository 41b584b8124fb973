import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoots, QUERY_ROOTS } from '../../../lib/queries/query-roots';

export const paymentKeys = {
  contract: (contractId: string) => [...QUERY_ROOTS.milestonePayments, 'contract', contractId] as const,
  quote: (contractId: string, position: number) => [...QUERY_ROOTS.milestonePayments, 'quote', contractId, position] as const,
  status: (paymentId: string) => [...QUERY_ROOTS.milestonePayments, 'status', paymentId] as const,
  /** A contract's escrow: under the payments root, so every payment change refreshes it too. */
  escrow: (contractId: string) => [...QUERY_ROOTS.milestonePayments, 'escrow', contractId] as const,
};

/** A payment or escrow step changed: refresh the payments, the escrow and the contract figures of both pages (and the bids they show). */
export const invalidatePayments = (client: QueryClient) => invalidateRoots(client, ['milestonePayments', 'bids', 'contracts']);

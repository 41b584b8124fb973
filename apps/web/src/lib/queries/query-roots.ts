import type { QueryClient } from '@tanstack/react-query';

/**
 * The first part of the query keys of data that one feature shows and another changes (a contract's figures after
 * a payment, a listing's bid count after a bid). react-query matches keys by prefix, so a feature refreshes another
 * feature's data by its root here rather than by importing that feature's keys.
 */
export const QUERY_ROOTS = {
  profile: ['profile'],
  listings: ['listings'],
  bids: ['bids'],
  contracts: ['contracts'],
  milestonePayments: ['milestone-payments'],
} as const;

type QueryRoot = keyof typeof QUERY_ROOTS;

/** Reloads every query under the given roots. */
export const invalidateRoots = (client: QueryClient, roots: QueryRoot[]) =>
  Promise.all(roots.map((root) => client.invalidateQueries({ queryKey: QUERY_ROOTS[root] })));

/** A bid or a contract changed: bids, contracts and listings (bid counts, statuses) all reload. */
export const invalidateBidsAndContracts = (client: QueryClient) => invalidateRoots(client, ['bids', 'contracts', 'listings']);

import { useQueryClient } from '@tanstack/react-query';
import { useQuery } from '../../../lib/query';
import type { ContractPayments } from '@homebid/shared/schemas/milestone-payment';
import { apiFetch } from '../../../lib/api';
import { invalidateRoots } from '../../../lib/queries/query-roots';
import { getPaymentStatus } from './get-payment-status';
import { paymentKeys } from './payment-keys';

export const getContractPayments = (contractId: string) => apiFetch<ContractPayments>(`/contracts/${encodeURIComponent(contractId)}/payments`);

const PROCESSING_POLL_MS = 3_000;

/**
 * The payment status of each milestone of a contract. While one is processing, the page asks the server to read
 * the provider's status every few seconds (the server settles it; the browser's word is never used), and the
 * contract figures are refreshed when anything changes.
 */
export function useContractPayments(contractId: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: paymentKeys.contract(contractId),
    queryFn: async () => {
      const before = client.getQueryData<ContractPayments>(paymentKeys.contract(contractId));
      const processing = before?.milestones.filter((m) => m.status === 'processing' && m.paymentId) ?? [];
      await Promise.all(processing.map((m) => getPaymentStatus(m.paymentId!).catch(() => undefined)));
      const next = await getContractPayments(contractId);
      if (before && JSON.stringify(before.milestones.map((m) => m.status)) !== JSON.stringify(next.milestones.map((m) => m.status))) {
        void invalidateRoots(client, ['bids', 'contracts']);
      }
      return next;
    },
    refetchInterval: (query) => (query.state.data?.milestones.some((m) => m.status === 'processing') ? PROCESSING_POLL_MS : false),
  });
}

import type { OperatorRefundInput, OperatorRefundResult } from '@homebid/shared/schemas/operator';
import { apiFetch } from '../../../lib/api';
import { useOperatorMutation } from '../lib/use-operator-mutation';

/** An admin's refund of a completed card payment: the provider's refund, the milestone unpaid again, the ledger entry. */
export const refundPayment = ({ paymentId, input }: { paymentId: string; input: OperatorRefundInput }) =>
  apiFetch<OperatorRefundResult>(`/admin/payments/${encodeURIComponent(paymentId)}/refund`, { body: input });

export const useRefundPayment = () => useOperatorMutation(refundPayment);

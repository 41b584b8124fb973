import { useQuery } from '../../../lib/query';
import type { PaymentQuoteResponse } from '@homebid/shared/schemas/milestone-payment';
import { apiFetch } from '../../../lib/api';
import { paymentKeys } from './payment-keys';

export const getPaymentQuote = (contractId: string, position: number) =>
  apiFetch<PaymentQuoteResponse>(`/contracts/${encodeURIComponent(contractId)}/milestones/${position}/quote`);

/** The spec's payment quote and the gates of each method, while the dialog is open. */
export const usePaymentQuote = (contractId: string, position: number, enabled: boolean) =>
  useQuery({ queryKey: paymentKeys.quote(contractId, position), queryFn: () => getPaymentQuote(contractId, position), enabled, retry: false, staleTime: 0 });

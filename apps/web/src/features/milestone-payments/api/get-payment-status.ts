import type { MilestonePaymentView } from '@homebid/shared/schemas/milestone-payment';
import { apiFetch } from '../../../lib/api';

/** The server reads the provider's status of the payment first, then answers. */
export const getPaymentStatus = (paymentId: string) => apiFetch<MilestonePaymentView>(`/milestone-payments/${encodeURIComponent(paymentId)}`);

import { ADMIN_MSG } from '@homebid/shared/constants/admin';
import { OPERATOR_MSG } from '@homebid/shared/constants/operator';
import type { PaymentAttempt } from '@homebid/shared/schemas/operator';

type RefundFields = Pick<PaymentAttempt, 'refundable' | 'status' | 'purpose' | 'method' | 'providerRef'>;

/**
 * Why the operator cannot refund this payment attempt, in the server's words, or undefined when they can. The server
 * decides (`refundable`, from its isOperatorRefundable: a completed card payment of a milestone with the provider's
 * id); the reasons follow the order of its refusals (milestone-payments/operator-refund.ts), so the button says what
 * the server would answer. Only an admin refunds.
 */
export function refundBlockReason(attempt: RefundFields, isAdmin: boolean): string | undefined {
  if (attempt.status === 'refunded') return OPERATOR_MSG.alreadyRefunded;
  if (attempt.purpose === 'fund') return OPERATOR_MSG.refundEscrow;
  if (attempt.status !== 'succeeded') return OPERATOR_MSG.refundNotCompleted;
  if (attempt.method !== 'card') return OPERATOR_MSG.refundBank;
  if (!attempt.refundable || !attempt.providerRef) return OPERATOR_MSG.refundNotCompleted;
  if (!isAdmin) return ADMIN_MSG.adminOnly;
  return undefined;
}

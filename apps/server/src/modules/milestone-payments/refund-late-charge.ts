import type { PaymentsContext } from './pay-milestone.service';
import type { Payment } from './payable-milestone';

/**
 * Gives back a card charge that arrived for an attempt we had canceled (settle-payment marked it refunded and
 * booked the charge and its refund). Called after commit, never inside a transaction (the sandbox provider uses
 * the same database). The key makes a repeated call harmless.
 */
export async function refundLateCharge(ctx: Pick<PaymentsContext, 'payments'>, payment: Payment): Promise<void> {
  if (payment.method !== 'card' || payment.status !== 'refunded' || !payment.providerRef) return;
  await ctx.payments.card.createRefund({ paymentIntentId: payment.providerRef, idempotencyKey: `${payment.idempotencyKey}:refund` });
}

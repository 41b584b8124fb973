import type { FastifyBaseLogger } from 'fastify';
import { tryProvider } from '../../platform/payment-providers/call-provider';
import { buildIdempotencyKey } from '../../platform/payment-providers/idempotency-key';
import type { MilestonePaymentsContext } from './milestone-payments-context';
import { milestoneRef, type Payment } from './payable-milestone';

/**
 * Gives back a card charge that arrived for an attempt we had canceled (settle-payment marked it refunded and
 * booked the charge and its refund). Called after commit, never inside a transaction (the sandbox provider uses
 * the same database). The key makes a repeated call harmless; one that fails is logged, and the next status read
 * of the payment makes it again.
 */
export async function refundLateCharge(ctx: Pick<MilestonePaymentsContext, 'payments'>, log: Pick<FastifyBaseLogger, 'warn'>, payment: Payment): Promise<void> {
  const paymentIntentId = payment.providerRef;
  // an attempt that had settled and was refunded by an operator was refunded then (operator-refund.ts)
  if (payment.method !== 'card' || payment.status !== 'refunded' || !paymentIntentId || payment.settledAt !== null) return;
  const idempotencyKey = buildIdempotencyKey('milestone-refund', milestoneRef(payment.contractId, payment.milestonePosition), payment.attempt);
  await tryProvider(log, () => ctx.payments.card.createRefund({ paymentIntentId, idempotencyKey }));
}

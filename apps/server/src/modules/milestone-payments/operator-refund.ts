import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatCents } from '@homebid/shared/money';
import { OPERATOR_MSG } from '@homebid/shared/schemas/operator';
import { bidderContractPath, posterContractPath } from '@homebid/shared/web-paths';
import type { Database } from '../../db/client';
import { contracts } from '../../db/schema/bids';
import { milestonePayments } from '../../db/schema/milestone-payments';
import { conflict, notFound, type AppError } from '../../platform/errors';
import { callProvider } from '../../platform/payment-providers/call-provider';
import { buildIdempotencyKey } from '../../platform/payment-providers/idempotency-key';
import { recordAlert } from '../alerts/record-alert';
import { isUuid } from '../bids/bids.policy';
import { recordMilestoneUnpaid } from '../contracts/contract-payments';
import { postLedgerEntry, type LedgerLineInput } from './ledger';
import type { MilestonePaymentsContext } from './milestone-payments-context';
import type { Payment } from './payable-milestone';
import { lockPaymentById } from './settle-payment';

/**
 * An operator's refund of a completed payment (the console's Money page, issue 28): the whole charge goes back to the
 * poster, the milestone is unpaid again, and the books say so.
 *
 * Only a card payment of a milestone ('Mark as Completed & Pay', purpose 'pay') qualifies. Its charge is a destination
 * charge, so the card provider's refund takes the seller's share back from their connected account and returns the
 * platform's fee (the Stripe adapter refunds with reverse_transfer and refund_application_fee). A bank transfer is
 * refused: the bank-transfer provider can only move money by a new transfer, and HomeBid cannot debit the seller's
 * bank. Escrow funding is refused too: its money leaves escrow only through escrow's own refund or a dispute.
 */

/** Whether an operator may refund the attempt. */
export const isOperatorRefundable = (p: Pick<Payment, 'purpose' | 'status' | 'method' | 'providerRef'>) =>
  p.purpose === 'pay' && p.status === 'succeeded' && p.method === 'card' && p.providerRef !== null;

/** Why the attempt cannot be refunded, or undefined when it can. */
function refusalOf(p: Payment): AppError | undefined {
  if (p.status === 'refunded') return conflict(OPERATOR_MSG.alreadyRefunded, 'already_refunded');
  if (p.purpose === 'fund') return conflict(OPERATOR_MSG.refundEscrow, 'escrow_payment');
  if (p.status !== 'succeeded') return conflict(OPERATOR_MSG.refundNotCompleted, 'payment_not_completed');
  if (p.method !== 'card') return conflict(OPERATOR_MSG.refundBank, 'bank_refund_unsupported');
  if (!p.providerRef) return conflict(OPERATOR_MSG.refundNotCompleted, 'payment_not_completed');
  return undefined;
}

/**
 * The refund's entry. The poster gets the whole charge back (T), the seller's payout is taken back (M) and so is
 * HomeBid's fee (F = T - M); the card provider keeps its own fee on a refund, so provider_fees stays as the payment
 * booked it and the platform's fee account carries that loss:
 *   poster_funding:<poster> +T | seller_payout:<seller> -M | platform_fees -F
 */
export function buildOperatorRefundLines(p: Pick<Payment, 'payerId' | 'payeeId' | 'totalCents' | 'milestoneAmountCents' | 'feeCents'>): LedgerLineInput[] {
  return [
    { kind: 'poster_funding', userId: p.payerId, amountCents: Number(p.totalCents) },
    { kind: 'seller_payout', userId: p.payeeId, amountCents: -Number(p.milestoneAmountCents) },
    { kind: 'platform_fees', amountCents: -Number(p.feeCents) },
  ];
}

export interface OperatorRefundOptions {
  /**
   * Runs in the refund's transaction once the attempt, the milestone and the ledger moved (the caller's audit row),
   * so that the refund and its record commit or roll back together.
   */
  onRefunded(tx: Database, before: Payment, after: Payment): Promise<void>;
}

/**
 * Refunds a completed card payment: the provider's refund first, outside any transaction (the sandbox provider writes
 * the same database), with a key of its own that is the same at every try, so a repeat, or two operators at once,
 * make one refund at the provider. Then one transaction under the contract's lock moves the attempt to refunded, the
 * milestone back to unpaid (the contract's total paid down), posts the refund's entry, alerts both sides and runs
 * `onRefunded`. A second refund is refused (409) before the provider is called, or, when it raced the first, by the
 * transaction. Should the transaction fail after the provider refunded, repeating the refund completes it: the
 * provider answers the same refund for the same key.
 */
export async function refundCompletedPayment(
  ctx: Pick<MilestonePaymentsContext, 'db' | 'payments'>,
  log: Pick<FastifyBaseLogger, 'warn'>,
  paymentId: string,
  options: OperatorRefundOptions,
): Promise<Payment> {
  if (!isUuid(paymentId)) throw notFound(OPERATOR_MSG.paymentNotFound);
  const [payment] = await ctx.db.select().from(milestonePayments).where(eq(milestonePayments.id, paymentId));
  if (!payment) throw notFound(OPERATOR_MSG.paymentNotFound);
  const refusal = refusalOf(payment);
  if (refusal) throw refusal;

  const idempotencyKey = buildIdempotencyKey('operator-refund', payment.id, 1);
  await callProvider(log, () => ctx.payments.card.createRefund({ paymentIntentId: payment.providerRef!, amountCents: Number(payment.totalCents), idempotencyKey }));

  return ctx.db.transaction(async (tx) => {
    const locked = await lockPaymentById(tx, payment.id);
    const lateRefusal = locked ? refusalOf(locked) : notFound(OPERATOR_MSG.paymentNotFound);
    if (lateRefusal) throw lateRefusal;
    const before = locked!;
    const [after] = await tx.update(milestonePayments).set({ status: 'refunded', updatedAt: new Date() }).where(eq(milestonePayments.id, before.id)).returning();
    await recordMilestoneUnpaid(tx, before.contractId, before.milestonePosition, Number(before.milestoneAmountCents));
    await postLedgerEntry(tx, {
      kind: 'refund',
      paymentId: before.id,
      contractId: before.contractId,
      milestonePosition: before.milestonePosition,
      memo: `Milestone ${before.milestonePosition}: card payment refunded by HomeBid`,
      lines: buildOperatorRefundLines(before),
    });
    await alertRefund(tx, before);
    await options.onRefunded(tx, before, after!);
    return after!;
  });
}

async function alertRefund(tx: Database, p: Payment) {
  const [contract] = await tx.select({ bidId: contracts.bidId }).from(contracts).where(eq(contracts.id, p.contractId));
  const base = { kind: 'milestone_payment_returned', title: OPERATOR_MSG.refundAlertTitle } as const;
  await recordAlert(tx, {
    ...base,
    userId: p.payerId,
    message: `HomeBid refunded your card payment of ${formatCents(Number(p.totalCents))} for milestone ${p.milestonePosition}. The milestone is unpaid again.`,
    link: posterContractPath(p.contractId),
  });
  await recordAlert(tx, {
    ...base,
    userId: p.payeeId,
    message: `HomeBid refunded the payment for milestone ${p.milestonePosition}: ${formatCents(Number(p.milestoneAmountCents))} was taken back. The milestone is unpaid again.`,
    link: bidderContractPath(contract?.bidId ?? ''),
  });
}

import { eq } from 'drizzle-orm';
import { MILESTONE_PAYMENT_MSG as MSG, type ContractPayments, type MilestonePaymentView } from '@homebid/shared/schemas/milestone-payment';
import { milestonePayments } from '../../db/schema/milestone-payments';
import { notFound } from '../../platform/errors';
import { PaymentProviderError } from '../../platform/payment-providers/providers';
import { isUuid } from '../bids/bids.policy';
import { findContractForSide } from './payable-milestone';
import type { PaymentsContext } from './pay-milestone.service';
import { listContractPayments, toPaymentView } from './payment-view';
import { settleCardIntent, settleTransfer } from './settle-payment';
import { refundLateCharge } from './refund-late-charge';

/**
 * An attempt for one of its contract's sides, after the server has read the provider's status of a payment that is
 * still on its way: a lost or late webhook cannot leave a payment unsettled, and the browser's word is never used.
 */
export async function getPaymentStatus(ctx: PaymentsContext, userId: string, paymentId: string): Promise<MilestonePaymentView> {
  if (!isUuid(paymentId)) throw notFound(MSG.paymentNotFound);
  const [payment] = await ctx.db.select().from(milestonePayments).where(eq(milestonePayments.id, paymentId));
  if (!payment) throw notFound(MSG.paymentNotFound);
  await findContractForSide(ctx.db, userId, payment.contractId).catch(() => {
    throw notFound(MSG.paymentNotFound);
  });
  const latest = await readAndSettle(ctx, payment);
  return toPaymentView(ctx.db, latest);
}

async function readAndSettle(ctx: PaymentsContext, payment: typeof milestonePayments.$inferSelect) {
  if (!payment.providerRef || !['pending', 'processing', 'canceled', 'refunded'].includes(payment.status)) return payment;
  try {
    if (payment.method === 'card') {
      const intent = await ctx.payments.card.getPaymentIntent(payment.providerRef);
      const settled = await ctx.db.transaction((tx) => settleCardIntent(tx, intent));
      if (settled?.payment.status === 'refunded') await refundLateCharge(ctx, settled.payment);
      return settled?.payment ?? payment;
    }
    if (payment.status === 'canceled' || payment.status === 'refunded') return payment;
    const transfer = await ctx.payments.ach.getTransfer(payment.providerRef);
    return (await ctx.db.transaction((tx) => settleTransfer(tx, transfer)))?.payment ?? payment;
  } catch (error) {
    // the provider did not answer: show what we know; the webhook or the next read settles it
    if (error instanceof PaymentProviderError) return payment;
    throw error;
  }
}

/** The payments of a contract, per milestone, for its two sides. */
export async function getContractPayments(ctx: PaymentsContext, userId: string, contractId: string): Promise<ContractPayments> {
  await findContractForSide(ctx.db, userId, contractId);
  return listContractPayments(ctx.db, contractId);
}

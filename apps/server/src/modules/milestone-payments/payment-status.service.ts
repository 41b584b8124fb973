import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MILESTONE_PAYMENT_MSG as MSG, type ContractPayments, type MilestonePaymentView } from '@homebid/shared/schemas/milestone-payment';
import { milestonePayments } from '../../db/schema/milestone-payments';
import { notFound } from '../../platform/errors';
import { tryProvider } from '../../platform/payment-providers/call-provider';
import { isUuid } from '../bids/bids.policy';
import type { MilestonePaymentsContext } from './milestone-payments-context';
import { findContractForSide, type Payment } from './payable-milestone';
import { listContractPayments, toPaymentView } from './payment-view';
import { refundLateCharge } from './refund-late-charge';
import { settleCardIntent, settleTransfer } from './settle-payment';

type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * An attempt for one of its contract's sides, after the server has read the provider's status of a payment that is
 * still on its way: a lost or late webhook cannot leave a payment unsettled, and the browser's word is never used.
 */
export async function getPaymentStatus(ctx: MilestonePaymentsContext, log: Log, userId: string, paymentId: string): Promise<MilestonePaymentView> {
  if (!isUuid(paymentId)) throw notFound(MSG.paymentNotFound);
  const [payment] = await ctx.db.select().from(milestonePayments).where(eq(milestonePayments.id, paymentId));
  if (!payment) throw notFound(MSG.paymentNotFound);
  await findContractForSide(ctx.db, userId, payment.contractId).catch(() => {
    throw notFound(MSG.paymentNotFound);
  });
  const latest = await readAndSettle(ctx, log, payment);
  return toPaymentView(ctx.db, latest);
}

/** The provider's word on the payment, applied; a provider that does not answer leaves what we know (a webhook or the next read settles it). */
async function readAndSettle(ctx: MilestonePaymentsContext, log: Log, payment: Payment): Promise<Payment> {
  const providerRef = payment.providerRef;
  if (!providerRef || !['pending', 'processing', 'canceled', 'refunded'].includes(payment.status)) return payment;
  if (payment.method === 'card') {
    const intent = await tryProvider(log, () => ctx.payments.card.getPaymentIntent(providerRef));
    if (!intent) return payment;
    const settled = await ctx.db.transaction((tx) => settleCardIntent(tx, intent));
    if (settled?.payment.status === 'refunded') await refundLateCharge(ctx, log, settled.payment);
    return settled?.payment ?? payment;
  }
  if (payment.status === 'canceled' || payment.status === 'refunded') return payment;
  const transfer = await tryProvider(log, () => ctx.payments.ach.getTransfer(providerRef));
  if (!transfer) return payment;
  return (await ctx.db.transaction((tx) => settleTransfer(tx, transfer)))?.payment ?? payment;
}

/** The payments of a contract, per milestone, for its two sides. */
export async function getContractPayments(ctx: Pick<MilestonePaymentsContext, 'db'>, userId: string, contractId: string): Promise<ContractPayments> {
  await findContractForSide(ctx.db, userId, contractId);
  return listContractPayments(ctx.db, contractId);
}

import type { FastifyBaseLogger } from 'fastify';
import type { AchWebhookHandler, CardWebhookHandler, CardWebhookType, PaymentWebhookHandlers } from '../payment-webhooks/webhook-handlers';
import type { MilestonePaymentsContext } from './milestone-payments-context';
import { refundLateCharge } from './refund-late-charge';
import { settleCardIntent, settleTransfer } from './settle-payment';

const CARD_TYPES = ['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.processing', 'payment_intent.requires_action', 'payment_intent.canceled'] as const satisfies readonly CardWebhookType[];
const ACH_TOPICS = ['customer_transfer_completed', 'customer_transfer_failed', 'customer_transfer_cancelled', 'customer_bank_transfer_failed'];

/**
 * The providers' word on milestone payments: each handler runs in the transaction that records the event id, so
 * a replay has no effect, and settles the attempt by the payment's own state (not by the event's order), so
 * late or out-of-order events cannot move it backwards. No provider call happens inside: the transfer is read
 * before the transaction by the receiver; a refund of a late charge is made after commit.
 */
export function createMilestonePaymentWebhookHandlers(ctx: Pick<MilestonePaymentsContext, 'payments'>, log: Pick<FastifyBaseLogger, 'warn' | 'error'>): PaymentWebhookHandlers {
  const settleIntent: CardWebhookHandler = async ({ tx, event, afterCommit }) => {
    if (!('paymentIntent' in event)) return;
    const settled = await settleCardIntent(tx, event.paymentIntent);
    if (settled?.refundDue) {
      const payment = settled.payment;
      afterCommit(() => refundLateCharge(ctx, log, payment).catch((error: unknown) => log.error({ paymentId: payment.id, error }, 'refund of a late charge failed')));
    }
  };
  const settle: AchWebhookHandler = async ({ tx, transfer }) => {
    if (transfer) await settleTransfer(tx, transfer);
  };
  return {
    card: Object.fromEntries(CARD_TYPES.map((type) => [type, settleIntent])),
    ach: Object.fromEntries(ACH_TOPICS.map((topic) => [topic, settle])),
  };
}

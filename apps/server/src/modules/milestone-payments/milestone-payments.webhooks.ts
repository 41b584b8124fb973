import { registerAchWebhookHandler, registerCardWebhookHandler } from '../payout-setup/webhooks/webhook-handlers';
import type { CardWebhookEvent } from '../../platform/payment-providers/providers';
import { refundLateCharge } from './refund-late-charge';
import { settleCardIntent, settleTransfer } from './settle-payment';

const NAME = 'milestone-payments';
const CARD_TYPES = ['payment_intent.succeeded', 'payment_intent.payment_failed', 'payment_intent.processing', 'payment_intent.requires_action', 'payment_intent.canceled'] as const;
const ACH_TOPICS = ['customer_transfer_completed', 'customer_transfer_failed', 'customer_transfer_cancelled', 'customer_bank_transfer_failed'];

/**
 * The providers' word on milestone payments: each handler runs in the transaction that records the event id, so
 * a replay has no effect, and settles the attempt by the payment's own state (not by the event's order), so
 * late or out-of-order events cannot move it backwards. No provider call happens inside: the transfer is read
 * before the transaction by the receiver; a refund of a late charge is made after commit.
 */
export function registerMilestonePaymentWebhooks() {
  for (const type of CARD_TYPES) {
    registerCardWebhookHandler(type, NAME, async ({ tx, ctx, event }) => {
      const intent = (event as Extract<CardWebhookEvent, { paymentIntent: unknown }>).paymentIntent;
      const settled = await settleCardIntent(tx, intent);
      if (settled?.refundDue) {
        const payment = settled.payment;
        setImmediate(() => void refundLateCharge(ctx, payment).catch((error: unknown) => console.error('refund of a late charge failed', payment.id, error)));
      }
    });
  }
  for (const topic of ACH_TOPICS) {
    registerAchWebhookHandler(topic, NAME, async ({ tx, transfer }) => {
      if (transfer) await settleTransfer(tx, transfer);
    });
  }
}

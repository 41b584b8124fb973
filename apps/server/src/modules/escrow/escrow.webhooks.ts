import type { PaymentWebhookHandlers, AchWebhookHandler } from '../payment-webhooks/webhook-handlers';
import { settlePayoutTransfer } from './escrow-payouts';

const ACH_TOPICS = ['customer_transfer_completed', 'customer_transfer_failed', 'customer_transfer_cancelled', 'customer_bank_transfer_failed'];

/**
 * The bank-transfer provider's word on escrow payouts (transfers out of the platform's balance): completed pays the
 * payout out, failed marks it for a retry. Card payouts need no event: a transfer or refund is made when created.
 * The funding transfers are the milestone-payments module's (their attempts), settled by its own handlers.
 */
export function createEscrowWebhookHandlers(): PaymentWebhookHandlers {
  const settle: AchWebhookHandler = async ({ tx, transfer }) => {
    if (transfer) await settlePayoutTransfer(tx, transfer);
  };
  return { ach: Object.fromEntries(ACH_TOPICS.map((topic) => [topic, settle])) };
}

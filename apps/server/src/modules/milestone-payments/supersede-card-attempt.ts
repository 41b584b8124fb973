import type { FastifyBaseLogger } from 'fastify';
import { MILESTONE_PAYMENT_MSG as MSG } from '@homebid/shared/schemas/milestone-payment';
import { callProvider, tryProvider } from '../../platform/payment-providers/call-provider';
import { buildIdempotencyKey } from '../../platform/payment-providers/idempotency-key';
import type { MilestonePaymentsContext } from './milestone-payments-context';
import { listAttempts, milestoneRef, type Payment } from './payable-milestone';
import { settleCardIntent } from './settle-payment';

type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * A card attempt still waiting for its card may give way to another attempt (a bank transfer, or the other purpose:
 * funding instead of paying, or the reverse), once the provider confirms that no money is moving on it. Returns its
 * id, or undefined when there is none to give way (then the new attempt is refused while the card payment goes on).
 */
export async function findCancelableCardAttempt(
  ctx: MilestonePaymentsContext,
  log: Log,
  contractId: string,
  position: number,
  wanted: { method: Payment['method']; purpose: Payment['purpose'] },
): Promise<string | undefined> {
  const live = (await listAttempts(ctx.db, contractId, position)).find((a) => a.status === 'pending' && a.method === 'card');
  if (live && live.method === wanted.method && live.purpose === wanted.purpose) return undefined;
  if (!live?.providerRef) return live?.id;
  const providerRef = live.providerRef;
  const intent = await callProvider(log, () => ctx.payments.card.getPaymentIntent(providerRef), { unavailable: MSG.providerUnavailable });
  if (intent.status === 'requires_payment_method' || intent.status === 'requires_confirmation') return live.id;
  await ctx.db.transaction((tx) => settleCardIntent(tx, intent));
  return undefined;
}

/**
 * Cancels at the provider the payment intent of a card attempt given up for another attempt (already canceled
 * here), so that a card form still open can no longer charge the card. Should the cancel not get through (no
 * answer, or the form confirmed the intent a moment before), the charge that follows is refunded: settle-payment
 * marks it refunded and refund-late-charge gives the money back.
 */
export async function cancelSupersededIntent(ctx: Pick<MilestonePaymentsContext, 'payments'>, log: Log, superseded: Payment): Promise<void> {
  const paymentIntentId = superseded.providerRef;
  // without an intent id (its creation never answered) no card form holds its client secret: nothing can confirm it
  if (!paymentIntentId) return;
  const idempotencyKey = buildIdempotencyKey('milestone-cancel', milestoneRef(superseded.contractId, superseded.milestonePosition), superseded.attempt);
  await tryProvider(log, () => ctx.payments.card.cancelPaymentIntent({ paymentIntentId, idempotencyKey }));
}

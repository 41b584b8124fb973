import type { MilestonePaymentView } from '@homebid/shared/schemas/milestone-payment';

/** What a card payment page does: pay the seller, or fund the milestone into escrow. */
export type PaymentPurpose = 'pay' | 'fund';

/**
 * What the server's read of the provider says of the attempt: a payment is done once the milestone is paid; a
 * funding once its attempt succeeded (the money is then held, the milestone is not paid). A card attempt that was
 * declined waits for another card, pending with the reason, which reads failed.
 */
export function verifiedOutcome(view: MilestonePaymentView | undefined, purpose: PaymentPurpose): 'done' | 'failed' | null {
  if (!view) return null;
  if (purpose === 'pay') return view.milestoneStatus === 'paid' ? 'done' : view.milestoneStatus === 'failed' ? 'failed' : null;
  if (view.status === 'succeeded') return 'done';
  if (view.status === 'failed' || (view.status === 'pending' && view.failureReason)) return 'failed';
  return null;
}

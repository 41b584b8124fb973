/**
 * Milestone payments (spec part 2, section 4 'Milestone payment'), written once. A milestone is paid through
 * attempts: each attempt is one call to a provider (a card payment intent or a bank transfer) with its own
 * idempotency key. The milestone's status follows from its attempts:
 *
 *   unpaid --pay--> processing --provider confirms--> paid            (paid is final for cards)
 *                       |  \--provider refuses--> failed --pay again--> processing
 *                       \--bank returns the transfer--> unpaid (with the bank's reason)
 *   paid (bank transfer) --bank returns it later--> unpaid (total_paid goes back down)
 *
 * A card attempt waiting for the card (or for another card after a decline) counts as unpaid (failed after a
 * decline): no money moves until the provider says processing or succeeded.
 *
 * Only the provider's word (its webhook, or its status read by the server) moves an attempt to succeeded,
 * failed or returned; the browser's word never does.
 */

export const PAYMENT_METHODS = ['card', 'ach'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * One attempt's life. `pending`: stored before the provider call, or waiting for the card (the payment intent
 * needs a card, a confirmation or extra authentication). `processing`: the provider has the money moving.
 * `canceled`: abandoned before any money moved (a pending card attempt replaced by a bank transfer).
 * `refunded`: the provider took money for a canceled attempt after all (its card form was still open): it is
 * given back, never counted as a second payment.
 */
export const ATTEMPT_STATUSES = ['pending', 'processing', 'succeeded', 'failed', 'returned', 'canceled', 'refunded'] as const;
export type AttemptStatus = (typeof ATTEMPT_STATUSES)[number];

/** At most one attempt per milestone may be in one of these states (a partial unique index says so too). */
export const LIVE_ATTEMPT_STATUSES: readonly AttemptStatus[] = ['pending', 'processing', 'succeeded'];

const ATTEMPT_MOVES: Record<AttemptStatus, readonly AttemptStatus[]> = {
  pending: ['pending', 'processing', 'succeeded', 'failed', 'canceled'],
  processing: ['processing', 'succeeded', 'failed', 'returned'],
  // a card payment is final once it succeeded; a bank transfer can still be returned by the bank
  succeeded: ['succeeded', 'returned'],
  failed: ['failed'],
  returned: ['returned'],
  canceled: ['canceled', 'refunded'],
  refunded: ['refunded'],
};

/**
 * Whether an attempt may move from `from` to `to`. A move to the same state is allowed and means "nothing
 * to do" (a webhook delivered again). A bank return is only possible for bank transfers.
 */
export function canMoveAttempt(method: PaymentMethod, from: AttemptStatus, to: AttemptStatus): boolean {
  if (from === to) return true;
  if (to === 'returned' && method !== 'ach') return false;
  return ATTEMPT_MOVES[from].includes(to);
}

export const MILESTONE_PAYMENT_STATUSES = ['unpaid', 'processing', 'paid', 'failed'] as const;
export type MilestonePaymentStatus = (typeof MILESTONE_PAYMENT_STATUSES)[number];

export interface AttemptSummary {
  attempt: number;
  status: AttemptStatus;
  /** The provider's reason when the last try failed; a card attempt keeps it while it waits for another card. */
  failureReason?: string | null;
}

/** The milestone's status as both contract pages show it, from its attempts (any order). */
export function deriveMilestonePaymentStatus(attempts: readonly AttemptSummary[]): MilestonePaymentStatus {
  if (attempts.some((a) => a.status === 'succeeded')) return 'paid';
  if (attempts.some((a) => a.status === 'processing')) return 'processing';
  const latest = [...attempts].filter((a) => a.status !== 'canceled').sort((a, b) => b.attempt - a.attempt)[0];
  if (!latest) return 'unpaid';
  // a pending attempt waits for the card: nothing moves yet, so it reads unpaid, or failed after a decline
  if (latest.status === 'failed' || (latest.status === 'pending' && latest.failureReason)) return 'failed';
  return 'unpaid';
}

/** The poster may start (or resume) paying: the milestone is not paid and no money is on its way. */
export function canStartPayment(status: MilestonePaymentStatus): boolean {
  return status === 'unpaid' || status === 'failed';
}

/**
 * Card provider statuses as attempt statuses. A declined card leaves the payment intent waiting for another
 * card (requires_payment_method with an error): the attempt stays pending, with the reason, and the poster
 * tries again on the same intent, so a retry can never become a second charge. Only a canceled intent fails.
 */
export function attemptStatusOfCardIntent(status: string): AttemptStatus {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'processing':
      return 'processing';
    case 'canceled':
      return 'failed';
    default:
      return 'pending';
  }
}

/**
 * Bank-transfer provider statuses as attempt statuses. A transfer that fails after the provider accepted it
 * was returned by the bank (R01...): the milestone goes back to unpaid rather than failed.
 */
export function attemptStatusOfTransfer(status: string, current: AttemptStatus): AttemptStatus {
  switch (status) {
    case 'processed':
      return 'succeeded';
    case 'failed':
    case 'cancelled':
      return current === 'pending' ? 'failed' : 'returned';
    default:
      return 'processing';
  }
}

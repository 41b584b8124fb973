/** The business operations that call a provider with an idempotency key, one name each. */
export type IdempotentOperation =
  /** the seller's connected card account (one per user) */
  | 'card-account'
  /** the personal verified bank-transfer customer */
  | 'ach-customer'
  /** a linked bank account attached to the bank-transfer customer */
  | 'funding-source'
  /** one attempt to pay a milestone: a card payment intent or a bank transfer */
  | 'milestone-pay'
  /** the card payment intent of an attempt given up for a bank transfer */
  | 'milestone-cancel'
  /** the refund of a card charge that arrived for a given-up attempt */
  | 'milestone-refund'
  /** escrow: one try to pay a held milestone (all or part) to the seller, a card transfer or a bank transfer */
  | 'escrow-release'
  /** escrow: one try to give a held milestone (all or part) back to the poster, a card refund or a bank transfer */
  | 'escrow-refund'
  /** escrow: taking a release transfer back from the seller's card account */
  | 'escrow-reversal'
  /** an operator's refund of a completed card payment (one per payment attempt) */
  | 'operator-refund';

/**
 * The idempotency key of every provider call, in one format: `{operation}:{object id}:{attempt}`, e.g.
 * `milestone-pay:{contract id}.{position}:2`. The object id is what the call is about (a user, a milestone); the
 * attempt tells tries apart: the number of a stored attempt, or, where tries are not stored, what makes two tries
 * the same one (1 for what a user has once, a fingerprint of the details sent). The same key at the provider is the
 * same object, never a second one. Each part is URI-encoded, so a part never holds the separator.
 *
 * A key stored with its attempt (milestone_payments.idempotency_key) is re-sent as stored, never rebuilt: a retry
 * of an attempt made under an older format keeps its key.
 */
export function buildIdempotencyKey(operation: IdempotentOperation, objectId: string, attempt: number | string): string {
  return [operation, objectId, String(attempt)].map(encodeURIComponent).join(':');
}

/**
 * Escrow: a milestone funded up front, held by the platform, released to the seller on approval (or by itself
 * after the review period), refunded by the seller, or settled by a dispute. Written once for the server (which
 * enforces it under the contract's row lock) and the web app (which shows the words and offers the actions).
 *
 *   unfunded --fund (card)--> funded
 *   unfunded --fund (bank)--> funding --transfer settles--> funded      (--bank returns it--> unfunded)
 *   funded | changes_requested --bidder submits--> submitted
 *   submitted --poster requests changes--> changes_requested
 *   funded | submitted | changes_requested --poster releases / auto-release--> releasing --transfer done--> released
 *   funded | submitted | changes_requested --seller refunds--> refunding --refund done--> refunded
 *   funded | submitted | changes_requested --either side opens a dispute--> disputed
 *   disputed --split accepted / no answer in time / HomeBid decides--> releasing | refunding | settling --> released |
 *              refunded | split
 *
 * A payout that fails at the provider leaves the milestone in releasing / refunding / settling ('Release failed,
 * retrying'), and a job retries it; the milestone is final once every payout of its settlement succeeded.
 */

export const ESCROW_STATES = [
  'unfunded',
  'funding',
  'funded',
  'submitted',
  'changes_requested',
  'disputed',
  'releasing',
  'refunding',
  'settling',
  'released',
  'refunded',
  'split',
] as const;
export type EscrowState = (typeof ESCROW_STATES)[number];

export const ESCROW_ACTIONS = [
  'fund',
  'funding_started',
  'funding_settled',
  'funding_failed',
  'submit',
  'request_changes',
  'release',
  'auto_release',
  'refund',
  'open_dispute',
  'settle_release',
  'settle_refund',
  'settle_split',
  'payouts_done',
] as const;
export type EscrowAction = (typeof ESCROW_ACTIONS)[number];

/** Money is held (counted in the contract's escrow) in these states. */
export const HELD_STATES: readonly EscrowState[] = ['funded', 'submitted', 'changes_requested', 'disputed', 'releasing', 'refunding', 'settling'];
/** The states a poster may release from, a seller refund from, or either side open a dispute from. */
export const OPEN_HELD_STATES: readonly EscrowState[] = ['funded', 'submitted', 'changes_requested'];
/** A milestone in one of these states is finished: End Contract may go ahead. */
export const FINAL_STATES: readonly EscrowState[] = ['released', 'refunded', 'split'];

const MOVES: Record<EscrowAction, { from: readonly EscrowState[]; to: EscrowState }> = {
  fund: { from: ['unfunded', 'funding'], to: 'funded' },
  funding_started: { from: ['unfunded'], to: 'funding' },
  funding_settled: { from: ['funding'], to: 'funded' },
  // the bank returned the funding transfer while the money was still held
  funding_failed: { from: ['funding', 'funded', 'submitted', 'changes_requested', 'disputed'], to: 'unfunded' },
  submit: { from: ['funded', 'changes_requested'], to: 'submitted' },
  request_changes: { from: ['submitted'], to: 'changes_requested' },
  release: { from: OPEN_HELD_STATES, to: 'releasing' },
  auto_release: { from: ['submitted'], to: 'releasing' },
  refund: { from: OPEN_HELD_STATES, to: 'refunding' },
  open_dispute: { from: OPEN_HELD_STATES, to: 'disputed' },
  settle_release: { from: ['disputed'], to: 'releasing' },
  settle_refund: { from: ['disputed'], to: 'refunding' },
  settle_split: { from: ['disputed'], to: 'settling' },
  payouts_done: { from: ['releasing', 'refunding', 'settling'], to: 'released' },
};

/** Where `action` takes a milestone in `from`, or null when the machine refuses it. */
export function nextEscrowState(from: EscrowState, action: EscrowAction, outcome?: { releaseCents: number; refundCents: number }): EscrowState | null {
  const move = MOVES[action];
  if (!move.from.includes(from)) return null;
  if (action !== 'payouts_done') return move.to;
  // the payouts of a settlement are done: what was paid out decides the final word
  if (!outcome) return null;
  if (outcome.refundCents === 0) return 'released';
  if (outcome.releaseCents === 0) return 'refunded';
  return 'split';
}

export const canEscrow = (from: EscrowState, action: EscrowAction) => nextEscrowState(from, action, { releaseCents: 1, refundCents: 0 }) !== null;

/** The state in the product's words, as both contract pages show it. */
export const ESCROW_STATE_LABELS: Record<EscrowState, string> = {
  unfunded: 'Unfunded',
  funding: 'Funding (bank transfer pending)',
  funded: 'Funded',
  submitted: 'Submitted for review',
  changes_requested: 'Changes requested',
  disputed: 'In dispute',
  releasing: 'Releasing',
  refunding: 'Refunding',
  settling: 'Settling',
  released: 'Released',
  refunded: 'Refunded',
  split: 'Split',
};

/** What a payout that failed at the provider makes the milestone read, until a retry succeeds. */
export const PAYOUT_RETRY_LABELS = { release: 'Release failed, retrying', refund: 'Refund failed, retrying' } as const;

/**
 * What a refund gives back. The poster paid `totalCents` = milestone + fee; the card provider kept
 * `providerFeeCents` of it and does not return it on a refund (Stripe keeps its processing fee), so a full refund
 * returns everything else: the whole milestone and the platform's part of the fee. A split refunds the milestone's
 * unreleased part only; the fee stays paid, as the work was partly bought.
 */
export function computeRefund(funded: { milestoneAmountCents: number; feeCents: number; providerFeeCents: number }, releaseCents: number): {
  /** Of the milestone amount, back to the poster. */
  milestoneRefundCents: number;
  /** Of the platform's fee, back to the poster (a full refund only). */
  feeRefundCents: number;
  /** What reaches the poster's card or bank. */
  totalRefundCents: number;
} {
  const amount = funded.milestoneAmountCents;
  if (!Number.isSafeInteger(releaseCents) || releaseCents < 0 || releaseCents > amount) throw new RangeError(`release of ${releaseCents} out of 0..${amount}`);
  const milestoneRefundCents = amount - releaseCents;
  const feeRefundCents = releaseCents === 0 ? funded.feeCents - funded.providerFeeCents : 0;
  return { milestoneRefundCents, feeRefundCents, totalRefundCents: milestoneRefundCents + feeRefundCents };
}

/** The days before an auto-release on which both sides are reminded. */
/** A contract's Total Contract Amount, as both sides and the console show it: escrow's refunds no longer count toward it. */
export const contractTotalCents = (agreedCents: number, escrowRefundedCents: number) => agreedCents - escrowRefundedCents;

export const AUTO_RELEASE_REMINDER_DAYS = [3, 1] as const;

export const DAY_MS = 24 * 60 * 60 * 1000;

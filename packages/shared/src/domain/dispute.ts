/**
 * A dispute over a funded milestone. While it is open the money is frozen (escrow state `disputed`).
 *
 *   awaiting_response --the other side responds, or proposes a split (an answer too)--> negotiating
 *   awaiting_response | negotiating --either side asks HomeBid to decide--> with_homebid
 *   awaiting_response --no response by the deadline--> settled (the opener's remedy: release to a seller who
 *                       opened, refund to a poster who opened)
 *   any open state --a split proposed by one side is accepted by the other--> settled
 *   any open state --an operator decides release, refund or a split--> settled
 *
 * A proposal is an amount to release to the seller (the rest is refunded to the poster); a new proposal replaces
 * the open one, and only the side that did not make it may accept it.
 */

export const DISPUTE_STATES = ['awaiting_response', 'negotiating', 'with_homebid', 'settled'] as const;
export type DisputeState = (typeof DISPUTE_STATES)[number];
export const OPEN_DISPUTE_STATES: readonly DisputeState[] = ['awaiting_response', 'negotiating', 'with_homebid'];

export const DISPUTE_REASONS = ['work_not_delivered', 'work_not_as_described', 'payment_not_released', 'other'] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];
export const DISPUTE_REASON_LABELS: Record<DisputeReason, string> = {
  work_not_delivered: 'Work not delivered',
  work_not_as_described: 'Work not as described',
  payment_not_released: 'Payment not released',
  other: 'Other',
};

export const DISPUTE_STATE_LABELS: Record<DisputeState, string> = {
  awaiting_response: 'Waiting for a response',
  negotiating: 'Open',
  with_homebid: 'HomeBid is deciding',
  settled: 'Settled',
};

export const DISPUTE_OUTCOMES = ['release', 'refund', 'split'] as const;
export type DisputeOutcome = (typeof DISPUTE_OUTCOMES)[number];

/** How a dispute ended. */
export const DISPUTE_SETTLEMENTS = ['agreement', 'no_response', 'homebid'] as const;
export type DisputeSettlement = (typeof DISPUTE_SETTLEMENTS)[number];

/** One row of the timeline: who did what, when. */
export const DISPUTE_EVENT_KINDS = ['opened', 'evidence', 'responded', 'proposed', 'accepted', 'asked_homebid', 'decided', 'deadline_passed'] as const;
export type DisputeEventKind = (typeof DISPUTE_EVENT_KINDS)[number];

export type DisputeSide = 'poster' | 'bidder';

const MOVES: Record<'respond' | 'ask_homebid' | 'propose' | 'accept' | 'decide' | 'deadline', readonly DisputeState[]> = {
  respond: ['awaiting_response'],
  ask_homebid: ['awaiting_response', 'negotiating'],
  propose: OPEN_DISPUTE_STATES,
  accept: OPEN_DISPUTE_STATES,
  decide: OPEN_DISPUTE_STATES,
  deadline: ['awaiting_response'],
};
export type DisputeMove = keyof typeof MOVES;

export const canMoveDispute = (from: DisputeState, move: DisputeMove) => MOVES[move].includes(from);

/**
 * The state a move leads to; `by` is the side making it. A split proposed by the side that has to respond is its
 * response: the opener's remedy no longer applies at the deadline.
 */
export function nextDisputeState(from: DisputeState, move: DisputeMove, by?: { isOpener: boolean }): DisputeState | null {
  if (!canMoveDispute(from, move)) return null;
  if (move === 'respond') return 'negotiating';
  if (move === 'ask_homebid') return 'with_homebid';
  if (move === 'propose') return by?.isOpener === false && canMoveDispute(from, 'respond') ? 'negotiating' : from;
  return 'settled';
}

/** The opener's remedy when the other side lets the deadline pass: the seller is paid, or the poster refunded. */
export const defaultRemedy = (openedBy: DisputeSide): DisputeOutcome => (openedBy === 'bidder' ? 'release' : 'refund');

/** The cents to release to the seller for an outcome over a held milestone amount. */
export function releaseCentsOf(outcome: DisputeOutcome, amountCents: number, splitReleaseCents?: number): number {
  if (outcome === 'release') return amountCents;
  if (outcome === 'refund') return 0;
  if (splitReleaseCents === undefined || !Number.isSafeInteger(splitReleaseCents) || splitReleaseCents < 0 || splitReleaseCents > amountCents) {
    throw new RangeError('a split releases between 0 and the milestone amount');
  }
  return splitReleaseCents;
}

/** The most files each side may attach as evidence. */
export const MAX_EVIDENCE_FILES = 5;
export const MAX_EVIDENCE_BYTES = 10 * 1024 * 1024;

/**
 * The bid state machine of spec part 2, section 4, written once: which actor may move a bid (and with it its
 * contract) from which state to which. The server enforces it inside a transaction that locks the bid row;
 * the web uses it to decide which buttons to show.
 */
import type { BidStatus } from '../schemas/bid';

export type BidActor = 'poster' | 'bidder';
export type BidAction = 'update' | 'delete' | 'decline' | 'hire' | 'accept' | 'withdraw' | 'end';

interface BidTransition {
  action: BidAction;
  actor: BidActor;
  from: BidStatus;
  /** null: the bid is deleted. */
  to: BidStatus | null;
}

const BID_TRANSITIONS: readonly BidTransition[] = [
  // 'Every update of a bid also sets it to submitted'; a declined bid may be fixed and resubmitted
  { action: 'update', actor: 'bidder', from: 'submitted', to: 'submitted' },
  { action: 'update', actor: 'bidder', from: 'declined', to: 'submitted' },
  { action: 'delete', actor: 'bidder', from: 'submitted', to: null },
  { action: 'delete', actor: 'bidder', from: 'declined', to: null },
  { action: 'decline', actor: 'poster', from: 'submitted', to: 'declined' },
  // hire sends the contract offer (bidder_accepted offer_sent)
  { action: 'hire', actor: 'poster', from: 'submitted', to: 'contract_created' },
  // accept: bidder_accepted becomes accepted
  { action: 'accept', actor: 'bidder', from: 'contract_created', to: 'contract_started' },
  // withdraw deletes the contract: the poster only before it is accepted, the bidder also after
  { action: 'withdraw', actor: 'poster', from: 'contract_created', to: 'submitted' },
  { action: 'withdraw', actor: 'bidder', from: 'contract_created', to: 'submitted' },
  { action: 'withdraw', actor: 'bidder', from: 'contract_started', to: 'submitted' },
  { action: 'end', actor: 'poster', from: 'contract_started', to: 'end_by_poster' },
];

/** Why a move is refused, in words a user can read (sent with a 409). */
export const BID_STATE_MSG: Record<BidAction, string> = {
  update: 'This bid can no longer be edited.',
  delete: 'This bid can no longer be deleted.',
  decline: 'Only a submitted bid can be declined.',
  hire: 'Only a submitted bid can be hired.',
  accept: 'This contract offer can no longer be accepted.',
  withdraw: 'This contract can no longer be withdrawn.',
  end: 'Only a started contract can be ended.',
};

export type TransitionResult = { ok: true; to: BidStatus | null } | { ok: false; reason: 'actor' | 'state'; message: string };

/**
 * Whether `actor` may take `action` on a bid in state `from`. A wrong actor ('actor') is told apart from a
 * right actor at a wrong time ('state'), so the server can answer 403 and 409 respectively.
 */
export function checkBidTransition(action: BidAction, actor: BidActor, from: BidStatus): TransitionResult {
  const byAction = BID_TRANSITIONS.filter((t) => t.action === action);
  if (!byAction.some((t) => t.actor === actor)) {
    return { ok: false, reason: 'actor', message: actor === 'poster' ? 'Only the bidder can do this.' : 'Only the poster of this project can do this.' };
  }
  const move = byAction.find((t) => t.actor === actor && t.from === from);
  return move ? { ok: true, to: move.to } : { ok: false, reason: 'state', message: BID_STATE_MSG[action] };
}

/** The states from which `actor` may take `action` (for a statement that checks the move under its lock). */
export const bidStatusesFrom = (action: BidAction, actor: BidActor): BidStatus[] =>
  BID_TRANSITIONS.filter((t) => t.action === action && t.actor === actor).map((t) => t.from);

/** True when `actor` may take `action` on a bid in state `from` (for showing buttons). */
export const canTakeBidAction = (action: BidAction, actor: BidActor, from: BidStatus) => checkBidTransition(action, actor, from).ok;

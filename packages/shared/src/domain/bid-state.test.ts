import { describe, expect, it } from 'vitest';
import { BID_STATUSES, type BidStatus } from '../schemas/bid';
import { BID_STATE_MSG, canTakeBidAction, checkBidTransition, type BidAction, type BidActor } from './bid-state';

const ACTIONS: BidAction[] = ['update', 'delete', 'decline', 'hire', 'accept', 'withdraw', 'end'];
const ACTORS: BidActor[] = ['poster', 'bidder'];

// The spec's section 4, written out independently of the table under test: action/actor/from -> to.
const LEGAL: Record<string, BidStatus | null> = {
  'update/bidder/submitted': 'submitted',
  'update/bidder/declined': 'submitted',
  'delete/bidder/submitted': null,
  'delete/bidder/declined': null,
  'decline/poster/submitted': 'declined',
  'hire/poster/submitted': 'contract_created',
  'accept/bidder/contract_created': 'contract_started',
  'withdraw/poster/contract_created': 'submitted',
  'withdraw/bidder/contract_created': 'submitted',
  'withdraw/bidder/contract_started': 'submitted',
  'end/poster/contract_started': 'end_by_poster',
};

describe('bid state table', () => {
  const cases = ACTIONS.flatMap((action) => ACTORS.flatMap((actor) => BID_STATUSES.map((from) => ({ action, actor, from }))));

  it.each(cases)('$actor $action from $from', ({ action, actor, from }) => {
    const key = `${action}/${actor}/${from}`;
    const result = checkBidTransition(action, actor, from);
    if (key in LEGAL) {
      expect(result).toEqual({ ok: true, to: LEGAL[key] });
      expect(canTakeBidAction(action, actor, from)).toBe(true);
      return;
    }
    expect(result.ok).toBe(false);
    expect(canTakeBidAction(action, actor, from)).toBe(false);
    if (result.ok) return;
    const actorMayAct = Object.keys(LEGAL).some((k) => k.startsWith(`${action}/${actor}/`));
    // a wrong side is told apart from a right side at a wrong moment (403 vs 409 on the server)
    expect(result.reason).toBe(actorMayAct ? 'state' : 'actor');
    expect(result.message).toBe(actorMayAct ? BID_STATE_MSG[action] : actor === 'poster' ? 'Only the bidder can do this.' : 'Only the poster of this project can do this.');
  });

  it('covers every action, actor and state', () => {
    expect(cases).toHaveLength(ACTIONS.length * ACTORS.length * BID_STATUSES.length);
    expect(cases.filter((c) => checkBidTransition(c.action, c.actor, c.from).ok)).toHaveLength(Object.keys(LEGAL).length);
  });
});

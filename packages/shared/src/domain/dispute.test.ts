import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canMoveDispute,
  defaultRemedy,
  DISPUTE_REASON_LABELS,
  DISPUTE_STATES,
  nextDisputeState,
  OPEN_DISPUTE_STATES,
  releaseCentsOf,
  type DisputeMove,
  type DisputeState,
} from './dispute';

const MOVES: readonly DisputeMove[] = ['respond', 'ask_homebid', 'propose', 'accept', 'decide', 'deadline'];

/** The dispute machine as the issue describes it, by hand: every pair not listed is refused. */
const EXPECTED: Record<DisputeState, Partial<Record<DisputeMove, DisputeState>>> = {
  awaiting_response: {
    respond: 'negotiating',
    ask_homebid: 'with_homebid',
    propose: 'awaiting_response',
    accept: 'settled',
    decide: 'settled',
    deadline: 'settled',
  },
  negotiating: { ask_homebid: 'with_homebid', propose: 'negotiating', accept: 'settled', decide: 'settled' },
  // with HomeBid: the sides may still agree on a split; asking again, responding late or the deadline do nothing
  with_homebid: { propose: 'with_homebid', accept: 'settled', decide: 'settled' },
  settled: {},
};

const pairs = DISPUTE_STATES.flatMap((state) => MOVES.map((move) => [state, move] as const));

describe('dispute state machine', () => {
  it('the expected table names every state', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...DISPUTE_STATES].sort());
    expect([...OPEN_DISPUTE_STATES].sort()).toEqual(['awaiting_response', 'negotiating', 'with_homebid']);
  });

  it.each(pairs)('%s + %s: allowed to the expected state, or refused', (state, move) => {
    const expected = EXPECTED[state][move] ?? null;
    expect(nextDisputeState(state, move)).toBe(expected);
    expect(canMoveDispute(state, move)).toBe(expected !== null);
  });

  it("a split proposed by the side that has to respond is its response; the opener's own proposal is not", () => {
    expect(nextDisputeState('awaiting_response', 'propose', { isOpener: false })).toBe('negotiating');
    expect(nextDisputeState('awaiting_response', 'propose', { isOpener: true })).toBe('awaiting_response');
    expect(nextDisputeState('negotiating', 'propose', { isOpener: false })).toBe('negotiating');
    expect(nextDisputeState('with_homebid', 'propose', { isOpener: false })).toBe('with_homebid');
    expect(nextDisputeState('settled', 'propose', { isOpener: false })).toBeNull();
  });

  it('a settled dispute never moves, an open one can always be settled by agreement or by HomeBid', () => {
    for (const move of MOVES) expect(canMoveDispute('settled', move)).toBe(false);
    for (const state of OPEN_DISPUTE_STATES) {
      expect(nextDisputeState(state, 'accept')).toBe('settled');
      expect(nextDisputeState(state, 'decide')).toBe('settled');
    }
  });
});

describe('dispute outcomes', () => {
  it("the opener's remedy when the other side does not answer: release to a seller, refund to a poster", () => {
    expect(defaultRemedy('bidder')).toBe('release');
    expect(defaultRemedy('poster')).toBe('refund');
  });

  it('releaseCentsOf: all for a release, nothing for a refund, the agreed part for a split', () => {
    expect(releaseCentsOf('release', 30_000)).toBe(30_000);
    expect(releaseCentsOf('release', 30_000, 5)).toBe(30_000);
    expect(releaseCentsOf('refund', 30_000)).toBe(0);
    expect(releaseCentsOf('refund', 30_000, 5)).toBe(0);
    expect(releaseCentsOf('split', 30_000, 12_345)).toBe(12_345);
    expect(releaseCentsOf('split', 30_000, 0)).toBe(0);
    expect(releaseCentsOf('split', 30_000, 30_000)).toBe(30_000);
  });

  it('a split without an amount, or out of 0..amount, or not whole cents, is refused', () => {
    for (const bad of [undefined, -1, 30_001, 0.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => releaseCentsOf('split', 30_000, bad)).toThrow(RangeError);
    }
  });

  it('property: a split releases exactly the amount asked when it is within the milestone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), fc.integer({ min: -10, max: 10_000_000_10 }), (amount, release) => {
        if (release >= 0 && release <= amount) expect(releaseCentsOf('split', amount, release)).toBe(release);
        else expect(() => releaseCentsOf('split', amount, release)).toThrow(RangeError);
      }),
    );
  });

  it('names the reasons in the product words', () => {
    expect(Object.values(DISPUTE_REASON_LABELS)).toEqual(['Work not delivered', 'Work not as described', 'Payment not released', 'Other']);
  });
});

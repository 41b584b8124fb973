import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canEscrow,
  computeRefund,
  ESCROW_ACTIONS,
  ESCROW_STATE_LABELS,
  ESCROW_STATES,
  FINAL_STATES,
  HELD_STATES,
  nextEscrowState,
  OPEN_HELD_STATES,
  PAYOUT_RETRY_LABELS,
  type EscrowAction,
  type EscrowState,
} from './escrow';

/**
 * The machine as the issue describes it, written out by hand: for each state, the actions it allows and where each
 * leads. Every pair missing here must be refused. 'payouts_done' is checked apart, as its target depends on the
 * settlement's outcome.
 */
const EXPECTED: Record<EscrowState, Partial<Record<Exclude<EscrowAction, 'payouts_done'>, EscrowState>>> = {
  unfunded: { fund: 'funded', funding_started: 'funding' },
  funding: { fund: 'funded', funding_settled: 'funded', funding_failed: 'unfunded' },
  funded: { funding_failed: 'unfunded', submit: 'submitted', release: 'releasing', refund: 'refunding', open_dispute: 'disputed' },
  submitted: {
    funding_failed: 'unfunded',
    request_changes: 'changes_requested',
    release: 'releasing',
    auto_release: 'releasing',
    refund: 'refunding',
    open_dispute: 'disputed',
  },
  changes_requested: { funding_failed: 'unfunded', submit: 'submitted', release: 'releasing', refund: 'refunding', open_dispute: 'disputed' },
  disputed: { funding_failed: 'unfunded', settle_release: 'releasing', settle_refund: 'refunding', settle_split: 'settling' },
  releasing: {},
  refunding: {},
  settling: {},
  released: {},
  refunded: {},
  split: {},
};
const PAYING_OUT: readonly EscrowState[] = ['releasing', 'refunding', 'settling'];

const pairs = ESCROW_STATES.flatMap((state) => ESCROW_ACTIONS.filter((a) => a !== 'payouts_done').map((action) => [state, action] as const));

describe('escrow milestone state machine', () => {
  it('the expected table names every state', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...ESCROW_STATES].sort());
  });

  it.each(pairs)('%s + %s: allowed to the expected state, or refused', (state, action) => {
    const expected = EXPECTED[state][action as Exclude<EscrowAction, 'payouts_done'>] ?? null;
    expect(nextEscrowState(state, action)).toBe(expected);
    expect(canEscrow(state, action)).toBe(expected !== null);
  });

  it.each(ESCROW_STATES.map((s) => [s]))('%s + payouts_done: only a payout under way finishes, by its outcome', (state) => {
    const paying = PAYING_OUT.includes(state);
    expect(canEscrow(state, 'payouts_done')).toBe(paying);
    expect(nextEscrowState(state, 'payouts_done', { releaseCents: 30_000, refundCents: 0 })).toBe(paying ? 'released' : null);
    expect(nextEscrowState(state, 'payouts_done', { releaseCents: 0, refundCents: 30_000 })).toBe(paying ? 'refunded' : null);
    expect(nextEscrowState(state, 'payouts_done', { releaseCents: 10_000, refundCents: 20_000 })).toBe(paying ? 'split' : null);
    // the outcome decides the final word: without it nothing is final
    expect(nextEscrowState(state, 'payouts_done')).toBeNull();
  });

  it('the outcome decides the final state, whichever payout state it finishes', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAYING_OUT), fc.nat(1_000_000), fc.nat(1_000_000), (state, releaseCents, refundCents) => {
        const to = nextEscrowState(state, 'payouts_done', { releaseCents, refundCents });
        const expected = refundCents === 0 ? 'released' : releaseCents === 0 ? 'refunded' : 'split';
        expect(to).toBe(expected);
      }),
    );
  });

  it('final states accept nothing, and a milestone only leaves a held state through a payout or a bank return', () => {
    for (const state of FINAL_STATES) for (const action of ESCROW_ACTIONS) expect(canEscrow(state, action)).toBe(false);
    for (const state of HELD_STATES) {
      for (const action of ESCROW_ACTIONS) {
        const to = nextEscrowState(state, action, { releaseCents: 1, refundCents: 1 });
        if (to === null || HELD_STATES.includes(to)) continue;
        if (action === 'funding_failed') expect(to).toBe('unfunded');
        else expect([action, FINAL_STATES.includes(to)]).toEqual(['payouts_done', true]);
      }
    }
  });

  it('the poster releases, the seller refunds and either side disputes from the same open held states', () => {
    expect([...OPEN_HELD_STATES].sort()).toEqual(['changes_requested', 'funded', 'submitted']);
    for (const action of ['release', 'refund', 'open_dispute'] as const) {
      expect(ESCROW_STATES.filter((s) => canEscrow(s, action))).toEqual(ESCROW_STATES.filter((s) => OPEN_HELD_STATES.includes(s)));
    }
    // a dispute freezes the money: no release, auto-release or refund by one side
    for (const action of ['release', 'auto_release', 'refund', 'submit', 'request_changes'] as const) expect(canEscrow('disputed', action)).toBe(false);
  });

  it('holds money in exactly the funded states that are not final', () => {
    expect([...HELD_STATES].sort()).toEqual(['changes_requested', 'disputed', 'funded', 'refunding', 'releasing', 'settling', 'submitted']);
    expect([...FINAL_STATES].sort()).toEqual(['refunded', 'released', 'split']);
  });
});

describe('escrow labels', () => {
  it('names every state in the product words', () => {
    expect(ESCROW_STATE_LABELS).toEqual({
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
    });
    expect(PAYOUT_RETRY_LABELS).toEqual({ release: 'Release failed, retrying', refund: 'Refund failed, retrying' });
  });
});

describe('computeRefund', () => {
  // $300 by card: 30_927 charged, Stripe keeps 927; a platform fee of 500 on top in the second case
  const card = { milestoneAmountCents: 30_000, feeCents: 927, providerFeeCents: 927 };
  const withPlatformFee = { milestoneAmountCents: 30_000, feeCents: 1_427, providerFeeCents: 927 };

  it('a full refund returns the whole milestone and the fee minus what the provider keeps', () => {
    expect(computeRefund(card, 0)).toEqual({ milestoneRefundCents: 30_000, feeRefundCents: 0, totalRefundCents: 30_000 });
    expect(computeRefund(withPlatformFee, 0)).toEqual({ milestoneRefundCents: 30_000, feeRefundCents: 500, totalRefundCents: 30_500 });
  });

  it('a split returns only the unreleased part of the milestone, no fee', () => {
    expect(computeRefund(withPlatformFee, 12_345)).toEqual({ milestoneRefundCents: 17_655, feeRefundCents: 0, totalRefundCents: 17_655 });
    expect(computeRefund(withPlatformFee, 1)).toEqual({ milestoneRefundCents: 29_999, feeRefundCents: 0, totalRefundCents: 29_999 });
  });

  it('a full release returns nothing', () => {
    expect(computeRefund(withPlatformFee, 30_000)).toEqual({ milestoneRefundCents: 0, feeRefundCents: 0, totalRefundCents: 0 });
  });

  it('refuses a release out of 0..amount or not whole cents', () => {
    for (const bad of [-1, 30_001, 0.5, 12_345.67, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53]) {
      expect(() => computeRefund(card, bad)).toThrow(RangeError);
    }
  });

  it('property: integers that add up, released + refunded = the milestone, the fee back only when nothing is released', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000_00 }).chain((amount) =>
          fc.record({
            amount: fc.constant(amount),
            providerFee: fc.nat(100_000),
            platformFee: fc.nat(100_000),
            release: fc.integer({ min: 0, max: amount }),
          }),
        ),
        ({ amount, providerFee, platformFee, release }) => {
          const r = computeRefund({ milestoneAmountCents: amount, feeCents: providerFee + platformFee, providerFeeCents: providerFee }, release);
          for (const v of Object.values(r)) expect(Number.isSafeInteger(v) && v >= 0).toBe(true);
          expect(release + r.milestoneRefundCents).toBe(amount);
          expect(r.feeRefundCents).toBe(release === 0 ? platformFee : 0);
          expect(r.totalRefundCents).toBe(r.milestoneRefundCents + r.feeRefundCents);
        },
      ),
    );
  });
});

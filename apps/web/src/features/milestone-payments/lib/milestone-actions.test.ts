import { describe, expect, it } from 'vitest';
import { milestoneActions, milestoneTags, type MilestoneSituation } from './milestone-actions';

const base: MilestoneSituation = { role: 'poster', contractOpen: true, amountCents: 10_000, paymentStatus: 'unpaid', escrowState: 'unfunded' };

describe('milestoneActions', () => {
  it('offers the poster Fund Milestone beside Mark as Completed & Pay on an unfunded milestone', () => {
    expect(milestoneActions(base)).toEqual(['fund', 'pay']);
    expect(milestoneActions({ ...base, paymentStatus: 'failed' })).toEqual(['fund', 'pay']);
  });

  it('offers only the direct payment when escrow is off', () => {
    expect(milestoneActions({ ...base, escrowState: null })).toEqual(['pay']);
  });

  it('offers nothing on a paid, processing or free milestone, or a contract not open', () => {
    expect(milestoneActions({ ...base, paymentStatus: 'paid' })).toEqual([]);
    expect(milestoneActions({ ...base, paymentStatus: 'processing' })).toEqual([]);
    expect(milestoneActions({ ...base, amountCents: 0 })).toEqual([]);
    expect(milestoneActions({ ...base, contractOpen: false })).toEqual([]);
    expect(milestoneActions({ ...base, escrowState: 'funded', contractOpen: false })).toEqual([]);
  });

  it('lets the poster release or dispute a held milestone, and request changes only once it is submitted', () => {
    expect(milestoneActions({ ...base, escrowState: 'funded' })).toEqual(['release', 'dispute']);
    expect(milestoneActions({ ...base, escrowState: 'changes_requested' })).toEqual(['release', 'dispute']);
    expect(milestoneActions({ ...base, escrowState: 'submitted' })).toEqual(['release', 'requestChanges', 'dispute']);
  });

  it('lets the bidder refund or dispute a held milestone, and nothing else', () => {
    const bidder = { ...base, role: 'bidder' as const };
    expect(milestoneActions(bidder)).toEqual([]);
    for (const state of ['funded', 'submitted', 'changes_requested'] as const) expect(milestoneActions({ ...bidder, escrowState: state })).toEqual(['refund', 'dispute']);
  });

  it('freezes a milestone in funding, in dispute, paying out or finished', () => {
    for (const escrowState of ['funding', 'disputed', 'releasing', 'refunding', 'settling', 'released', 'refunded', 'split'] as const) {
      expect(milestoneActions({ ...base, escrowState })).toEqual([]);
      expect(milestoneActions({ ...base, role: 'bidder', escrowState })).toEqual([]);
    }
  });
});

describe('milestoneTags', () => {
  it('shows the payment status alone when escrow is off', () => {
    expect(milestoneTags('paid', null)).toEqual({ payment: true, escrow: false });
  });
  it('shows Unfunded beside an unpaid milestone, not beside one paid directly', () => {
    expect(milestoneTags('unpaid', 'unfunded')).toEqual({ payment: true, escrow: true });
    expect(milestoneTags('paid', 'unfunded')).toEqual({ payment: true, escrow: false });
    expect(milestoneTags('processing', 'unfunded')).toEqual({ payment: true, escrow: false });
  });
  it('shows the escrow state alone once funding started', () => {
    expect(milestoneTags('paid', 'funded')).toEqual({ payment: false, escrow: true });
    expect(milestoneTags('unpaid', 'funding')).toEqual({ payment: false, escrow: true });
  });
});

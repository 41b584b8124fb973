import { describe, expect, it } from 'vitest';
import { areAllMilestonesDone, canMarkMilestoneDone, isMilestonePaid } from './contract-end';

const paid = { posterPaid: true, bidderReceived: true };
const unpaid = { posterPaid: false, bidderReceived: false };

describe('ending a contract', () => {
  it('counts a milestone as paid only when the poster paid and the bidder received', () => {
    expect(isMilestonePaid(paid)).toBe(true);
    expect(isMilestonePaid({ posterPaid: true, bidderReceived: false })).toBe(false);
    expect(isMilestonePaid({ posterPaid: false, bidderReceived: true })).toBe(false);
  });

  it('may end only when every milestone is paid', () => {
    expect(areAllMilestonesDone([paid, paid])).toBe(true);
    expect(areAllMilestonesDone([paid, unpaid])).toBe(false);
    expect(areAllMilestonesDone([])).toBe(false);
  });

  it('counts an escrow milestone done once released, split or refunded, never while money is held or on its way', () => {
    expect(areAllMilestonesDone([{ ...paid, escrowState: 'released' }, { ...paid, escrowState: 'split' }, { ...unpaid, escrowState: 'refunded' }])).toBe(true);
    expect(areAllMilestonesDone([{ ...paid, escrowState: 'unfunded' }, { ...paid, escrowState: null }])).toBe(true);
    for (const held of ['funding', 'funded', 'submitted', 'changes_requested', 'disputed', 'releasing', 'refunding', 'settling'] as const) {
      expect(areAllMilestonesDone([paid, { ...unpaid, escrowState: held }])).toBe(false);
    }
    // a split's release paid the milestone while its refund is still under way
    expect(areAllMilestonesDone([{ ...paid, escrowState: 'settling' }])).toBe(false);
  });

  it('lets the bidder mark work done on an accepted, ongoing contract until the milestone is paid', () => {
    const live = { bidderAccepted: 'accepted', status: 'ongoing' };
    expect(canMarkMilestoneDone(live, unpaid)).toBe(true);
    expect(canMarkMilestoneDone(live, paid)).toBe(false);
    expect(canMarkMilestoneDone({ ...live, bidderAccepted: 'offer_sent' }, unpaid)).toBe(false);
    expect(canMarkMilestoneDone({ ...live, status: 'closed' }, unpaid)).toBe(false);
  });
});

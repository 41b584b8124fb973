import { describe, expect, it } from 'vitest';
import { areAllMilestonesPaid, canMarkMilestoneDone, isMilestonePaid } from './contract-end';

const paid = { posterPaid: true, bidderReceived: true };
const unpaid = { posterPaid: false, bidderReceived: false };

describe('ending a contract', () => {
  it('counts a milestone as paid only when the poster paid and the bidder received', () => {
    expect(isMilestonePaid(paid)).toBe(true);
    expect(isMilestonePaid({ posterPaid: true, bidderReceived: false })).toBe(false);
    expect(isMilestonePaid({ posterPaid: false, bidderReceived: true })).toBe(false);
  });

  it('may end only when every milestone is paid', () => {
    expect(areAllMilestonesPaid([paid, paid])).toBe(true);
    expect(areAllMilestonesPaid([paid, unpaid])).toBe(false);
    expect(areAllMilestonesPaid([])).toBe(false);
  });

  it('lets the bidder mark work done on an accepted, ongoing contract until the milestone is paid', () => {
    const live = { bidderAccepted: 'accepted', status: 'ongoing' };
    expect(canMarkMilestoneDone(live, unpaid)).toBe(true);
    expect(canMarkMilestoneDone(live, paid)).toBe(false);
    expect(canMarkMilestoneDone({ ...live, bidderAccepted: 'offer_sent' }, unpaid)).toBe(false);
    expect(canMarkMilestoneDone({ ...live, status: 'closed' }, unpaid)).toBe(false);
  });
});

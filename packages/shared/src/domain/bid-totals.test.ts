import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BID_MSG, DEFAULT_MILESTONE_DESCRIPTION } from '../schemas/bid';
import { buildDefaultMilestone, clampCents, computeBidTotal, computeMaterialTotal, findBidTotalError, resolveMilestones, sumMilestones } from './bid-totals';

describe('bid totals', () => {
  it('sums the milestones; an empty amount counts as 0 and negatives are clamped', () => {
    expect(sumMilestones([{ amountCents: 10_000 }, { amountCents: 2_550 }])).toBe(12_550);
    expect(sumMilestones([{ amountCents: null }, { amountCents: -500 }, { amountCents: 100 }])).toBe(100);
    expect(sumMilestones([])).toBe(0);
  });

  it('totals materials over the items whose switch is on', () => {
    const items = [
      { quantity: 3, estimatedPriceCents: 1_000, isEstimatedPriceEnabled: true },
      { quantity: 2, estimatedPriceCents: 250 },
      { quantity: 5, estimatedPriceCents: 9_999, isEstimatedPriceEnabled: false },
      { quantity: -4, estimatedPriceCents: 100 },
      { quantity: 4, estimatedPriceCents: -100 },
    ];
    expect(computeMaterialTotal(items)).toBe(3_500);
  });

  it('takes the milestone sum while milestones exist, else the items total of an individual bid, else the amount', () => {
    const items = [{ quantity: 2, estimatedPriceCents: 700 }];
    expect(computeBidTotal({ amountCents: 1, milestones: [{ amountCents: 300 }, { amountCents: 200 }], items, isIndividualBid: true })).toBe(500);
    expect(computeBidTotal({ amountCents: 1, milestones: [], items, isIndividualBid: true })).toBe(1_400);
    expect(computeBidTotal({ amountCents: 900, milestones: [], items, isIndividualBid: false })).toBe(900);
    expect(computeBidTotal({ amountCents: -900, milestones: [] })).toBe(0);
  });

  it('finds the first broken rule with the spec words', () => {
    expect(findBidTotalError({ amountCents: 0, milestones: [] })).toBe(BID_MSG.amountRequired);
    expect(findBidTotalError({ amountCents: null, milestones: [] })).toBe(BID_MSG.amountRequired);
    expect(findBidTotalError({ amountCents: 500, milestones: [{ amountCents: 400 }] })).toBe(BID_MSG.milestoneSumMismatch);
    expect(findBidTotalError({ amountCents: 500, milestones: [{ amountCents: 400 }, { amountCents: 100 }] })).toBeNull();
    const items = [{ quantity: 2, estimatedPriceCents: 700 }];
    expect(findBidTotalError({ amountCents: 1_000, milestones: [], items, isIndividualBid: true })).toBe(BID_MSG.itemsTotalMismatch);
    expect(findBidTotalError({ amountCents: 1_400, milestones: [], items, isIndividualBid: true })).toBeNull();
    expect(findBidTotalError({ amountCents: 1_000, milestones: [], items, isIndividualBid: false })).toBeNull();
  });

  it('makes the default milestone covering the whole bid', () => {
    expect(buildDefaultMilestone({ amountCents: 50_000, description: '  ', endDate: '2030-01-02' })).toEqual({ description: DEFAULT_MILESTONE_DESCRIPTION, amountCents: 50_000, dueDate: '2030-01-02' });
    expect(buildDefaultMilestone({ amountCents: 50_000, description: 'All the tiling', endDate: '2030-01-02' }).description).toBe('All the tiling');
    expect(resolveMilestones({ amountCents: 50_000, endDate: '2030-01-02' }, [])).toHaveLength(1);
    const given = [{ description: 'a', amountCents: 1, dueDate: '2030-01-01' }];
    expect(resolveMilestones({ amountCents: 1, endDate: '2030-01-02' }, given)).toEqual(given);
  });

  it('never yields a negative total (property)', () => {
    const cents = fc.oneof(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.constant(Number.NaN), fc.double());
    fc.assert(
      fc.property(
        fc.array(fc.record({ amountCents: fc.option(cents) })),
        fc.array(fc.record({ quantity: cents, estimatedPriceCents: cents, isEstimatedPriceEnabled: fc.boolean() })),
        cents,
        fc.boolean(),
        (milestones, items, amountCents, isIndividualBid) => {
          const total = computeBidTotal({ amountCents, milestones, items, isIndividualBid });
          return Number.isInteger(total) && total >= 0 && computeMaterialTotal(items) >= 0 && clampCents(amountCents) >= 0;
        },
      ),
    );
  });
});

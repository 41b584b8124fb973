import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { findBidTotalError } from '@homebid/shared/domain/bid-totals';
import type { Bid } from '@homebid/shared/schemas/bid';
import type { ListingDetail } from '@homebid/shared/schemas/listing';
import { buildBidInput, computeFormTotalCents, getInitialBidValues, hasIncompleteMilestone, sumMilestoneDollars, type BidFormValues } from './bid-form-values';

const service = { isMaterial: false, isIndividualBid: null };
const individual = { isMaterial: true, isIndividualBid: true };
const base: BidFormValues = { amount: 1200.5, description: ' note ', items: [], milestones: [], attachment: null };
const item = (productId: string, quantity: number, price: number, isEstimatedPriceEnabled = true) => ({
  productId, productName: `P ${productId}`, imageUrl: '', quantity, price, isEstimatedPriceEnabled,
});

describe('bid form values', () => {
  it('sends the typed amount in cents and the date range as start and end for services', () => {
    const input = buildBidInput({ ...base, dateRange: [dayjs('2030-12-01'), dayjs('2030-12-31')] }, service);
    expect(input).toMatchObject({ amountCents: 120050, description: 'note', startDate: '2030-12-01', endDate: '2030-12-31', items: [], milestones: [] });
  });

  it('makes the amount the milestone sum (whole dollars) while milestones exist, so the server check passes', () => {
    const milestones = [
      { description: 'a', dueDate: dayjs('2030-12-10'), amount: 1500 },
      { description: 'b', dueDate: dayjs('2030-12-30'), amount: 2500 },
    ];
    const input = buildBidInput({ ...base, milestones, dateRange: [dayjs('2030-12-01'), dayjs('2030-12-31')] }, service);
    expect(input.amountCents).toBe(400_000);
    expect(input.milestones).toEqual([
      { description: 'a', dueDate: '2030-12-10', amountCents: 150_000 },
      { description: 'b', dueDate: '2030-12-30', amountCents: 250_000 },
    ]);
    expect(findBidTotalError({ amountCents: input.amountCents, milestones: input.milestones ?? [] })).toBeNull();
    // the Bid Amount field shows the same sum in dollars; a card without its amount yet counts 0
    expect(sumMilestoneDollars([...milestones, { description: 'c', dueDate: null, amount: null }])).toBe(4000);
  });

  it('never counts a rounded figure: an amount finer than a cent counts nothing until it is corrected', () => {
    // the Bid Amount field refuses 100.555 (centsRule); the total beside it does not show $100.56
    expect(computeFormTotalCents({ ...base, amount: 100.555 }, service)).toBe(0);
    expect(computeFormTotalCents({ ...base, amount: 100.55 }, service)).toBe(10_055);
    expect(computeFormTotalCents({ ...base, items: [item('a', 2, 9.999), item('b', 1, 0.29)] }, individual)).toBe(29);
  });

  it('prices an individual material bid item by item; a switched-off item counts 0', () => {
    const values = { ...base, items: [item('a', 3, 12.5), item('b', 5, 9, false)], deliveryDate: dayjs('2030-11-15') };
    expect(computeFormTotalCents(values, individual)).toBe(3750);
    const input = buildBidInput(values, individual);
    expect(input).toMatchObject({ amountCents: 3750, startDate: null, endDate: '2030-11-15', isIndividualBid: true });
    expect(input.items?.map((i) => i.estimatedPriceCents)).toEqual([1250, 0]);
  });

  it('finds a milestone without amount, description or date', () => {
    expect(hasIncompleteMilestone([{ description: 'x', dueDate: dayjs(), amount: 0 }])).toBe(false);
    expect(hasIncompleteMilestone([{ description: ' ', dueDate: dayjs(), amount: 5 }])).toBe(true);
    expect(hasIncompleteMilestone([{ description: 'x', dueDate: null, amount: 5 }])).toBe(true);
    expect(hasIncompleteMilestone([{ description: 'x', dueDate: dayjs(), amount: null }])).toBe(true);
  });

  it('leaves the server-made default milestone out when editing, and keeps real ones', () => {
    const listing = { items: [] } as unknown as ListingDetail;
    const milestone = { position: 1, description: 'Bidding for whole Project', amountCents: 5000, dueDate: '2030-12-31', completed: false, bidderCompleted: false, posterPaid: false, bidderReceived: false };
    const bid = { amountCents: 5000, description: '', startDate: '2030-12-01', endDate: '2030-12-31', items: [], milestones: [milestone], attachment: null } as unknown as Bid;
    expect(getInitialBidValues(listing, bid).milestones).toEqual([]);
    const custom = { ...bid, milestones: [{ ...milestone, description: 'Deposit' }] } as Bid;
    expect(getInitialBidValues(listing, custom).milestones).toHaveLength(1);
  });
});

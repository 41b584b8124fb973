import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { computePaymentQuote, computeProviderFee, DEFAULT_FEE_SCHEDULE, grossUp } from './payment-fees';

describe('payment quote', () => {
  it('grosses the card fee up so the seller nets the milestone amount (2.9% + 30¢ by default)', () => {
    const quote = computePaymentQuote(10_000);
    // 10_330 * 2.9% = 299.57 -> 300 + 30 = 330; 10_330 - 330 = 10_000
    expect(quote).toMatchObject({ milestone_amount: 10_000, card_fee: 330, total_amount_card: 10_330, total_amount_ach: 10_000 });
    expect(computeProviderFee(10_330, 290, 30)).toBe(330);
    expect(quote.card_memo).toBe('Milestone $100.00 + card processing fee $3.30 (2.9% + $0.30) paid by you.');
    expect(quote.ach_memo).toBe('Milestone $100.00. No fee for bank transfer.');
  });

  it('charges nothing for a zero milestone and rejects fractions and negatives', () => {
    expect(computePaymentQuote(0)).toMatchObject({ card_fee: 0, total_amount_card: 0, total_amount_ach: 0 });
    expect(() => computePaymentQuote(-1)).toThrow(RangeError);
    expect(() => computePaymentQuote(10.5)).toThrow(RangeError);
  });

  it('applies a configured bank-transfer fee the same way', () => {
    const quote = computePaymentQuote(50_000, { ...DEFAULT_FEE_SCHEDULE, achPercentBps: 50, achFixedCents: 25 });
    expect(quote.total_amount_ach - quote.milestone_amount).toBeGreaterThan(0);
    expect(quote.total_amount_ach - computeProviderFee(quote.total_amount_ach, 50, 25)).toBeGreaterThanOrEqual(50_000);
    expect(quote.ach_memo).toContain('bank transfer fee');
  });

  it('property: the total is the smallest charge that leaves the seller the whole milestone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 0, max: 1_500 }), fc.integer({ min: 0, max: 500 }), (net, bps, fixed) => {
        const total = grossUp(net, bps, fixed);
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(total - computeProviderFee(total, bps, fixed)).toBeGreaterThanOrEqual(net);
        expect(total - 1 - computeProviderFee(total - 1, bps, fixed)).toBeLessThan(net);
      }),
    );
  });

  it('property: quote fields are integer cents that add up', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (amount) => {
        const q = computePaymentQuote(amount);
        expect(q.total_amount_card).toBe(q.milestone_amount + q.card_fee);
        expect(q.card_fee).toBeGreaterThanOrEqual(0);
        for (const v of [q.card_fee, q.total_amount_card, q.total_amount_ach]) expect(Number.isSafeInteger(v)).toBe(true);
      }),
    );
  });
});

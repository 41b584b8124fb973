import { describe, expect, it } from 'vitest';
import { DISPUTE_MSG } from '@homebid/shared/constants/escrow';
import { MONEY_CENTS_MSG } from '@homebid/shared/money';
import { splitAmountRule, splitRefundCents, splitReleaseCents, SPLIT_AMOUNT_REQUIRED } from './split-amount';

const HELD = 150_000; // $1,500.00

describe("a split's amount, typed in dollars", () => {
  it('becomes cents for the seller, from nothing to the whole held amount', () => {
    expect(splitReleaseCents(1000.5, HELD)).toEqual({ cents: 100_050 });
    expect(splitReleaseCents(0, HELD)).toEqual({ cents: 0 });
    expect(splitReleaseCents(1500, HELD)).toEqual({ cents: HELD });
    // binary floating point: 0.29 * 100 is 28.999999999999996
    expect(splitReleaseCents(0.29, HELD)).toEqual({ cents: 29 });
  });

  it('is refused above the held amount or below zero, in the product words', () => {
    expect(splitReleaseCents(1500.01, HELD)).toEqual({ problem: DISPUTE_MSG.releaseOutOfRange });
    expect(splitReleaseCents(-1, HELD)).toEqual({ problem: DISPUTE_MSG.releaseOutOfRange });
  });

  it('is refused when empty or finer than a cent, never rounded', () => {
    expect(splitReleaseCents(null, HELD)).toEqual({ problem: SPLIT_AMOUNT_REQUIRED });
    expect(splitReleaseCents(undefined, HELD)).toEqual({ problem: SPLIT_AMOUNT_REQUIRED });
    expect(splitReleaseCents(12.345, HELD)).toEqual({ problem: MONEY_CENTS_MSG });
    expect(splitReleaseCents(250.555, HELD)).toEqual({ problem: MONEY_CENTS_MSG });
  });

  it('previews what goes back to the poster only for an amount that could be sent', () => {
    expect(splitRefundCents(1000.5, HELD)).toBe(49_950);
    expect(splitRefundCents(0, HELD)).toBe(HELD);
    // $400.01 of $400.00 held: no '$400.00 back' beside the error
    expect(splitRefundCents(400.01, 40_000)).toBeNull();
    expect(splitRefundCents(250.555, HELD)).toBeNull();
    expect(splitRefundCents(null, HELD)).toBeNull();
  });

  it("is the field's rule, with the same words", async () => {
    const rule = splitAmountRule(HELD);
    await expect(rule.validator(null, 250.555)).rejects.toThrow(MONEY_CENTS_MSG);
    await expect(rule.validator(null, 1500.01)).rejects.toThrow(DISPUTE_MSG.releaseOutOfRange);
    await expect(rule.validator(null, null)).rejects.toThrow(SPLIT_AMOUNT_REQUIRED);
    await expect(rule.validator(null, 250.55)).resolves.toBeUndefined();
  });
});

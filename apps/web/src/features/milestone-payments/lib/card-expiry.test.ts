import { describe, expect, it } from 'vitest';
import { CARD_EXPIRY, isPastExpiry } from './card-expiry';

describe('a card expiry', () => {
  const now = new Date(2026, 10, 28); // 28 November 2026

  it('is good through the last day of its month', () => {
    expect(isPastExpiry('11/26', now)).toBe(false);
    expect(isPastExpiry('12/26', now)).toBe(false);
    expect(isPastExpiry('01/27', now)).toBe(false);
  });

  it('has expired in an earlier month or year', () => {
    expect(isPastExpiry('10/26', now)).toBe(true);
    expect(isPastExpiry('12/20', now)).toBe(true);
  });

  it('is written MM/YY', () => {
    expect(['12/34', '01/27'].every((value) => CARD_EXPIRY.test(value))).toBe(true);
    expect(['13/27', '1/27', '00/27', '12/2027', '12-27'].some((value) => CARD_EXPIRY.test(value))).toBe(false);
  });
});

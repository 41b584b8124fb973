import { describe, expect, it } from 'vitest';
import { centsOfDollars, formatCents } from './money';

describe('formatCents', () => {
  it('writes dollars and cents, grouped by thousands', () => {
    expect(formatCents(123_456_78)).toBe('$123,456.78');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(-250)).toBe('-$2.50');
    expect(formatCents(1_999)).toBe('$19.99');
    expect(formatCents(100_000)).toBe('$1,000.00');
    expect(formatCents(0)).toBe('$0.00');
  });

  it('leaves out the cents only when asked and there are none', () => {
    const short = { hideZeroCents: true };
    expect(formatCents(0, short)).toBe('$0');
    expect(formatCents(1_234_500, short)).toBe('$12,345');
    expect(formatCents(1_234_550, short)).toBe('$12,345.50');
    expect(formatCents(5, short)).toBe('$0.05');
    expect(formatCents(-2_500, short)).toBe('-$25');
  });

  it('writes every amount as the en-US currency format does', () => {
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    const amounts = [1, 99, 100, 101, 99_999, 100_000, 123_456_789, 999_999_999_99, -1, -100_050];
    for (let i = 0; i < 2000; i++) amounts.push(Math.floor((Math.random() - 0.2) * 10 ** (1 + (i % 12))));
    for (const amount of amounts) {
      expect(formatCents(amount)).toBe(cents.format(amount / 100));
      expect(formatCents(amount, { hideZeroCents: true })).toBe((amount % 100 ? cents : whole).format(amount / 100));
    }
  });
});

describe('centsOfDollars', () => {
  it('turns dollars of at most two decimals into cents, past binary floating point', () => {
    expect(centsOfDollars(250.55)).toBe(25_055);
    expect(centsOfDollars(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996
    expect(centsOfDollars(1.005)).toBeNull();
    expect(centsOfDollars(0)).toBe(0);
    expect(centsOfDollars(-2.5)).toBe(-250);
    expect(centsOfDollars(999_999_999.99)).toBe(99_999_999_999);
  });

  it('refuses a figure finer than a cent instead of rounding it', () => {
    expect(centsOfDollars(250.555)).toBeNull();
    expect(centsOfDollars(100.555)).toBeNull();
    expect(centsOfDollars(1234.567)).toBeNull();
    expect(centsOfDollars(0.001)).toBeNull();
    expect(centsOfDollars(Number.NaN)).toBeNull();
    expect(centsOfDollars(Number.POSITIVE_INFINITY)).toBeNull();
  });

  it('takes every amount of dollars and cents typed, up to the largest budget', () => {
    for (let i = 0; i < 5000; i++) {
      const cents = Math.floor(Math.random() * 10 ** (1 + (i % 11)));
      expect(centsOfDollars(Number(`${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`))).toBe(cents);
    }
  });
});

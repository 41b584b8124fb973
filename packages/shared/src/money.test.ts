import { describe, expect, it } from 'vitest';
import { formatCents } from './money';

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

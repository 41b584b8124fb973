import { describe, expect, it } from 'vitest';
import { formatMoney, formatPrice } from './money';

describe('money formatting', () => {
  it('shows whole dollars without cents and cents only when there are some', () => {
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(1_234_500)).toBe('$12,345');
    expect(formatMoney(1_234_550)).toBe('$12,345.50');
    expect(formatMoney(5)).toBe('$0.05');
    expect(formatMoney(-2_500)).toBe('-$25');
  });

  it('always shows cents on catalogue prices', () => {
    expect(formatPrice(1_999)).toBe('$19.99');
    expect(formatPrice(100_000)).toBe('$1,000.00');
    expect(formatPrice(0)).toBe('$0.00');
  });

  it('writes every amount as the en-US currency format does', () => {
    const whole = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const cents = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
    const amounts = [1, 99, 100, 101, 99_999, 100_000, 123_456_789, 999_999_999_99, -1, -100_050];
    for (let i = 0; i < 2000; i++) amounts.push(Math.floor((Math.random() - 0.2) * 10 ** (1 + (i % 12))));
    for (const amount of amounts) {
      expect(formatMoney(amount)).toBe((amount % 100 ? cents : whole).format(amount / 100));
      expect(formatPrice(amount)).toBe(cents.format(amount / 100));
    }
  });
});

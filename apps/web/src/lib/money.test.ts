import { describe, expect, it } from 'vitest';
import { formatMoney, formatPrice } from './money';

describe('money formatting', () => {
  it('shows whole dollars without cents and cents only when there are some', () => {
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(1_234_500)).toBe('$12,345');
    expect(formatMoney(1_234_550)).toBe('$12,345.50');
    expect(formatMoney(5)).toBe('$0.05');
  });

  it('always shows cents on catalogue prices', () => {
    expect(formatPrice(1_999)).toBe('$19.99');
    expect(formatPrice(100_000)).toBe('$1,000.00');
  });
});

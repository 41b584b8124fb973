import { describe, expect, it } from 'vitest';
import type { CatalogueProduct } from '@homebid/shared/schemas/catalogue';
import { addToCart, changeQuantity, getCartTotalCents, setQuantity } from './cart';

const product = (id: string, estimatedPriceCents = 1000): CatalogueProduct => ({
  id, brand: 'Acme', categoryId: 'lumber', category: 'Lumber', productName: `Board ${id}`, description: '', imageUrl: '/x.png', estimatedPriceCents,
});

describe('material cart', () => {
  it('adds a product with quantity 1, and one more when added again', () => {
    const once = addToCart([], product('a'));
    expect(once).toMatchObject([{ productId: 'a', quantity: 1 }]);
    expect(addToCart(once, product('a'))).toMatchObject([{ productId: 'a', quantity: 2 }]);
  });

  it('removes an item whose quantity reaches 0 with minus', () => {
    const cart = addToCart(addToCart([], product('a')), product('b'));
    const plus = changeQuantity(cart, 'b', 1);
    expect(plus.find((i) => i.productId === 'b')?.quantity).toBe(2);
    expect(changeQuantity(cart, 'a', -1).map((i) => i.productId)).toEqual(['b']);
  });

  it('sets a quantity and totals the estimate', () => {
    const cart = setQuantity(addToCart(addToCart([], product('a', 250)), product('b', 1000)), 'a', 4);
    expect(getCartTotalCents(cart)).toBe(4 * 250 + 1000);
    expect(setQuantity(cart, 'a', 0).map((i) => i.productId)).toEqual(['b']);
  });
});

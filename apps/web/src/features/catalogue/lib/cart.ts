import type { CatalogueProduct } from '@homebid/shared/schemas/catalogue';
import type { ListingItem } from '@homebid/shared/schemas/listing';

/** A cart line is a listing item: the product's data as posted, plus the quantity. */
export type CartItem = ListingItem;

/** Adds a product with quantity 1; a product already in the cart gets one more. */
export function addToCart(cart: CartItem[], product: CatalogueProduct): CartItem[] {
  if (cart.some((i) => i.productId === product.id)) return changeQuantity(cart, product.id, 1);
  const item: CartItem = {
    productId: product.id,
    brand: product.brand,
    category: product.category,
    productName: product.productName,
    description: product.description,
    imageUrl: product.imageUrl,
    estimatedPriceCents: product.estimatedPriceCents,
    quantity: 1,
  };
  return [...cart, item];
}

/** Plus/minus: quantity changes by `delta`; reaching 0 removes the item (spec section 4). */
export function changeQuantity(cart: CartItem[], productId: string, delta: number): CartItem[] {
  return setQuantity(cart, productId, (cart.find((i) => i.productId === productId)?.quantity ?? 0) + delta);
}

/** Sets a quantity (Edit Material); 0 or less removes the item. */
export function setQuantity(cart: CartItem[], productId: string, quantity: number): CartItem[] {
  if (quantity <= 0) return cart.filter((i) => i.productId !== productId);
  return cart.map((i) => (i.productId === productId ? { ...i, quantity } : i));
}

/** The cart's estimated total in cents. */
export const getCartTotalCents = (cart: CartItem[]) => cart.reduce((sum, i) => sum + i.estimatedPriceCents * i.quantity, 0);

import { PRODUCTS, isProductId, type ProductId } from './products';

/**
 * The cart's rules (spec §5: an item can be added only once). Its contents live in the vault
 * (meta `cart`), so a snooper opening the browser's storage sees only ciphertext.
 */
export function withProduct(cart: readonly string[], id: ProductId): ProductId[] {
  const clean = cleanCart(cart);
  return clean.includes(id) ? clean : [...clean, id];
}

/** Drops unknown ids and repeats (a cart written by an older or newer version). */
export function cleanCart(cart: readonly unknown[]): ProductId[] {
  return [...new Set(cart.filter(isProductId))];
}

/** The total in pounds; a range (the gift card) counts from its lowest amount. */
export function cartTotal(cart: readonly ProductId[]): { amount: number; from: boolean } {
  let amount = 0;
  let from = false;
  for (const id of cart) {
    const product = PRODUCTS.find((p) => p.id === id);
    if (!product) continue;
    amount += product.price.min;
    if (product.price.max !== product.price.min) from = true;
  }
  return { amount, from };
}

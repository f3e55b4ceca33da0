import { PRODUCTS, isProductId, type ProductId } from './products';

/**
 * The cart's rules: one line per product (spec §5: an item is added only once) with a quantity
 * from 1 to 10 she can change, and a line she can remove. Its contents live in the vault (meta
 * `cart`), so a snooper opening the browser's storage sees only ciphertext.
 */
export interface CartLine {
  id: ProductId;
  quantity: number;
}

export const MAX_QUANTITY = 10;

const clampQuantity = (value: unknown): number =>
  typeof value === 'number' && Number.isFinite(value)
    ? Math.min(MAX_QUANTITY, Math.max(1, Math.round(value)))
    : 1;

/**
 * Drops unknown ids and repeats (a cart written by an older or newer version); a bare id (the
 * format before quantities) is one of it.
 */
export function cleanCart(cart: readonly unknown[]): CartLine[] {
  const lines: CartLine[] = [];
  for (const entry of cart) {
    const id = typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : entry;
    if (!isProductId(id) || lines.some((line) => line.id === id)) continue;
    const quantity =
      typeof entry === 'object' && entry !== null
        ? clampQuantity((entry as { quantity?: unknown }).quantity)
        : 1;
    lines.push({ id, quantity });
  }
  return lines;
}

export function withProduct(cart: readonly unknown[], id: ProductId): CartLine[] {
  const clean = cleanCart(cart);
  return clean.some((line) => line.id === id) ? clean : [...clean, { id, quantity: 1 }];
}

export function withoutProduct(cart: readonly unknown[], id: ProductId): CartLine[] {
  return cleanCart(cart).filter((line) => line.id !== id);
}

export function withQuantity(
  cart: readonly unknown[],
  id: ProductId,
  quantity: number,
): CartLine[] {
  return cleanCart(cart).map((line) =>
    line.id === id ? { id, quantity: clampQuantity(quantity) } : line,
  );
}

/** The total in pounds; a range (the gift card) counts from its lowest amount. */
export function cartTotal(cart: readonly CartLine[]): { amount: number; from: boolean } {
  let amount = 0;
  let from = false;
  for (const line of cart) {
    const product = PRODUCTS.find((p) => p.id === line.id);
    if (!product) continue;
    amount += product.price.min * line.quantity;
    if (product.price.max !== product.price.min) from = true;
  }
  return { amount, from };
}

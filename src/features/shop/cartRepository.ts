import { isQuotaError, readMeta, useMeta, VaultLockedError, writeMeta } from '../../vault';
import { cleanCart, withoutProduct, withProduct, withQuantity, type CartLine } from './cart';
import type { ProductId } from './products';

export type CartWrite = { ok: true } | { ok: false; reason: 'locked' | 'quota' };

const EMPTY: string[] = [];

async function updateCart(change: (cart: readonly unknown[]) => CartLine[]): Promise<CartWrite> {
  try {
    await writeMeta('cart', change((await readMeta('cart')) ?? []));
    return { ok: true };
  } catch (error) {
    if (error instanceof VaultLockedError) return { ok: false, reason: 'locked' };
    if (isQuotaError(error)) return { ok: false, reason: 'quota' };
    throw error;
  }
}

export const addToCart = (id: ProductId) => updateCart((cart) => withProduct(cart, id));
export const removeFromCart = (id: ProductId) => updateCart((cart) => withoutProduct(cart, id));
export const setQuantity = (id: ProductId, quantity: number) =>
  updateCart((cart) => withQuantity(cart, id, quantity));

/** Live; empty while locked. */
export function useCart(): CartLine[] {
  return cleanCart(useMeta('cart', EMPTY));
}

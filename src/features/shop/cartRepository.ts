import { isQuotaError, readMeta, useMeta, VaultLockedError, writeMeta } from '../../vault';
import { cleanCart, withProduct } from './cart';
import type { ProductId } from './products';

export type CartWrite = { ok: true } | { ok: false; reason: 'locked' | 'quota' };

const EMPTY: string[] = [];

export async function addToCart(id: ProductId): Promise<CartWrite> {
  try {
    await writeMeta('cart', withProduct((await readMeta('cart')) ?? [], id));
    return { ok: true };
  } catch (error) {
    if (error instanceof VaultLockedError) return { ok: false, reason: 'locked' };
    if (isQuotaError(error)) return { ok: false, reason: 'quota' };
    throw error;
  }
}

/** Live; empty while locked. */
export function useCart(): ProductId[] {
  return cleanCart(useMeta('cart', EMPTY));
}

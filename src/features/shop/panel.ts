/** The Shop tab's panel: a separate entry so the shell loads it lazily. */
export { ShopPanel } from './ShopPanel';

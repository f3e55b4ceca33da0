import { replacePage } from '../../platform/page/navigation';

/**
 * A full reload to a fresh calculator after the emergency wipe: nothing decrypted stays in memory,
 * and `replace` adds no history entry. Its own module so tests can mock it.
 */
export function reloadToCalculator(): void {
  replacePage('/');
}

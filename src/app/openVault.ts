import { triggerPanic } from '../features/emergency';

/**
 * Asks the vault (a lazy chunk: Dexie and libsodium) whether a typed code opens a store. A code that
 * opens nothing does nothing: the calculator has simply computed a sum. The duress code opens the
 * decoy and silently raises the alarm.
 */
export async function openVault(
  code: string,
  defaultCode: string,
  unlock: () => void,
): Promise<boolean> {
  const vault = await import('../vault');
  const mode = await vault.unlockWithCode(code, defaultCode);
  if (!mode) return false;
  unlock();
  if (mode === 'decoy') void triggerPanic('duress-code');
  else void import('../features/emergency/startup').then((m) => m.onRealUnlock());
  // The outbox delivers what waits and pulls the lists (never for the decoy); it stops on lock.
  if (mode === 'real') void import('../sync/outbox').then((m) => m.startOutbox());
  return true;
}

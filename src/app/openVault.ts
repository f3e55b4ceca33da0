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
  // The account step ties the server session to the vault's account; only then does the outbox
  // deliver what waits and pull the lists (never for the decoy). Both stop on lock.
  if (mode === 'real') void import('../sync/account').then((m) => m.startAccountSync());
  return true;
}

import { triggerPanic } from '../features/emergency';
// The note's own small module, not the setup index: that brings i18next into the first chunk.
import { noteUnlockCode } from '../features/setup/shortCode';
import type { VaultMode } from '../vault';
import { retirePublicCode } from '../vault/publicCode';
import { lockCount, useSession } from '../vault/session';

/**
 * Asks the vault (a lazy chunk: Dexie and libsodium) whether a typed code opens a store, without
 * showing anything. It also keeps the calculator's public-code flag true: a real unlock with another
 * code, or the public code opening nothing, both mean the user's own code has replaced it (users who
 * chose their code before the flag existed get it on their next unlock).
 */
export async function tryCode(code: string, defaultCode: string): Promise<VaultMode | null> {
  const vault = await import('../vault');
  const mode = await vault.unlockWithCode(code, defaultCode);
  if ((mode === 'real' && code !== defaultCode) || (!mode && code === defaultCode)) {
    retirePublicCode();
  }
  return mode;
}

/** Shows the interface for a store `tryCode` opened. The duress code silently raises the alarm. */
export function enterVault(mode: VaultMode, unlock: () => void): void {
  unlock();
  if (mode === 'decoy') void triggerPanic('duress-code');
  else void import('../features/emergency/startup').then((m) => m.onRealUnlock());
  // The account step ties the server session to the vault's account; only then does the outbox
  // deliver what waits and pull the lists (never for the decoy). Both stop on lock.
  if (mode === 'real') void import('../sync/account').then((m) => m.startAccountSync());
}

/**
 * A code that opens nothing does nothing: the calculator has simply computed a sum.
 */
export async function openVault(
  code: string,
  defaultCode: string,
  unlock: () => void,
): Promise<boolean> {
  const locksBefore = lockCount();
  const mode = await tryCode(code, defaultCode);
  if (!mode) return false;
  if (lockCount() !== locksBefore) {
    // Locked while this code was checked: another attempt opened the interface and it has been
    // locked since. This older one must not open it again; lock once more to drop its key.
    useSession.getState().lock();
    return false;
  }
  // A 4- or 5-digit code from before the 6-digit minimum: ask for a longer one while unlocked.
  if (mode === 'real' && code !== defaultCode) noteUnlockCode(code);
  enterVault(mode, unlock);
  return true;
}

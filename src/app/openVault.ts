import { triggerPanic } from '../features/emergency';
// The note's own small module, not the setup index: that brings i18next into the first chunk.
import { noteUnlockCode } from '../features/setup/shortCode';
import type { VaultMode } from '../vault';
import { retirePublicCode, lockCount, useSession } from '../session';

/** A store a typed code opened, and how many locks had happened when the check began. */
export interface OpenedVault {
  readonly mode: VaultMode;
  readonly locksBefore: number;
}

/**
 * Asks the vault (a lazy chunk: Dexie and libsodium) whether a typed code opens a store, without
 * showing anything. It also keeps the calculator's public-code flag true: a real unlock with another
 * code, or the public code opening nothing, both mean the user's own code has replaced it (users who
 * chose their code before the flag existed get it on their next unlock).
 */
export async function tryCode(code: string, defaultCode: string): Promise<OpenedVault | null> {
  const locksBefore = lockCount();
  const vault = await import('../vault');
  const mode = await vault.unlockWithCode(code, defaultCode);
  if ((mode === 'real' && code !== defaultCode) || (!mode && code === defaultCode)) {
    retirePublicCode();
  }
  // The decoy's journal is filled before it shows (once): written while the interface is already
  // open, a quick Hide could cut the write short and the next look would find other entries.
  if (mode === 'decoy') {
    await import('../features/journal').then((m) => m.furnishDecoy()).catch(() => undefined);
  }
  return mode ? { mode, locksBefore } : null;
}

/**
 * Shows the interface for a store `tryCode` opened. The duress code silently raises the alarm.
 *
 * A lock since the check began (a locked page, Hide Interface, the idle lock, or another attempt
 * that opened the interface and was locked again) wins: this older attempt must not open it again,
 * so it locks once more to drop the key it opened, and returns false. That holds for every path,
 * the friend code's one-second wait included.
 */
export function enterVault(opened: OpenedVault, unlock: () => void): boolean {
  if (lockCount() !== opened.locksBefore) {
    useSession.getState().lock();
    return false;
  }
  unlock();
  if (opened.mode === 'decoy') void triggerPanic('duress-code');
  else {
    void import('../features/emergency/startup').then((m) => m.onRealUnlock());
    // After a wipe, the interface's files come back into the cache (src/platform/appFiles.ts).
    void import('../platform/page/appFiles').then((m) => m.restoreInterfaceFiles()).catch(() => 0);
  }
  // The account step ties the server session to the vault's account; only then does the outbox
  // deliver what waits and pull the lists (never for the decoy). Both stop on lock.
  if (opened.mode === 'real') void import('../sync/account').then((m) => m.startAccountSync());
  // Cloud backup (issue 28): what is pending goes up every 2 s while the real vault is open.
  if (opened.mode === 'real')
    void import('../features/backup/uploadLoop').then((m) => m.startCloudBackupLoop());
  return true;
}

/**
 * A code that opens nothing does nothing: the calculator has simply computed a sum.
 */
export async function openVault(
  code: string,
  defaultCode: string,
  unlock: () => void,
): Promise<boolean> {
  const opened = await tryCode(code, defaultCode);
  if (!opened) return false;
  // A 4- or 5-digit code from before the 6-digit minimum: ask for a longer one while unlocked.
  const entered = enterVault(opened, unlock);
  if (entered && opened.mode === 'real' && code !== defaultCode) noteUnlockCode(code);
  return entered;
}

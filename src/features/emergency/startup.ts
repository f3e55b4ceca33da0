import { logAppOpened, markRealUnlock } from './accessLog';
import { startCheckInWatcher } from './checkInWatcher';

/**
 * What must run from the locked calculator, loaded at idle after the first paint: the check-in
 * watcher (a deadline that passed while the app was closed fires the alarm at once) and sleep
 * mode's access log (this opening of the app counts as an attempt until the real code unlocks).
 */
export function startLockedWatchers(): void {
  void startCheckInWatcher();
  void logAppOpened();
}

/** The real code opened the vault: this opening was normal use. */
export function onRealUnlock(): void {
  void markRealUnlock();
  // Repairs the locked-time copy if an earlier write of it failed.
  void import('./contactEssentials').then((m) => m.syncSosEssentials()).catch(() => undefined);
}

import { readEssentials } from '../../vault/locked';
import { logAppOpened, markRealUnlock } from './sleep/accessLog';
import { startAlarmDelivery } from './alarm/alarmDelivery';
import { startAlertsDelivery } from './alerts/locked';
import { startCheckInWatcher } from './checkIn/checkInWatcher';
import { report } from '../../platform/report';

/**
 * What must run from the locked calculator, loaded at idle after the first paint: the check-in
 * watcher (a deadline that passed while the app was closed fires the alarm at once) and sleep
 * mode's access log (this opening of the app counts as an attempt until the real code unlocks).
 */
export function startLockedWatchers(): void {
  void startCheckInWatcher();
  void logAppOpened();
  void honourAutoDeleteIfDue();
  // Duress alarms an earlier page could not deliver are sent again (and on every `online`).
  startAlarmDelivery();
  // So are the server alerts' alarms, "I'm Safe" marks and check-in deadline (./alerts).
  startAlertsDelivery();
}

/**
 * Auto-delete whose deadline passed while the app was closed runs now, even if nobody unlocks (every
 * unlock also waits for it). The vault chunk (Dexie) is loaded only when something is due.
 */
export async function honourAutoDeleteIfDue(now: number = Date.now()): Promise<void> {
  try {
    const { autoDeleteAt } = await readEssentials();
    if (typeof autoDeleteAt !== 'number' || autoDeleteAt > now) return;
    await (await import('../../vault')).honourAutoDeleteAtStart();
  } catch (error) {
    report('cleanup at start failed', error);
  }
}

/** The real code opened the vault: this opening was normal use. */
export function onRealUnlock(): void {
  void markRealUnlock();
  // Repairs the locked-time copy if an earlier write of it failed.
  void import('./contacts/contactEssentials')
    .then((m) => m.syncSosEssentials())
    .catch(() => undefined);
  // The server's copy of the alert profile follows the vault until the lock.
  void import('./alerts').then((m) => m.startProfileSync()).catch(() => undefined);
  // Live location shared before the lock goes on (its key is readable again).
  void import('./location').then((m) => m.resumeSharing(undefined, true)).catch(() => undefined);
}

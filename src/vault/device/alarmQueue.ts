import {
  deleteDeviceBlob,
  loadDeviceBlob,
  openForDevice,
  saveDeviceBlob,
  sealForDevice,
} from './deviceKey';

/**
 * The duress alarms not yet confirmed by the server, sealed under the device key beside the SOS
 * essentials (same protection, its own associated data). Unlike the essentials, the decoy may
 * write here: raising the alarm is the one thing a duress unlock must do. Nothing reads this list
 * into any screen, so it can be neither seen nor cancelled from the decoy.
 */
export interface QueuedAlarm {
  /** The Idempotency-Key, made when the alarm was raised: every retry is the same call. */
  key: string;
  status: 'help';
  location: string;
  raisedAt: number;
  /** Failed tries so far (for the backoff). */
  attempts: number;
}

interface StoredAlarms {
  v: 1;
  alarms: QueuedAlarm[];
}

/** Missing or unreadable reads as empty, never as an error. */
export async function readQueuedAlarms(): Promise<QueuedAlarm[]> {
  const blob = await loadDeviceBlob('alarms');
  if (!blob) return [];
  const value = await openForDevice<StoredAlarms>(blob, 'alarms');
  return value?.v === 1 && Array.isArray(value.alarms) ? value.alarms : [];
}

let writing: Promise<unknown> = Promise.resolve();

/** Read-modify-write of the queue, one change after another, so no alarm is lost. */
export function updateQueuedAlarms(
  change: (alarms: QueuedAlarm[]) => QueuedAlarm[],
): Promise<QueuedAlarm[]> {
  const next = writing.then(async () => {
    const alarms = change(await readQueuedAlarms());
    // An empty queue is no entry at all (and no database once nothing else is kept): a wiped or
    // fresh calculator must leave nothing on the device.
    if (alarms.length === 0) {
      await deleteDeviceBlob('alarms');
      return alarms;
    }
    const stored: StoredAlarms = { v: 1, alarms };
    await saveDeviceBlob('alarms', await sealForDevice(stored, 'alarms'));
    return alarms;
  });
  writing = next.catch(() => undefined);
  return next;
}

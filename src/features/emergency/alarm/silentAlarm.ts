import { currentPosition, locationPermission } from '../../../platform/device/geolocation';
import { newId } from '../../../vault/locked';
import { deliverQueuedAlarms, locateQueuedAlarm, queueAlarm, sendAlarm } from './alarmDelivery';
import { startEvidenceCapture } from './panic';

/**
 * The duress code's alarm. Someone is standing over the user, so nothing may appear on screen: no
 * sheet, no sound, no toast, no console message, and no permission prompt either: the position is
 * asked for only when location permission was already granted. The alarm is a "help" check-in for
 * the server, which alerts her trusted contacts when she turned server alerts on (otherwise it is
 * only recorded), and its traffic looks like the app's ordinary check-in sync. It is queued under
 * the device key at once so that a reload or a lost connection cannot lose it, and sent until the
 * server confirms (alarmDelivery.ts). A text message cannot be sent without the user pressing Send, so none is
 * opened. Evidence capture starts if a recorder is registered.
 */
export const LOCATION_UNAVAILABLE = 'Location unavailable';

export async function raiseSilentAlarm(now: number = Date.now()): Promise<void> {
  const alarm = {
    key: newId(),
    status: 'help',
    location: LOCATION_UNAVAILABLE,
    raisedAt: now,
  } as const;
  const key = alarm.key;
  const capture = startEvidenceCapture('duress-code');
  try {
    await queueAlarm(alarm);
  } catch {
    // Storage refused: at least one try now, so the alarm is not simply dropped.
    await Promise.all([sendAlarm({ ...alarm, attempts: 0 }), capture]);
    return;
  }
  if ((await locationPermission()) === 'granted') {
    const fix = await currentPosition();
    if (fix.ok) {
      // Not saved: the alarm goes without it (a failure is silent, like everything here).
      await locateQueuedAlarm(key, `${fix.position.lat},${fix.position.lng}`).catch(
        () => undefined,
      );
    }
  }
  await Promise.all([deliverQueuedAlarms(), capture]);
}

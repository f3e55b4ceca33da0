import { newId } from '../../../../vault/locked';
import { requestSosPosition } from '../../sos/SosPosition';
import { POSITION_WAIT_MS, toAlarmPosition } from './alarmPosition';
import { postAlarm } from '../alertsApi';
import { deliverAlerts } from './alertsDelivery';
import { updateAlarm, updateAlertsQueue, type ServerAlarm } from './alertsQueue';
import { takeDeadlineId } from './deadline';
import { serverAlertsOn } from './serverAlertsOn';

/**
 * One alarm per SOS (the button, 123#, the long press, every trigger) and one for the check-in at
 * zero, when server alerts are on. It is queued durably at once, then sent with its position, or
 * without one after POSITION_WAIT_MS (alarmPosition.ts). The fix is the one the sheet shows (the
 * same shared request), never a cached one.
 */
const wait = (ms: number) => new Promise<null>((resolve) => setTimeout(() => resolve(null), ms));

async function raise(kind: ServerAlarm['kind'], id: string, raisedAt: number): Promise<void> {
  const alarm: ServerAlarm = {
    id,
    kind,
    raisedAt,
    sendAfter: raisedAt + POSITION_WAIT_MS,
    state: 'pending',
  };
  const fix = Promise.race([requestSosPosition(), wait(POSITION_WAIT_MS)]);
  try {
    await updateAlertsQueue((queue) =>
      queue.alarms.some((a) => a.id === id)
        ? queue
        : { ...queue, alarms: [...queue.alarms, alarm] },
    );
  } catch {
    // Storage refused: one try now with what is known, so the alarm is not simply dropped.
    const position = toAlarmPosition(await fix);
    await postAlarm({ id, kind, ...(position ? { position } : {}) });
    return;
  }
  const position = toAlarmPosition(await fix);
  await updateAlarm(id, (a) =>
    a.state === 'pending' ? { ...a, sendAfter: 0, ...(position ? { position } : {}) } : a,
  ).catch(() => undefined);
  await deliverAlerts();
}

/** The SOS's alarm; resolves once it was handed to the queue (or is not wanted). */
export async function raiseSosAlarm(raisedAt: number = Date.now()): Promise<void> {
  if (!(await serverAlertsOn())) return;
  await raise('sos', newId(), raisedAt);
}

/**
 * The check-in timer reached zero on the phone: the alarm carries the deadline's id, so the server
 * makes it one alarm with the one it raises itself when the deadline passes unheard.
 */
export async function raiseCheckInAlarm(dueAt: number, raisedAt: number = Date.now()) {
  const id = await takeDeadlineId(dueAt).catch(() => null);
  if (!(await serverAlertsOn())) return;
  await raise('checkin', id ?? newId(), raisedAt);
}

/**
 * She marked herself safe in the sheet: the server cancels the backup contacts' alerts that still
 * wait. Queued like the alarm, and sent once the alarm was accepted.
 */
export async function markAlarmSafe(id: string): Promise<void> {
  const queue = await updateAlarm(id, (a) => (a.safe ? a : { ...a, safe: 'pending' }));
  if (queue.alarms.some((a) => a.id === id)) await deliverAlerts();
}

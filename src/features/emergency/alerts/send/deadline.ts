import { currentPosition, locationPermission } from '../../../../platform/device/geolocation';
import { readEssentials, newId } from '../../../../vault/locked';
import { deliverAlerts } from './alertsDelivery';
import { readAlertsQueue, updateAlertsQueue, type ServerDeadline } from './alertsQueue';
import { POSITION_WAIT_MS, toAlarmPosition } from './alarmPosition';
import { serverAlertsOn } from './serverAlertsOn';

/**
 * The check-in deadline held by the server (PUT/DELETE /api/alerts/deadline): each timer run has
 * its own id; "I'm Safe" and "Cancel Timer" withdraw it. The position goes with it only when
 * location was already allowed: starting a timer must never raise a permission prompt.
 */
async function locate(): Promise<ServerDeadline['position']> {
  if ((await locationPermission()) !== 'granted') return undefined;
  return toAlarmPosition(await currentPosition());
}

/** A timer run started (or restarted): the server holds its deadline from now on. */
export async function holdDeadline(dueAt: number, now: number = Date.now()): Promise<void> {
  if (!(await serverAlertsOn())) return;
  const id = newId();
  const deadline: ServerDeadline = {
    id,
    dueAt,
    sendAfter: now + POSITION_WAIT_MS,
    want: 'held',
    server: 'unknown',
  };
  // A new run replaces the one before: the server holds one deadline per account.
  await updateAlertsQueue((queue) => ({ ...queue, deadline }));
  const position = await locate().catch(() => undefined);
  await updateAlertsQueue((queue) =>
    queue.deadline?.id === id
      ? {
          ...queue,
          deadline: { ...queue.deadline, sendAfter: 0, ...(position ? { position } : {}) },
        }
      : queue,
  );
  await deliverAlerts();
}

/** "I'm Safe" or "Cancel Timer": the server must not alert anyone for this run. */
export async function withdrawDeadline(): Promise<void> {
  const queue = await updateAlertsQueue((current) =>
    current.deadline
      ? { ...current, deadline: { ...current.deadline, want: 'withdrawn', sendAfter: 0 } }
      : current,
  );
  if (queue.deadline) await deliverAlerts();
}

/**
 * The timer reached zero on the phone: the run is over (the server raises its own alarm, under the
 * same id, if it held it). Answers the run's id for the phone's alarm, or null if none was kept.
 */
export async function takeDeadlineId(dueAt: number): Promise<string | null> {
  let id: string | null = null;
  await updateAlertsQueue((queue) => {
    const run = queue.deadline;
    // This run, or an older one left behind: either way it has passed.
    if (!run || run.dueAt > dueAt) return queue;
    if (run.dueAt === dueAt && run.want === 'held') id = run.id;
    return { ...queue, deadline: null };
  });
  return id;
}

/** Server alerts were turned on while a timer runs: the server holds that deadline too. */
export async function holdRunningDeadline(now: number = Date.now()): Promise<void> {
  const { checkInDeadline } = await readEssentials();
  if (typeof checkInDeadline !== 'number' || checkInDeadline <= now) return;
  const { deadline } = await readAlertsQueue();
  if (deadline?.dueAt === checkInDeadline && deadline.want === 'held') return;
  await holdDeadline(checkInDeadline, now);
}

import { apiRequest } from '../../../sync';
import { readQueuedAlarms, updateQueuedAlarms, type QueuedAlarm } from '../../../vault/locked';
import { liveLinkField } from '../location/liveLink';

/**
 * Delivery of the duress alarms queued under the device key (src/vault/alarmQueue.ts): a "help"
 * check-in to POST /api/checkin, with the Idempotency-Key made when the alarm was raised, so the
 * server records each alarm once however often it is sent. Tried at once, then again with
 * exponential backoff, at every app start and whenever the browser comes back online, until the
 * server answers 2xx. Nothing of it is ever shown or logged: the decoy cannot see or cancel it.
 */
export const ALARM_RETRY_BASE_MS = 2_000;
export const ALARM_RETRY_CAP_MS = 5 * 60_000;

/** 2 s, 4 s, 8 s … up to 5 minutes between tries. */
export function alarmRetryDelay(attempts: number): number {
  return Math.min(ALARM_RETRY_CAP_MS, ALARM_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

let running: Promise<number> | null = null;
let again = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** One try; true when the server confirmed (2xx). */
export async function sendAlarm(alarm: QueuedAlarm): Promise<boolean> {
  try {
    await apiRequest(
      'POST',
      '/api/checkin',
      // While she shares her live location, the server's alert carries its link.
      { status: alarm.status, location: alarm.location, ...liveLinkField() },
      { headers: { 'Idempotency-Key': alarm.key } },
    );
    return true;
  } catch {
    // Silent by design (someone may be reading the console): offline, signed out or a server
    // error; the next try sends it again.
    return false;
  }
}

async function deliverOnce(): Promise<number> {
  const queued = await readQueuedAlarms();
  const delivered = new Set<string>();
  for (const alarm of queued) if (await sendAlarm(alarm)) delivered.add(alarm.key);
  const left = await updateQueuedAlarms((alarms) =>
    alarms
      .filter((alarm) => !delivered.has(alarm.key))
      // Only the ones tried in this run count a failure (one raised meanwhile waits its turn).
      .map((alarm) =>
        queued.some((q) => q.key === alarm.key)
          ? { ...alarm, attempts: alarm.attempts + 1 }
          : alarm,
      ),
  );
  return left.length;
}

function scheduleRetry(attempts: number): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void deliverQueuedAlarms(), alarmRetryDelay(attempts));
}

/**
 * Sends every queued alarm; one run at a time (a call during a run asks for one more run after
 * it). Resolves with how many are still waiting; a retry is then scheduled.
 */
export function deliverQueuedAlarms(): Promise<number> {
  if (running) {
    again = true;
    return running;
  }
  const run = (async () => {
    let left = 0;
    do {
      again = false;
      // Unreadable storage: nothing to send (and nothing said).
      left = await deliverOnce().catch(() => 0);
    } while (again);
    if (left > 0) {
      const attempts = Math.min(...(await readQueuedAlarms()).map((a) => a.attempts));
      scheduleRetry(attempts);
    } else clearTimeout(retryTimer);
    return left;
  })();
  running = run;
  void run.finally(() => {
    if (running === run) running = null;
  });
  return run;
}

/** Puts an alarm in the queue (it survives a reload); the caller then delivers. */
export async function queueAlarm(alarm: Omit<QueuedAlarm, 'attempts'>): Promise<void> {
  await updateQueuedAlarms((alarms) => [...alarms, { ...alarm, attempts: 0 }]);
}

/** Changes a queued alarm's location once a position is known (it may already have gone). */
export async function locateQueuedAlarm(key: string, location: string): Promise<void> {
  await updateQueuedAlarms((alarms) =>
    alarms.map((alarm) => (alarm.key === key ? { ...alarm, location } : alarm)),
  );
}

let stopListening: (() => void) | null = null;

/** At app start (locked too): sends what an earlier page left, and again on every `online`. */
export function startAlarmDelivery(events: EventTarget | null = globalThis.window ?? null): void {
  if (!stopListening && events) {
    const online = () => void deliverQueuedAlarms();
    events.addEventListener('online', online);
    stopListening = () => events.removeEventListener('online', online);
  }
  void deliverQueuedAlarms();
}

/** Tests only: a new page load. */
export function resetAlarmDelivery(): void {
  stopListening?.();
  stopListening = null;
  clearTimeout(retryTimer);
  running = null;
  again = false;
}

import { onAccountReady } from '../../../../sync';
import {
  deleteDeadline,
  postAlarm,
  postAlarmSafe,
  putDeadline,
  type AlertsCall,
} from '../alertsApi';
import {
  loadAlertsQueue,
  readAlertsQueue,
  updateAlarm,
  updateAlertsQueue,
  type ServerAlarm,
  type ServerDeadline,
} from './alertsQueue';
import { liveLinkField } from '../../location/liveLink';

/**
 * Sends what the queue (alertsQueue.ts) owes the server: alarms first, then "I'm Safe" marks of
 * accepted alarms, then the check-in deadline. At once, then with exponential backoff (2 s doubling
 * to 5 min) while anything fails, on `online`, when the account step has a session, and at every
 * app start. Silent by design: nothing is logged, whatever happens (someone may be reading the
 * console), and a failure only means another try later.
 */
export const RETRY_BASE_MS = 2_000;
export const RETRY_CAP_MS = 5 * 60_000;

export function retryDelay(failures: number): number {
  return Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));
}

interface Round {
  /** A call must be tried again later. */
  failed: boolean;
  /** The earliest `sendAfter` still ahead (ms), if any. */
  nextAt: number | null;
}

const earliest = (a: number | null, b: number) => (a === null ? b : Math.min(a, b));

async function sendAlarm(alarm: ServerAlarm, round: Round): Promise<void> {
  const { id, kind, position } = alarm;
  // While she shares her live location, the alert carries its link (read now: never stored here).
  const answer = await postAlarm({
    id,
    kind,
    ...(position ? { position } : {}),
    ...liveLinkField(),
  });
  // Once accepted, the position has nothing more to do on this device: it is not kept.
  if (answer.ok) await updateAlarm(id, ({ position: _, ...a }) => ({ ...a, state: 'accepted' }));
  else if (answer.reason === 'retry') round.failed = true;
  else await updateAlarm(id, (a) => ({ ...a, state: 'refused', message: answer.message }));
}

async function sendSafe(alarm: ServerAlarm, round: Round): Promise<void> {
  const answer = await postAlarmSafe(alarm.id);
  if (!answer.ok && answer.reason === 'retry') round.failed = true;
  // Confirmed, or refused for good (the alarm is over): nothing more to send either way.
  else await updateAlarm(alarm.id, (a) => ({ ...a, safe: 'done' }));
}

async function sendDeadline(deadline: ServerDeadline, round: Round): Promise<void> {
  const { id, dueAt, position, want } = deadline;
  const answer: AlertsCall<true> =
    want === 'held'
      ? await putDeadline({
          id,
          dueAt: new Date(dueAt).toISOString(),
          ...(position ? { position } : {}),
          ...liveLinkField(),
        })
      : await deleteDeadline(id);
  if (!answer.ok && answer.reason === 'retry') {
    round.failed = true;
    return;
  }
  // Applied only if nothing changed meanwhile (a cancel during the PUT wins; it is sent next).
  await updateAlertsQueue((queue) => {
    const now = queue.deadline;
    if (now?.id !== id || now.want !== want) return queue;
    if (want === 'withdrawn') return { ...queue, deadline: null };
    const { position: _, ...rest } = now;
    return { ...queue, deadline: { ...rest, server: answer.ok ? 'held' : 'refused' } };
  });
}

async function deliverRound(now: number): Promise<Round> {
  const round: Round = { failed: false, nextAt: null };
  const queue = await readAlertsQueue();
  for (const alarm of queue.alarms.filter((a) => a.state === 'pending')) {
    if (alarm.sendAfter > now) round.nextAt = earliest(round.nextAt, alarm.sendAfter);
    else await sendAlarm(alarm, round);
  }
  const accepted = (await readAlertsQueue()).alarms.filter(
    (a) => a.state === 'accepted' && a.safe === 'pending',
  );
  for (const alarm of accepted) await sendSafe(alarm, round);
  const deadline = (await readAlertsQueue()).deadline;
  const owed = deadline && (deadline.want === 'withdrawn' || deadline.server === 'unknown');
  if (deadline && owed) {
    if (deadline.sendAfter > now) round.nextAt = earliest(round.nextAt, deadline.sendAfter);
    else await sendDeadline(deadline, round);
  }
  return round;
}

let running: Promise<void> | null = null;
let again = false;
let failures = 0;
let timer: ReturnType<typeof setTimeout> | undefined;

function schedule(round: Round): void {
  clearTimeout(timer);
  failures = round.failed ? failures + 1 : 0;
  const wait = round.failed ? retryDelay(failures) : null;
  const until = round.nextAt === null ? null : Math.max(0, round.nextAt - Date.now());
  const delay = wait === null ? until : until === null ? wait : Math.min(wait, until);
  if (delay !== null) timer = setTimeout(() => void deliverAlerts(), delay);
}

/** Sends what is owed; one run at a time (a call during a run asks for one more after it). */
export function deliverAlerts(): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  const run = (async () => {
    let round: Round = { failed: false, nextAt: null };
    do {
      again = false;
      round = await deliverRound(Date.now()).catch(() => ({ failed: true, nextAt: null }));
    } while (again);
    schedule(round);
  })();
  running = run;
  void run.finally(() => {
    if (running === run) running = null;
  });
  return run;
}

let stopListening: (() => void) | null = null;

/** At app start (locked too): sends what an earlier page left, and again on `online`. */
export function startAlertsDelivery(events: EventTarget | null = globalThis.window ?? null): void {
  if (!stopListening) {
    const send = () => void deliverAlerts();
    events?.addEventListener('online', send);
    const stopReady = onAccountReady(send);
    stopListening = () => {
      events?.removeEventListener('online', send);
      stopReady();
    };
  }
  void loadAlertsQueue()
    .catch(() => undefined)
    .then(() => deliverAlerts());
}

/** Tests only: a new page load. */
export function resetAlertsDelivery(): void {
  stopListening?.();
  stopListening = null;
  clearTimeout(timer);
  running = null;
  again = false;
  failures = 0;
}

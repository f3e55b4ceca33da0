import { create } from 'zustand';
import type { AlarmKind, AlarmPosition } from '../../../../../api/contract';
import {
  deleteDeviceBlob,
  loadDeviceBlob,
  openForDevice,
  saveDeviceBlob,
  sealForDevice,
} from '../../../../vault/locked';

/**
 * What the server alerts still owe the server, sealed under the device key (like the duress
 * alarms, src/vault/alarmQueue.ts): alarms not yet accepted, marks of "I'm Safe" not yet confirmed,
 * and the check-in deadline. The SOS works from the locked calculator after a reload, so this
 * cannot wait for the vault key, and a reload or a lost connection must lose nothing. It also
 * keeps the last few alarms' ids, so the sheet and the Emergency tab can show their deliveries.
 * Nothing else (no names, no numbers) is kept here.
 */
export interface ServerAlarm {
  /** Chosen here: posting it twice is one alarm. A check-in's is its deadline's id. */
  id: string;
  kind: Extract<AlarmKind, 'sos' | 'checkin'>;
  position?: AlarmPosition;
  raisedAt: number;
  /** Not sent before this (ms): its position may still come. */
  sendAfter: number;
  /** `accepted`: the server answered 202; `refused`: it answered a final no (`message`). */
  state: 'pending' | 'accepted' | 'refused';
  message?: string;
  /** She marked herself safe: `pending` until the server confirmed it. */
  safe?: 'pending' | 'done';
}

export interface ServerDeadline {
  /** One per timer run; the alarm it raises has the same id. */
  id: string;
  dueAt: number;
  position?: AlarmPosition;
  sendAfter: number;
  /** What the phone wants the server to do. */
  want: 'held' | 'withdrawn';
  /** What the server said about this run: `held` only after its 200. */
  server: 'unknown' | 'held' | 'refused';
}

export interface AlertsQueue {
  v: 1;
  /** Oldest first. */
  alarms: ServerAlarm[];
  deadline: ServerDeadline | null;
}

export const EMPTY_QUEUE: AlertsQueue = { v: 1, alarms: [], deadline: null };
/** Settled alarms kept for their deliveries: the newest few, none older than a day. */
const KEEP_SETTLED = 5;
export const KEEP_ALARM_MS = 24 * 60 * 60_000;

// A refused alarm has nothing to mark safe on the server.
const settled = (alarm: ServerAlarm) =>
  alarm.state === 'refused' || (alarm.state === 'accepted' && alarm.safe !== 'pending');

function trim(queue: AlertsQueue, now: number): AlertsQueue {
  const keep = new Set(
    queue.alarms
      .filter((alarm) => settled(alarm) && now - alarm.raisedAt < KEEP_ALARM_MS)
      .slice(-KEEP_SETTLED),
  );
  return { ...queue, alarms: queue.alarms.filter((a) => !settled(a) || keep.has(a)) };
}

/** The mirror the screens read (loaded by `loadAlertsQueue`, kept by every write). */
export const useAlertsQueue = create<AlertsQueue>(() => EMPTY_QUEUE);

/** Missing or unreadable reads as empty, never as an error. */
export async function readAlertsQueue(): Promise<AlertsQueue> {
  const blob = await loadDeviceBlob('alerts');
  const value = blob ? await openForDevice<AlertsQueue>(blob, 'alerts') : null;
  if (value?.v !== 1 || !Array.isArray(value.alarms)) return EMPTY_QUEUE;
  return { v: 1, alarms: value.alarms, deadline: value.deadline ?? null };
}

export async function loadAlertsQueue(): Promise<AlertsQueue> {
  const queue = await readAlertsQueue();
  useAlertsQueue.setState(queue, true);
  return queue;
}

let writing: Promise<unknown> = Promise.resolve();

/** Read-modify-write, one change after another, so nothing is lost. */
export function updateAlertsQueue(
  change: (queue: AlertsQueue) => AlertsQueue,
  now: number = Date.now(),
): Promise<AlertsQueue> {
  const next = writing.then(async () => {
    const queue = trim(change(await readAlertsQueue()), now);
    // Nothing owed and nothing to show is no entry at all: a wiped or fresh calculator keeps nothing.
    if (queue.alarms.length === 0 && queue.deadline === null) await deleteDeviceBlob('alerts');
    else await saveDeviceBlob('alerts', await sealForDevice(queue, 'alerts'));
    useAlertsQueue.setState(queue, true);
    return queue;
  });
  writing = next.catch(() => undefined);
  return next;
}

/** Changes one alarm (by id), if it is still there. */
export function updateAlarm(
  id: string,
  change: (alarm: ServerAlarm) => ServerAlarm,
): Promise<AlertsQueue> {
  return updateAlertsQueue((queue) => ({
    ...queue,
    alarms: queue.alarms.map((alarm) => (alarm.id === id ? change(alarm) : alarm)),
  }));
}

/**
 * Server alerts were turned off: the server took the deadline away with the profile and accepts
 * no alarm, so nothing is owed any more (alarms not yet sent are dropped with it).
 */
export function forgetOwed(): Promise<AlertsQueue> {
  return updateAlertsQueue((queue) => ({
    ...queue,
    alarms: queue.alarms.filter((alarm) => alarm.state !== 'pending'),
    deadline: null,
  }));
}

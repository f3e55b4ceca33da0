/**
 * Sleep mode's access log (spec §3 "Access log entry", §4 "Sleep mode"). It lives in the SOS
 * essentials (device-key sealed) because each opening must be logged while the app is still a
 * locked calculator. Every opening counts as an attempt until the real code opens the vault; wrong
 * codes and the duress code leave it so. It never records audio or video.
 *
 * Light on purpose (no Dexie, no vault index): startup.ts loads it from the locked calculator.
 * The decoy never calls in here: SleepMode.tsx shows it an empty log and writes nothing.
 */
import type { AccessLogEntry } from '../../vault/db/entities';
import { readEssentials, updateEssentials } from '../../vault/essentials';
import { newId } from '../../vault/ids';
import { report } from '../../platform/report';

export type { AccessLogEntry };

/** Entries kept on the device; the tab shows the last 5 (spec §9). */
export const ACCESS_LOG_KEPT = 20;
export const ACCESS_LOG_SHOWN = 5;

export interface SleepModeState {
  on: boolean;
  /** Oldest first, as stored. */
  log: AccessLogEntry[];
}

/** This page load's entry, if sleep mode logged one. */
let currentOpening: string | null = null;
/** Whether logAppOpened has run in this page load. */
let openingSeen = false;
/** The real code opened the vault before this opening was logged (a slow idle callback). */
let realUnlockBeforeLog = false;

const listeners = new Set<() => void>();
let queue: Promise<unknown> = Promise.resolve();

/** Read-modify-write of the log, one after another, so no entry or flag is lost. */
function serial<T>(task: () => Promise<T>): Promise<T> {
  const next = queue.then(task);
  queue = next.catch(() => undefined);
  return next;
}

function changed(): void {
  for (const listener of listeners) listener();
}

/** Called after every change to sleep mode or the log (for the tab while it is open). */
export function subscribeAccessLog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function readSleepMode(): Promise<SleepModeState> {
  const essentials = await readEssentials();
  return { on: essentials.sleepMode ?? false, log: essentials.accessLog ?? [] };
}

/** Real vault only (the caller checks): turns sleep mode on or off. The log is kept either way. */
export function setSleepMode(on: boolean): Promise<void> {
  return serial(async () => {
    await updateEssentials({ sleepMode: on });
    changed();
  });
}

/** At every app start, even locked: while sleep mode is on, this opening is logged as an attempt. */
export function logAppOpened(now: number = Date.now()): Promise<void> {
  return serial(async () => {
    const attempted = !realUnlockBeforeLog;
    realUnlockBeforeLog = false;
    openingSeen = true;
    currentOpening = null;
    const { on, log } = await readSleepMode();
    if (!on) return;
    const entry: AccessLogEntry = { id: newId(), at: now, attempted };
    await updateEssentials({ accessLog: [...log, entry].slice(-ACCESS_LOG_KEPT) });
    currentOpening = entry.id;
    changed();
  }).catch((error: unknown) => report('log write failed', error));
}

/** The real code opened the vault: this opening was normal use. */
export function markRealUnlock(): Promise<void> {
  return serial(async () => {
    const id = currentOpening;
    if (!id) {
      if (!openingSeen) realUnlockBeforeLog = true;
      return;
    }
    const { log } = await readSleepMode();
    if (!log.some((entry) => entry.id === id && entry.attempted)) return;
    await updateEssentials({
      accessLog: log.map((entry) => (entry.id === id ? { ...entry, attempted: false } : entry)),
    });
    changed();
  }).catch((error: unknown) => report('log update failed', error));
}

/** The entries the tab shows: the last 5 logged, newest first (stored order, not the clock's). */
export function latestEntries(log: readonly AccessLogEntry[]): AccessLogEntry[] {
  return log.slice(-ACCESS_LOG_SHOWN).reverse();
}

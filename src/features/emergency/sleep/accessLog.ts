/**
 * Sleep mode's access log (spec §3 "Access log entry", §4 "Sleep mode"). Each opening must be logged
 * while the app is still a locked calculator, yet the locked page must not be able to read the log
 * (someone with the phone would learn that sleep mode is on, and when it was opened): each opening is
 * sealed to the real vault's public key (src/vault/accessLogDrop.ts), and the real vault moves them
 * into its own table at the next real unlock. Every opening counts as an attempt until the real code
 * opens the vault; wrong codes and the duress code leave it so. It never records audio or video.
 *
 * Light on purpose (no Dexie, no vault index on the locked path): startup.ts loads it from the
 * locked calculator, and the sealing code is loaded only when sleep mode is on.
 * The decoy never calls in here: SleepMode.tsx shows it an empty log and writes nothing.
 */
import type { AccessLogEntry } from '../../../vault/locked';
import { readEssentials, updateEssentials, newId } from '../../../vault/locked';
import { openVaultMode } from '../../../session';
import { report } from '../../../platform/report';

export type { AccessLogEntry };

/** The tab shows the last 5 (spec §9); the vault keeps 20 (src/vault/accessLogDrop.ts). */
export const ACCESS_LOG_SHOWN = 5;

export interface SleepModeState {
  on: boolean;
  /** Oldest first, as stored in the real vault (empty while locked or in the decoy). */
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

/** One step after another, so no entry or flag is lost. */
function serial<T>(task: () => Promise<T>): Promise<T> {
  const next = queue.then(task);
  queue = next.catch(() => undefined);
  return next;
}

function changed(): void {
  for (const listener of listeners) listener();
}

const drop = () => import('../../../vault/device/accessLogDrop');

/** Called after every change to sleep mode or the log (for the tab while it is open). */
export function subscribeAccessLog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function readSleepMode(): Promise<SleepModeState> {
  const essentials = await readEssentials();
  const log = openVaultMode() === 'real' ? await (await drop()).readAccessLog() : [];
  return { on: essentials.sleepMode ?? false, log };
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
    if (!((await readEssentials()).sleepMode ?? false)) return;
    const entry: AccessLogEntry = { id: newId(), at: now, attempted };
    const { sealOpening, settleAccessLog } = await drop();
    if (!(await sealOpening(entry))) return;
    currentOpening = entry.id;
    // Already unlocked (the log came late): the vault takes it in now.
    if (openVaultMode() === 'real') await settleAccessLog();
    changed();
  }).catch((error: unknown) => report('log write failed', error));
}

/** The real code opened the vault: it takes in the log, and this opening was normal use. */
export function markRealUnlock(): Promise<void> {
  return serial(async () => {
    if (!openingSeen) realUnlockBeforeLog = true;
    await (await drop()).settleAccessLog(currentOpening);
    changed();
  }).catch((error: unknown) => report('log update failed', error));
}

/** The entries the tab shows: the last 5 logged, newest first (stored order, not the clock's). */
export function latestEntries(log: readonly AccessLogEntry[]): AccessLogEntry[] {
  return log.slice(-ACCESS_LOG_SHOWN).reverse();
}

import { getVaultDatabase, isVaultOpen, vaultMode } from '../../vault';
import { onLock } from '../../session';
import { onBackgroundSyncWake, requestBackgroundSync } from '../backgroundSync';
import { IDLE_SYNC_STATE, useSyncState } from '../syncState';
import { PULL_KINDS, type PullKind } from './pulls';
import { retryEntry } from './queue';
import type { SchedulerDeps } from './deps';
import { OutboxScheduler } from './scheduler';
import { windowEvents } from '../../platform/page/page';

/**
 * Starting and stopping the outbox with the vault: it starts after the real vault unlocks (the
 * decoy never syncs: it must stay empty and must not touch the real account), stops on lock, and
 * delivers on unlock, on `online`, on its retry timer, on a Background Sync wake and after the
 * account step resumed it. Only one scheduler exists at a time. It is started by the account step
 * (src/sync/account), once the server session is the vault's own account.
 */
export interface StartOutboxOptions extends Partial<SchedulerDeps> {
  /** Where `online`/`offline` come from (window by default; null for none). */
  events?: EventTarget | null;
  /** Start held: count and show what waits, send and pull nothing until `resumeDelivery()`. */
  held?: boolean;
}

let scheduler: OutboxScheduler | null = null;
let detach: (() => void)[] = [];

function defaultDeps(): SchedulerDeps {
  return {
    database: getVaultDatabase,
    fetch: (input, init) => fetch(input, init),
    now: () => Date.now(),
    random: Math.random,
    setTimer: (callback, ms) => setTimeout(callback, ms),
    clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    baseUrl: '',
    concurrency: 4,
    report: (patch) => useSyncState.setState(patch),
    onWaitingForNetwork: () => void requestBackgroundSync(),
  };
}

function listen(target: EventTarget, type: string, listener: () => void): () => void {
  target.addEventListener(type, listener);
  return () => target.removeEventListener(type, listener);
}

export function stopOutbox(): void {
  scheduler?.destroy();
  scheduler = null;
  for (const undo of detach) undo();
  detach = [];
  useSyncState.setState(IDLE_SYNC_STATE);
}

onLock(stopOutbox);

/** After a successful unlock of the real vault: deliver what waits, then pull every list. */
export function startOutbox(options: StartOutboxOptions = {}): void {
  stopOutbox();
  if (!isVaultOpen() || vaultMode() !== 'real') return;
  const { events = windowEvents(), held = false, ...overrides } = options;
  const current = new OutboxScheduler({ ...defaultDeps(), ...overrides });
  scheduler = current;
  if (held) current.setHeld(true);
  useSyncState.setState({ ...IDLE_SYNC_STATE, active: true });
  // Connectivity is back (the browser says so, or Background Sync woke us): send and pull now.
  const reconnected = () => {
    current.setBrowserOffline(false);
    current.requestPull(PULL_KINDS);
  };
  if (events) {
    detach.push(listen(events, 'online', reconnected));
    detach.push(listen(events, 'offline', () => current.setBrowserOffline(true)));
  }
  detach.push(onBackgroundSyncWake(reconnected));
  current.requestPull(PULL_KINDS);
  current.kick(true);
}

/**
 * A queue held at unlock or paused by a 401 delivers again and pulls every list. Called by the account step
 * (src/sync/account) once the session is the vault's account again, never straight from a
 * sign-in check: a session of another account must not receive this vault's records.
 */
export function resumeDelivery(): void {
  if (!scheduler) return;
  scheduler.setHeld(false);
  scheduler.setPaused(false);
  scheduler.requestPull(PULL_KINDS);
}

/**
 * The account step could not confirm the session: keep the queue (shown, not sent). `offline`: the
 * server was not reached; `signed-out`: there is no usable session (shown as signed out).
 */
export function holdDelivery(reason: 'offline' | 'signed-out'): void {
  if (!scheduler) return;
  scheduler.setHeld(true, reason === 'offline');
  if (reason === 'signed-out') scheduler.setPaused(true);
}

/** Writers call this after their transaction committed: a new call may be sent. */
export function notifyOutbox(): void {
  scheduler?.kick();
}

/** Pull some lists again (e.g. the subscription status after friend access). */
export function pullAgain(kinds: readonly PullKind[]): void {
  scheduler?.requestPull(kinds);
}

/** Resolves when the outbox has nothing running (tests, the bench). */
export async function outboxIdle(): Promise<void> {
  await scheduler?.idle();
}

/** The user's choice on a refused call: send it again now... */
export async function retryDelivery(id: string): Promise<void> {
  await retryEntry(getVaultDatabase(), id);
  scheduler?.kick(true);
}

/** ...or drop it (the record stays on this device). */
export async function discardDelivery(id: string): Promise<void> {
  await getVaultDatabase().outbox.delete(id);
  scheduler?.kick();
}

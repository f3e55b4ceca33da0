import { create } from 'zustand';

/**
 * What the sync indicator shows (a light module: zustand only, no vault). The outbox writes it;
 * locking resets it, because a count of waiting changes is itself something to keep private.
 */
export type OutboxKind = 'journal' | 'watchlist' | 'communityReports' | 'checkins' | 'usage';

export interface FailedDelivery {
  id: string;
  kind: OutboxKind | 'other';
  method: 'POST' | 'DELETE';
  /** The server's message (its `message` field, else "status: body"). */
  message: string;
}

export interface SyncState {
  /** The outbox runs (the real vault is open). Nothing is shown otherwise. */
  active: boolean;
  /** Calls waiting to be delivered (not counting failed ones). */
  pending: number;
  failed: FailedDelivery[];
  /** A 401 stopped delivery until the user is signed in again. */
  paused: boolean;
  /** The browser said so, or the server could not be reached. */
  offline: boolean;
}

export const IDLE_SYNC_STATE: SyncState = {
  active: false,
  pending: 0,
  failed: [],
  paused: false,
  offline: false,
};

export const useSyncState = create<SyncState>(() => IDLE_SYNC_STATE);

const resumeListeners = new Set<() => void>();

/** The outbox listens here; returns the unsubscribe. */
export function onResumeOutbox(listener: () => void): () => void {
  resumeListeners.add(listener);
  return () => resumeListeners.delete(listener);
}

/**
 * A session was found (again): the account step checks it is the vault's account and only then
 * lets a queue paused by a 401 deliver (the scheduler reports `paused: false` itself). Harmless
 * when nothing is paused.
 */
export function resumeOutbox(): void {
  for (const listener of resumeListeners) listener();
}

const readyListeners = new Set<() => void>();

/**
 * The account step found the session to be the vault's own account (after an unlock, a reconnect
 * or a resumed session): calls that need it (the server alerts' profile and queue) go now.
 * Returns the unsubscribe.
 */
export function onAccountReady(listener: () => void): () => void {
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}

/** Called by the account step (src/sync/account) on each `ready`. */
export function announceAccountReady(): void {
  for (const listener of readyListeners) listener();
}

/**
 * The contact's page waits for the next position (`?wait=1`, a long poll) instead of asking every
 * few seconds. An append on this instance wakes the readers of its session at once. On PostgreSQL
 * an append on another instance wakes them through LISTEN/NOTIFY (server/api.ts); readers still
 * look again every SAFETY_RECHECK_MS in case a notification was lost, and every RECHECK_MS while
 * the listening connection is down (the database is the truth; a wake is only a hint).
 */
export const WAIT_MS = 20_000;
export const RECHECK_MS = 500;
export const SAFETY_RECHECK_MS = 5000;

let crossInstance = false;

/** Whether other instances' changes reach this one's readers (PostgreSQL's LISTEN is up). */
export function setCrossInstanceWake(listening: boolean): void {
  crossInstance = listening;
}

/** How long a reader waits before looking at the database again without a wake. */
export function recheckMs(): number {
  return crossInstance ? SAFETY_RECHECK_MS : RECHECK_MS;
}

type Wake = () => void;
const waiting = new Map<string, Set<Wake>>();

/** Wakes every reader waiting on this session (called after an append, an end or a wipe). */
export function wakeReaders(sessionId?: string): void {
  const sets = sessionId ? [waiting.get(sessionId)] : [...waiting.values()];
  for (const set of sets) for (const wake of set ?? []) wake();
}

/**
 * Resolves after a wake for this session, after `ms`, or at once when `signal` aborts (the page
 * went away). Never rejects.
 */
export function waitForWake(sessionId: string, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const set = waiting.get(sessionId) ?? new Set<Wake>();
    waiting.set(sessionId, set);
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      set.delete(done);
      if (set.size === 0 && waiting.get(sessionId) === set) waiting.delete(sessionId);
      resolve();
    };
    const timer = setTimeout(done, ms);
    set.add(done);
    if (signal?.aborted) done();
    else signal?.addEventListener('abort', done);
  });
}

/** How many readers wait now (for tests and the bench). */
export function waitingReaders(): number {
  let n = 0;
  for (const set of waiting.values()) n += set.size;
  return n;
}

import { isVaultOpen, vaultMode } from '../../vault';
import { onLock } from '../../session';
import { isLockError } from '../outbox/deps';
import {
  holdDelivery,
  resumeDelivery,
  startOutbox,
  stopOutbox,
  type StartOutboxOptions,
} from '../outbox/lifecycle';
import { backoffDelay } from '../outbox/policy';
import { announceAccountReady, onResumeOutbox, useSyncState } from '../syncState';
import { ensureAccount, type AccountOutcome } from './accountStep';
import { report } from '../../platform/report';
import { windowEvents } from '../../platform/page/page';

/**
 * Runs the account step after a real unlock. The outbox starts at once but held (it counts and
 * shows what waits, sends and pulls nothing) and is released only when the step says `ready`. Until
 * then the step is tried again on `online` and on a backoff timer while the server cannot be
 * reached. Once the session was confirmed, it runs again when a sign-in check finds a session
 * (`resumeOutbox`) and when the outbox pauses on a 401 (an expired session is resumed with the
 * vault's credentials), at most once a minute for the last, so a server that keeps answering 401 is
 * not hammered. The decoy never gets here: it has no account and never syncs.
 */
const PAUSE_RECOVERY_INTERVAL_MS = 60_000;

let stopCurrent: (() => void) | null = null;

export function stopAccountSync(): void {
  stopCurrent?.();
  stopCurrent = null;
  stopOutbox();
}

onLock(stopAccountSync);

function listen(target: EventTarget, type: string, listener: () => void): () => void {
  target.addEventListener(type, listener);
  return () => target.removeEventListener(type, listener);
}

/** Resolves with the first step's outcome (null when the real vault is not open). */
export function startAccountSync(options: StartOutboxOptions = {}): Promise<AccountOutcome | null> {
  stopAccountSync();
  if (!isVaultOpen() || vaultMode() !== 'real') return Promise.resolve(null);
  const { events = windowEvents() } = options;
  const call = {
    fetch: options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init)),
    baseUrl: options.baseUrl ?? '',
  };
  const now = options.now ?? (() => Date.now());
  const random = options.random ?? Math.random;
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer =
    options.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  let stopped = false;
  let confirmed = false;
  let holding = false;
  let failures = 0;
  let retry: unknown = null;
  let running: Promise<AccountOutcome> | null = null;
  let lastPauseRecovery = Number.NEGATIVE_INFINITY;

  const cancelRetry = () => {
    if (retry !== null) clearTimer(retry);
    retry = null;
  };
  const hold = (reason: 'offline' | 'signed-out') => {
    holding = true; // our own hold is not a 401: it must not start a pause recovery
    try {
      holdDelivery(reason);
    } finally {
      holding = false;
    }
  };

  const step = async (): Promise<AccountOutcome> => {
    let outcome: AccountOutcome;
    try {
      outcome = await ensureAccount(call);
    } catch (error) {
      if (!isLockError(error)) report('sign-in step failed', error);
      outcome = 'offline';
    }
    if (stopped) return outcome;
    cancelRetry();
    if (outcome === 'ready') {
      confirmed = true;
      failures = 0;
      resumeDelivery();
      announceAccountReady();
    } else if (outcome !== 'offline') {
      hold('signed-out');
    } else if (!confirmed || useSyncState.getState().paused) {
      // Not confirmed yet (or paused by a 401): try again later. A session confirmed earlier
      // still stands while the outbox runs; it has its own backoff.
      if (!confirmed) hold('offline');
      failures += 1;
      retry = setTimer(
        () => {
          retry = null;
          void run();
        },
        backoffDelay(failures, random),
      );
    }
    return outcome;
  };
  const run = () => (running ??= step().finally(() => (running = null)));

  // Shown at once, sent only once the step says so.
  startOutbox({ ...options, held: true });

  const detach: (() => void)[] = [];
  if (events) detach.push(listen(events, 'online', () => void run()));
  detach.push(onResumeOutbox(() => void run()));
  detach.push(
    useSyncState.subscribe((state, previous) => {
      if (holding || !state.paused || previous.paused) return;
      if (now() - lastPauseRecovery < PAUSE_RECOVERY_INTERVAL_MS) return;
      lastPauseRecovery = now();
      void run();
    }),
  );
  stopCurrent = () => {
    stopped = true;
    cancelRetry();
    for (const undo of detach) undo();
  };
  return run();
}

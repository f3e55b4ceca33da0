import { isVaultOpen, vaultMode } from '../../vault';
import { onLock } from '../../vault/session';
import { isLockError } from '../outbox/deps';
import {
  resumeDelivery,
  startOutbox,
  stopOutbox,
  type StartOutboxOptions,
} from '../outbox/lifecycle';
import { onResumeOutbox, useSyncState } from '../syncState';
import { ensureAccount, type AccountOutcome } from './accountStep';

/**
 * Runs the account step after a real unlock and starts the outbox only when it says `ready`. It
 * runs again on `online` (offline at unlock is skipped silently), when a sign-in check finds a
 * session (`resumeOutbox`), and when the outbox pauses on a 401 (an expired session is resumed
 * with the vault's credentials), at most once a minute for the last, so a server that keeps
 * answering 401 is not hammered. The decoy never gets here: it has no account and never syncs.
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
  const { events = typeof window === 'undefined' ? null : window } = options;
  const call = {
    fetch: options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init)),
    baseUrl: options.baseUrl ?? '',
  };
  const now = options.now ?? (() => Date.now());
  let stopped = false;
  let outboxStarted = false;
  let running: Promise<AccountOutcome> | null = null;
  let lastPauseRecovery = Number.NEGATIVE_INFINITY;

  const step = async (): Promise<AccountOutcome> => {
    try {
      const outcome = await ensureAccount(call);
      if (stopped || outcome !== 'ready') return outcome;
      if (outboxStarted) resumeDelivery();
      else {
        outboxStarted = true;
        startOutbox(options);
      }
      return outcome;
    } catch (error) {
      if (!isLockError(error)) console.error('account step failed', error);
      return 'offline';
    }
  };
  const run = () => (running ??= step().finally(() => (running = null)));

  const detach: (() => void)[] = [];
  if (events) detach.push(listen(events, 'online', () => void run()));
  detach.push(onResumeOutbox(() => void run()));
  detach.push(
    useSyncState.subscribe((state, previous) => {
      if (!state.paused || previous.paused) return;
      if (now() - lastPauseRecovery < PAUSE_RECOVERY_INTERVAL_MS) return;
      lastPauseRecovery = now();
      void run();
    }),
  );
  stopCurrent = () => {
    stopped = true;
    for (const undo of detach) undo();
  };
  return run();
}

import {
  readPendingDeletions,
  savePendingDeletions,
  type AccountCredentials,
} from '../../vault/locked';
import { deleteAccount, type AccountCallOptions } from './accountApi';
import { windowEvents } from '../../platform/page/page';

/**
 * Account deletions a wipe could not send (no network), sent from the locked calculator at every
 * start, then on `online` and on a growing timer while the page is open, until the server answers
 * 2xx (204; also for an account it no longer knows). Each confirmed one is forgotten at once; when
 * none is left the device database they were kept in goes too. A light module (no Dexie, no
 * libsodium): it loads with the calculator, at idle.
 */
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 5 * 60_000;

/** Sends each waiting deletion once; true when none is left waiting. */
export async function sendPendingDeletions(options: AccountCallOptions): Promise<boolean> {
  const waiting = await readPendingDeletions();
  if (waiting.length === 0) return true;
  const sent = new Set<string>();
  for (const account of waiting) {
    if ((await deleteAccount(account, options)).ok) sent.add(account.accountId);
  }
  if (sent.size === 0) return false;
  // Read again: a wipe may have queued another meanwhile; only what the server confirmed goes.
  const left = (await readPendingDeletions()).filter(
    (account: AccountCredentials) => !sent.has(account.accountId),
  );
  await savePendingDeletions(left);
  return left.length === 0;
}

export interface PendingDeletionOptions extends Partial<AccountCallOptions> {
  /** Where `online` comes from (window by default; null for none). */
  events?: EventTarget | null;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** Starts sending; returns a stop function (tests). Failures are silent: nothing shows while locked. */
export function startPendingDeletions(options: PendingDeletionOptions = {}): () => void {
  const {
    events = windowEvents(),
    setTimer = (callback, ms) => setTimeout(callback, ms),
    clearTimer = (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  } = options;
  const call: AccountCallOptions = {
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
    baseUrl: options.baseUrl ?? '',
  };
  let stopped = false;
  let timer: unknown = null;
  let delay = FIRST_RETRY_MS;
  let running: Promise<void> | null = null;

  const attempt = () =>
    (running ??= sendPendingDeletions(call)
      .catch(() => false)
      .then((done) => {
        if (stopped || done) return stop();
        if (timer !== null) clearTimer(timer);
        timer = setTimer(() => {
          timer = null;
          void attempt();
        }, delay);
        delay = Math.min(delay * 2, MAX_RETRY_MS);
      })
      .finally(() => (running = null)));

  const onOnline = () => void attempt();
  events?.addEventListener('online', onOnline);
  function stop(): void {
    stopped = true;
    events?.removeEventListener('online', onOnline);
    if (timer !== null) clearTimer(timer);
    timer = null;
  }
  void attempt();
  return stop;
}

import { VaultLockedError, type OutboxEntry, type VaultDatabase } from '../../vault';
import type { FailedDelivery, SyncState } from '../syncState';
import { kindOfResource } from './kinds';

/** Everything the scheduler touches from outside, injectable for tests and the bench. */
export interface SchedulerDeps {
  /** The open vault's database; throws VaultLockedError when locked. */
  database: () => VaultDatabase;
  fetch: typeof fetch;
  now: () => number;
  random: () => number;
  setTimer: (callback: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
  baseUrl: string;
  /** Calls of different resources in flight at once. */
  concurrency: number;
  report: (patch: Partial<SyncState>) => void;
  /** Calls wait for the network: ask for Background Sync where the browser has it. */
  onWaitingForNetwork?: () => void;
}

export const isLockError = (error: unknown) =>
  error instanceof VaultLockedError ||
  (error instanceof Error && error.name === 'DatabaseClosedError');

export async function runPool<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export function toFailed(entry: OutboxEntry): FailedDelivery {
  return {
    id: entry.id,
    kind: kindOfResource(entry.resource),
    method: entry.method,
    message: entry.lastError ?? '',
  };
}

/** One wake-up at a time: asking for a later one keeps the earlier (it looks again anyway). */
export class WakeTimer {
  private handle: unknown = null;
  private when = Number.POSITIVE_INFINITY;

  constructor(
    private readonly deps: Pick<SchedulerDeps, 'now' | 'setTimer' | 'clearTimer'>,
    private readonly wake: () => void,
  ) {}

  at(time: number): void {
    if (this.handle !== null && this.when <= time) return;
    this.cancel();
    this.when = time;
    this.handle = this.deps.setTimer(
      () => {
        this.handle = null;
        this.when = Number.POSITIVE_INFINITY;
        this.wake();
      },
      Math.max(0, time - this.deps.now()),
    );
  }

  cancel(): void {
    if (this.handle !== null) this.deps.clearTimer(this.handle);
    this.handle = null;
    this.when = Number.POSITIVE_INFINITY;
  }
}

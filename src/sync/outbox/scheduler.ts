import { ApiError } from '../apiClient';
import type { OutboxEntry, VaultDatabase } from '../../vault';
import { deliver } from './deliver';
import { isLockError, runPool, toFailed, WakeTimer, type SchedulerDeps } from './deps';
import { DeliveryGate } from './gate';
import { idOfResource, kindOfResource } from './kinds';
import { classify, retryDelay } from './policy';
import { pull, type PullKind } from './pulls';
import { noteReportDelivered } from './reviews';
import { claim, dueHeads, failEntry, nextDueAt, readQueue, rescheduleEntry } from './queue';
import { report } from '../../platform/report';

/** Delivered entries are removed from the queue this many at a time. */
const DELIVERED_BATCH = 16;
/** Retry a round that failed for an unexpected reason (a bug, a damaged store) after this. */
const ROUND_ERROR_RETRY_MS = 30_000;

/**
 * The in-memory half of the outbox: rounds of delivery over the queue kept in the vault. It holds
 * nothing that is not in the vault (timers, flags), so it can be destroyed at any moment (lock,
 * reload) and rebuilt; a call cut off halfway is sent again with the same Idempotency-Key.
 * Each round sends the due head of every resource, then looks again; when nothing is due, the
 * wanted pulls run (so no call is in flight while a list is fetched and merged).
 */
export class OutboxScheduler {
  private readonly abort = new AbortController();
  private readonly gate = new DeliveryGate();
  private readonly wake: WakeTimer;
  private readonly wantedPulls = new Set<PullKind>();
  private readonly delivered: string[] = [];
  private running: Promise<void> | null = null;
  private again = false;
  private force = false;
  private pending = 0;

  constructor(private readonly deps: SchedulerDeps) {
    this.wake = new WakeTimer(deps, () => this.kick());
  }

  get destroyed(): boolean {
    return this.abort.signal.aborted;
  }

  /** Delivers what is due. `force`: every pending call is due now (unlock, online, resume). */
  kick(force = false): void {
    if (this.destroyed) return;
    if (force) this.force = true;
    if (this.running) this.again = true;
    else this.running = this.loop().finally(() => (this.running = null));
  }

  requestPull(kinds: readonly PullKind[]): void {
    for (const kind of kinds) this.wantedPulls.add(kind);
    this.kick();
  }

  setPaused(paused: boolean): void {
    this.gate.paused = paused;
    this.deps.report({ paused });
    if (!paused) this.kick(true);
  }

  /**
   * Held: the queue is counted and shown but nothing is sent or pulled (the account step has not
   * confirmed the session yet). `unreachable`: because the server could not be reached.
   */
  setHeld(held: boolean, unreachable = false): void {
    this.gate.held = held;
    this.gate.accountUnreachable = held && unreachable;
    this.deps.report({ offline: this.gate.offline });
    this.kick(!held);
  }

  setBrowserOffline(offline: boolean): void {
    if (offline) this.gate.browserOffline = true;
    else this.gate.online();
    this.deps.report({ offline: this.gate.offline });
    if (!offline) this.kick(true);
  }

  /** Resolves when no round is running (tests, the bench). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  destroy(): void {
    this.abort.abort();
    this.wake.cancel();
  }

  private async loop(): Promise<void> {
    try {
      let progress = true;
      while (!this.destroyed && (progress || this.again)) {
        this.again = false;
        progress = await this.round();
      }
    } catch (error) {
      if (this.destroyed || isLockError(error)) return;
      report('sync round failed', error);
      this.wake.at(this.deps.now() + ROUND_ERROR_RETRY_MS);
    }
  }

  /** One look at the queue; true when something was sent (so the next heads may be due). */
  private async round(): Promise<boolean> {
    const db = this.deps.database();
    const entries = await readQueue(db);
    if (this.destroyed) return false;
    const pending = entries.filter((e) => e.state === 'pending').length;
    const failed = entries.filter((e) => e.state === 'failed').map(toFailed);
    this.deps.report({ active: true, pending, failed, offline: this.gate.offline });
    if (pending > 0 && this.gate.offline) this.deps.onWaitingForNetwork?.();
    const now = this.deps.now();
    const closedUntil = this.gate.closedUntil(now);
    const due = closedUntil === null ? dueHeads(entries, now, this.force) : [];
    if (closedUntil === null) this.force = false;
    if (due.length === 0) {
      // Pulls run here, between rounds: no call is in flight while a list is fetched and merged.
      if (closedUntil === null && this.wantedPulls.size > 0) return this.runPulls(db);
      const next = closedUntil ?? nextDueAt(entries);
      if (next !== null && next !== Number.POSITIVE_INFINITY) this.wake.at(next);
      return false;
    }
    const claimed = await claim(
      db,
      due.slice(0, this.gate.batch(due.length)).map((e) => e.id),
    );
    this.pending = pending;
    await runPool(claimed, this.deps.concurrency, (entry) => this.send(db, entry));
    await this.removeDelivered(db, 0);
    return claimed.length > 0;
  }

  private async send(db: VaultDatabase, entry: OutboxEntry): Promise<void> {
    // The gate may have closed during this round (a 401, a Retry-After, the network): wait.
    if (this.gate.closedUntil(this.deps.now()) !== null) return;
    const { fetch, baseUrl, random } = this.deps;
    const answer = await deliver(entry, { fetch, baseUrl, signal: this.abort.signal });
    if (answer === null || this.destroyed) return;
    const now = this.deps.now();
    if ('networkError' in answer) this.gate.missed(now, random);
    else this.gate.reached();
    this.deps.report({ offline: this.gate.offline });
    const verdict = classify(entry.method, answer, now);
    if (verdict.kind === 'done') {
      const kind = entry.method === 'POST' ? kindOfResource(entry.resource) : null;
      // A report is "sent for review" now, or public when the answer says so (noted while its
      // call is still queued, so it never looks unsent in between).
      if (kind === 'communityReports' && 'body' in answer) {
        await noteReportDelivered(db, idOfResource(entry.resource), answer.body);
      }
      this.delivered.push(entry.id);
      await this.removeDelivered(db, DELIVERED_BATCH);
      // Spec §7: a check-in's success invalidates the check-in list.
      if (kind === 'checkins') this.wantedPulls.add('checkins');
    } else if (verdict.kind === 'pause') {
      this.setPaused(true);
    } else if (verdict.kind === 'fail') {
      await failEntry(db, entry, verdict.message);
    } else {
      if (verdict.retryAfterMs !== undefined) this.gate.retryAfter(now, verdict.retryAfterMs);
      const at = now + retryDelay(verdict, entry.attempts, random);
      await rescheduleEntry(db, entry.id, at, verdict.message);
    }
  }

  /**
   * Delivered entries leave the queue in batches (one transaction each, not one per call). Until
   * then an entry still heads its resource, so nothing behind it goes early; lost with a reload,
   * it is sent again and the server answers from its idempotency record.
   */
  private async removeDelivered(db: VaultDatabase, atLeast: number): Promise<void> {
    if (this.delivered.length === 0 || this.delivered.length < atLeast) return;
    const ids = this.delivered.splice(0);
    await db.outbox.bulkDelete(ids);
    this.pending -= ids.length;
    if (!this.destroyed) this.deps.report({ pending: this.pending });
  }

  /**
   * Each wanted list once; a failed pull waits for the next trigger (unlock, online, success).
   * True: look at the queue again (calls may have been queued meanwhile).
   */
  private async runPulls(db: VaultDatabase): Promise<boolean> {
    for (const kind of [...this.wantedPulls]) {
      if (this.destroyed || this.gate.paused) return false;
      this.wantedPulls.delete(kind);
      const { fetch, baseUrl, now, random } = this.deps;
      try {
        await pull(db, kind, { fetch, baseUrl, now, signal: this.abort.signal });
        this.gate.reached();
      } catch (error) {
        if (this.destroyed || isLockError(error)) throw error;
        if (!(error instanceof ApiError)) this.gate.missed(now(), random);
        else if (error.status === 401) this.setPaused(true);
        else this.gate.reached();
      }
      this.deps.report({ offline: this.gate.offline });
    }
    return true;
  }
}

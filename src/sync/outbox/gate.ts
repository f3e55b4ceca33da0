import { backoffDelay } from './policy';

/**
 * Whether the queue as a whole may send now: the account step let it (src/sync/account), the user
 * is signed in (a 401 pauses), the browser
 * says it is online, the server's Retry-After has passed, and, after network errors, our own
 * backoff has passed. While the server cannot be reached, one call goes at a time as a probe, so
 * a long queue does not hammer a dead connection.
 */
export class DeliveryGate {
  paused = false;
  browserOffline = false;
  /** Until the account step confirms the session is the vault's account, nothing is sent or pulled. */
  held = false;
  /** The account step could not reach the server (shown as offline while held). */
  accountUnreachable = false;
  private networkFailures = 0;
  private networkRetryAt = 0;
  private retryAfterUntil = 0;

  get unreachable(): boolean {
    return this.networkFailures > 0;
  }

  get offline(): boolean {
    return this.browserOffline || this.unreachable || (this.held && this.accountUnreachable);
  }

  /** Null when calls may go now; otherwise when to look again (Infinity: wait for an event). */
  closedUntil(now: number): number | null {
    if (this.paused || this.browserOffline || this.held) return Number.POSITIVE_INFINITY;
    const until = Math.max(this.retryAfterUntil, this.unreachable ? this.networkRetryAt : 0);
    return now < until ? until : null;
  }

  /** How many of `due` calls to send in this round. */
  batch(due: number): number {
    return this.unreachable ? Math.min(1, due) : due;
  }

  /** Any answer from the server. */
  reached(): void {
    this.networkFailures = 0;
  }

  missed(now: number, random: () => number): void {
    this.networkFailures += 1;
    this.networkRetryAt = now + backoffDelay(this.networkFailures, random);
  }

  retryAfter(now: number, ms: number): void {
    this.retryAfterUntil = Math.max(this.retryAfterUntil, now + ms);
  }

  /** The browser's `online` (or a Background Sync wake): try the network again at once. */
  online(): void {
    this.browserOffline = false;
    this.networkFailures = 0;
  }
}

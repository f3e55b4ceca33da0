// The delivery worker: every instance runs one. It raises the alarms of passed deadlines, then
// claims due deliveries with FOR UPDATE SKIP LOCKED (two instances never take the same row), sends
// each, and records the provider's answer. A claim is a lease: if the instance dies mid-send the
// row is claimed again when the lease ends, and the resend carries the same Message-ID. Failures
// are retried with backoff and end as `failed` with the reason, never dropped.
import { randomBytes } from 'node:crypto';
import type { Agent } from 'node:https';
import type { AlertChannel } from '../contract';
import { pushChannel } from './channels/push';
import { emailChannel } from './channels/email';
import { smsChannel } from './channels/sms';
import { PermanentFailure, reasonOf, type Channel } from './channels/types';
import { composeAlert } from './message';
import { open } from './seal';
import type { SqlAlerts } from './sqlAlerts';
import { PURPOSE, type AccountAlerts } from './sqlAlerts';
import type { AlarmPosition } from '../contract';

export const LEASE_MS = 60_000;
/** The SMTP pool's connections (channels/email.ts). */
const EMAIL_CONNECTIONS = 5;

/** At most `size` holders at once; the rest wait their turn, first come first served. */
class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];
  constructor(size: number) {
    this.free = size;
  }
  async acquire(): Promise<() => void> {
    if (this.free > 0) this.free -= 1;
    else await new Promise<void>((resolve) => this.waiting.push(resolve));
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (next) next();
      else this.free += 1;
    };
  }
}
export const MAX_ATTEMPTS = 8;
const BATCH = 25;

/** 2 s, 4 s, 8 s … up to 5 minutes, with a little jitter so retries do not arrive together. */
export function retryDelay(attempts: number, random = Math.random): number {
  const base = Math.min(5 * 60_000, 2_000 * 2 ** Math.max(0, attempts - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

interface ClaimedRow {
  id: string;
  /** This claim's random id: only its holder may record the outcome. */
  claim: string;
  account_id: string;
  alarm_id: string;
  contact_id: string;
  channel: AlertChannel;
  backup: boolean;
  attempts: number;
}

export interface WorkerOptions {
  /** Channels by name; tests pass their own (built from the same config by default). */
  channels?: Partial<Record<AlertChannel, Channel>>;
  /** Tests: the agent that reaches a plain-HTTP push service. */
  pushAgent?: Agent;
  /** Called with each delivery's outcome (benchmarks, tests). */
  onSettled?: (row: ClaimedRow, status: string) => void;
}

export class AlertWorker {
  private running = false;
  private wake: (() => void) | null = null;
  private loop: Promise<void> | null = null;
  private pushChannel: Promise<Channel> | null = null;
  private readonly channels: Partial<Record<AlertChannel, Channel>>;
  private more = false;
  private readonly leaseMs: number;
  /** Sends in flight per channel: email matches the SMTP pool's connections. */
  private readonly slots: Record<AlertChannel, Slots> = {
    email: new Slots(EMAIL_CONNECTIONS),
    sms: new Slots(10),
    push: new Slots(10),
  };

  constructor(
    private readonly alerts: SqlAlerts,
    private readonly options: WorkerOptions = {},
  ) {
    const { config } = alerts;
    this.channels = {
      ...(config.smtp ? { email: emailChannel(config.smtp.url, config.smtp.from) } : {}),
      ...(config.sms ? { sms: smsChannel(config.sms) } : {}),
      ...options.channels,
    };
    alerts.onWork = () => this.kick();
    this.leaseMs = alerts.config.leaseMs ?? LEASE_MS;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** Work was stored: look now rather than at the next poll. */
  kick(): void {
    this.more = true;
    this.wake?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake?.();
    await this.loop;
    await Promise.all(Object.values(this.channels).map((c) => c?.close()));
  }

  private async run(): Promise<void> {
    const pollMs = this.alerts.config.pollMs ?? 500;
    while (this.running) {
      this.more = false;
      let worked = 0;
      try {
        worked = await this.tick();
      } catch (error) {
        console.error('Alert delivery: a round failed:', reasonOf(error));
      }
      if (!this.running) break;
      if (worked > 0 || this.more) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  /** One round: deadlines, then one batch of deliveries. Returns how much work it found. */
  async tick(): Promise<number> {
    const fired = await this.alerts.fireDeadlines();
    const claimed = await this.claim();
    const accounts = new Map<string, Promise<AccountAlerts | null>>();
    const accountOf = (id: string) => {
      let found = accounts.get(id);
      if (!found) accounts.set(id, (found = this.alerts.account(this.alerts.db, id)));
      return found;
    };
    await Promise.all(claimed.map((row) => this.deliver(row, accountOf)));
    return fired + claimed.length;
  }

  private claim(): Promise<ClaimedRow[]> {
    const now = this.alerts.now();
    return this.alerts.db.query<ClaimedRow>(
      `UPDATE alert_deliveries SET status = 'sending', lease_until = $2, attempts = attempts + 1,
         updated_at = $1, claim = $4 || '-' || id::text
       WHERE id IN (
         SELECT id FROM alert_deliveries
         WHERE due_at <= $1 AND (status = 'queued' OR (status = 'sending' AND lease_until < $1))
         ORDER BY due_at LIMIT $3 FOR UPDATE SKIP LOCKED)
       RETURNING id::text AS id, claim, account_id, alarm_id, contact_id, channel, backup, attempts`,
      [
        now.toISOString(),
        new Date(now.getTime() + this.leaseMs).toISOString(),
        BATCH,
        randomBytes(12).toString('base64url'),
      ],
    );
  }

  private channel(name: AlertChannel): Promise<Channel | null> {
    if (name !== 'push') return Promise.resolve(this.channels[name] ?? null);
    if (this.channels.push) return Promise.resolve(this.channels.push);
    this.pushChannel ??= this.alerts.vapidKeys().then((keys) => {
      const { smtp, publicUrl } = this.alerts.config;
      const subject = smtp
        ? `mailto:${smtp.from}`
        : publicUrl.startsWith('https:')
          ? publicUrl
          : 'mailto:alerts@localhost';
      return pushChannel(keys, subject, this.options.pushAgent);
    });
    return this.pushChannel;
  }

  /** Extends this claim's lease; false when the claim was lost (the lease ran out meanwhile). */
  private async renew(row: ClaimedRow): Promise<boolean> {
    const now = this.alerts.now();
    const rows = await this.alerts.db.query(
      `UPDATE alert_deliveries SET lease_until = $3
       WHERE id = $1 AND claim = $2 AND status = 'sending' RETURNING id`,
      [row.id, row.claim, new Date(now.getTime() + this.leaseMs).toISOString()],
    );
    return rows.length > 0;
  }

  private async deliver(
    row: ClaimedRow,
    accountOf: (id: string) => Promise<AccountAlerts | null>,
  ): Promise<void> {
    const { alerts } = this;
    let release: (() => void) | null = null;
    try {
      const account = await accountOf(row.account_id);
      const contact = account?.profile.contacts.find((c) => c.id === row.contact_id);
      const link = account?.contacts.get(row.contact_id);
      const alarms = await alerts.db.query<{
        kind: 'sos' | 'duress' | 'checkin';
        position_sealed: string | null;
        created_at: string;
        safe_at: string | null;
        live_sealed: string | null;
      }>(
        'SELECT kind, position_sealed, created_at, safe_at, live_sealed FROM alert_alarms WHERE account_id = $1 AND id = $2',
        [row.account_id, row.alarm_id],
      );
      const alarm = alarms[0];
      if (!account || !contact || !link || !alarm) {
        return await this.settle(row, 'failed', 'The contact was removed before it was sent.');
      }
      if (row.backup && alarm.safe_at) {
        await alerts.db.query(
          "DELETE FROM alert_deliveries WHERE id = $1 AND claim = $2 AND status = 'sending'",
          [row.id, row.claim],
        );
        return;
      }
      const address =
        row.channel === 'email' ? contact.email : row.channel === 'sms' ? contact.phone : null;
      const to = row.channel === 'push' ? JSON.stringify(link.push) : address;
      if (!to || (row.channel === 'push' && !link.push)) {
        return await this.settle(row, 'failed', 'The contact has no address for this channel.');
      }
      if (address && (await alerts.isStopped(row.channel, address))) {
        return await this.settle(row, 'failed', 'This contact asked to receive no more messages.');
      }
      const channel = await this.channel(row.channel);
      if (!channel)
        return await this.settle(row, 'failed', 'This channel is not set up on the server.');
      const position = alarm.position_sealed
        ? open<AlarmPosition>(
            alerts.config.key,
            alarm.position_sealed,
            PURPOSE.position(row.account_id, row.alarm_id),
          )
        : null;
      const liveLink = alarm.live_sealed
        ? open<string>(
            alerts.config.key,
            alarm.live_sealed,
            PURPOSE.live(row.account_id, row.alarm_id),
          )
        : null;
      const { profile } = account;
      const words = composeAlert({
        kind: alarm.kind,
        message: profile.message,
        language: profile.language,
        createdAt: alarm.created_at,
        position,
        liveLink: liveLink ? alerts.liveLinkFor(liveLink, link.token) : null,
        backupMinutes: row.backup ? profile.backupDelayMinutes : null,
        pageLink: alerts.pageLink(link.token),
        stopLink: alerts.stopLink(row.channel, address ?? link.token, profile.language),
      });
      const host = new URL(alerts.config.publicUrl).hostname || 'localhost';
      // Wait for a free connection first, then take the lease afresh: a row never waits in a
      // channel's queue while its lease runs out and another instance sends it too.
      release = await this.slots[row.channel].acquire();
      if (!(await this.renew(row))) return;
      const result = await channel.send({
        to,
        subject: words.subject,
        text: words.text,
        messageId: `<alert-${row.id}@${host}>`,
        statusCallback: `${alerts.config.publicUrl}/api/alerts/sms-status/${alerts.receipt('sms', row.id)}`,
        push: JSON.stringify({
          title: words.pushTitle,
          body: words.pushBody,
          url: alerts.pageLink(link.token),
          receipt: alerts.receipt('push', row.id),
        }),
      });
      await alerts.db.query(
        `UPDATE alert_deliveries SET status = $2, provider_id = $3, lease_until = NULL, error = NULL,
           updated_at = $4
         WHERE id = $1 AND claim = $5 AND status = 'sending'`,
        [row.id, result.status, result.providerId, alerts.now().toISOString(), row.claim],
      );
      this.options.onSettled?.(row, result.status);
    } catch (error) {
      if (error instanceof PermanentFailure || row.attempts >= MAX_ATTEMPTS) {
        if (row.channel === 'push' && error instanceof PermanentFailure) {
          await alerts.db
            .query(
              'UPDATE alert_contacts SET push_sealed = NULL WHERE account_id = $1 AND contact_id = $2',
              [row.account_id, row.contact_id],
            )
            .catch(() => undefined);
        }
        await this.settle(row, 'failed', reasonOf(error)).catch(() => undefined);
        return;
      }
      const due = new Date(alerts.now().getTime() + retryDelay(row.attempts)).toISOString();
      await alerts.db
        .query(
          `UPDATE alert_deliveries SET status = 'queued', due_at = $2, lease_until = NULL,
             error = $3, updated_at = $4
           WHERE id = $1 AND claim = $5 AND status = 'sending'`,
          [row.id, due, reasonOf(error), alerts.now().toISOString(), row.claim],
        )
        .catch(() => undefined);
      this.options.onSettled?.(row, 'retry');
    } finally {
      release?.();
    }
  }

  private async settle(row: ClaimedRow, status: 'failed', error: string): Promise<void> {
    await this.alerts.db.query(
      `UPDATE alert_deliveries SET status = $2, error = $3, lease_until = NULL, updated_at = $4
       WHERE id = $1 AND claim = $5 AND status = 'sending'`,
      [row.id, status, error, this.alerts.now().toISOString(), row.claim],
    );
    this.options.onSettled?.(row, status);
  }
}

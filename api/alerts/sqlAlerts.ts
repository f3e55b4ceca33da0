// Alert delivery over the SQL database (PGlite or PostgreSQL): the service the routes call and the
// rows the delivery worker (worker.ts) claims. Every alarm becomes one row per contact and channel
// in the same transaction that stores it, so an alarm answered 202 is on disk with all its work.
import { createHash } from 'node:crypto';
import type {
  Alarm,
  AlarmKind,
  AlarmPosition,
  AlarmRequest,
  AlertChannel,
  AlertContact,
  AlertProfile,
  AlertsStatus,
  DeadlineRequest,
  Delivery,
  DeliveryStatus,
  FollowPushRequest,
  SubscriptionStatus,
} from '../contract';
import type { SqlClient, SqlQueryable } from '../sql/client';
import { effectiveSubscription } from '../payments/plans';
import { generateVapidKeys, type VapidKeys } from './channels/push';
import type { AlertsConfig } from './config';
import { positionOfText } from './profile';
import { mac, open, randomToken, seal } from './seal';
import type { AlertsService, HelpCheckin } from './service';

/** Each row's purpose, bound into its seal (seal.ts). */
export const PURPOSE = {
  profile: (accountId: string) => `profile:${accountId}`,
  position: (accountId: string, alarmId: string) => `position:${accountId}:${alarmId}`,
  deadline: (accountId: string) => `deadline:${accountId}`,
  live: (accountId: string, id: string) => `live:${accountId}:${id}`,
  push: (token: string) => `push:${token}`,
  vapid: 'vapid',
} as const;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

interface AlarmRow {
  id: string;
  kind: AlarmKind;
  position_sealed: string | null;
  created_at: string;
  backup_at: string | null;
  safe_at: string | null;
}

interface DeliveryRow {
  contact_id: string;
  channel: AlertChannel;
  backup: boolean;
  status: string;
  attempts: number;
  updated_at: string;
  error: string | null;
}

/** What a delivery needs from the account: the profile opened, and which channels it may use. */
export interface AccountAlerts {
  profile: AlertProfile;
  /** Contact id -> its page token and push subscription (opened), if any. */
  contacts: Map<string, { token: string; push: FollowPushRequest | null }>;
  smsAllowed: boolean;
}

export const addressKey = (channel: AlertChannel, address: string) =>
  channel === 'email' ? address.trim().toLowerCase() : address;

export class SqlAlerts implements AlertsService {
  private vapid: Promise<VapidKeys> | null = null;
  /** Called when new work was stored (the worker on this instance starts at once). */
  onWork: () => void = () => undefined;

  constructor(
    readonly db: SqlClient,
    readonly config: AlertsConfig,
    readonly now: () => Date = () => new Date(),
  ) {}

  get channels(): Record<AlertChannel, boolean> {
    return { email: this.config.smtp !== null, sms: this.config.sms !== null, push: true };
  }

  pageLink(token: string): string {
    return `${this.config.publicUrl}/follow/${token}`;
  }

  /**
   * The live location page (`/follow/<id>#<key>`) for one contact: with their token as `?c=`, so
   * that page can offer the same notifications as theirs (the token is in their page's path already).
   */
  liveLinkFor(liveLink: string, token: string): string {
    const [path, key] = liveLink.split('#');
    return `${this.config.publicUrl}${path}?c=${token}#${key}`;
  }

  stopLink(channel: AlertChannel, address: string, language: string): string {
    const token = mac(this.config.key, 'address', addressKey(channel, address));
    return `${this.config.publicUrl}/api/alerts/stop/${token}?l=${language}`;
  }

  /**
   * SMS is the paid "enhanced alerts": the trial and paid plans until their end date
   * (api/payments/plans.ts), and friend access.
   */
  async smsAllowed(db: SqlQueryable, accountId: string): Promise<boolean> {
    const rows = await db.query<{
      sub_status: SubscriptionStatus['status'];
      sub_plan: SubscriptionStatus['plan'];
      sub_trial_end: string | null;
      sub_friend_access: boolean;
      sub_period_end: string | null;
    }>(
      'SELECT sub_status, sub_plan, sub_trial_end, sub_friend_access, sub_period_end FROM accounts WHERE id = $1',
      [accountId],
    );
    const row = rows[0];
    if (!row) return false;
    const status = effectiveSubscription(
      {
        status: row.sub_status,
        plan: row.sub_plan,
        trialEnd: row.sub_trial_end,
        friendAccess: row.sub_friend_access,
        periodEnd: row.sub_period_end,
      },
      this.now(),
    );
    return status.friendAccess || status.status === 'active';
  }

  async account(db: SqlQueryable, accountId: string): Promise<AccountAlerts | null> {
    const rows = await db.query<{ sealed: string }>(
      'SELECT sealed FROM alert_profiles WHERE account_id = $1',
      [accountId],
    );
    if (!rows[0]) return null;
    const profile = open<AlertProfile>(this.config.key, rows[0].sealed, PURPOSE.profile(accountId));
    const links = await db.query<{ token: string; contact_id: string; push_sealed: string | null }>(
      'SELECT token, contact_id, push_sealed FROM alert_contacts WHERE account_id = $1',
      [accountId],
    );
    const contacts = new Map(
      links.map((l) => [
        l.contact_id,
        {
          token: l.token,
          push: l.push_sealed
            ? open<FollowPushRequest>(this.config.key, l.push_sealed, PURPOSE.push(l.token))
            : null,
        },
      ]),
    );
    return { profile, contacts, smsAllowed: await this.smsAllowed(db, accountId) };
  }

  async status(accountId: string): Promise<AlertsStatus> {
    const sms = this.config.sms !== null;
    const allowed = sms && (await this.smsAllowed(this.db, accountId));
    const links = await this.db.query<{ token: string; contact_id: string }>(
      'SELECT token, contact_id FROM alert_contacts WHERE account_id = $1',
      [accountId],
    );
    const profile = await this.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM alert_profiles WHERE account_id = $1',
      [accountId],
    );
    const deadline = await this.db.query<{ due_at: string }>(
      'SELECT due_at FROM alert_deadlines WHERE account_id = $1',
      [accountId],
    );
    return {
      channels: { email: this.config.smtp !== null, sms: allowed, push: true },
      smsNeedsUpgrade: sms && !allowed,
      enabled: Number(profile[0]?.n ?? 0) > 0,
      deadline: deadline[0]?.due_at ?? null,
      contactLinks: Object.fromEntries(links.map((l) => [l.contact_id, this.pageLink(l.token)])),
    };
  }

  async putProfile(accountId: string, profile: AlertProfile): Promise<AlertsStatus> {
    const now = this.now().toISOString();
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO alert_profiles (account_id, sealed, updated_at) VALUES ($1, $2, $3)
         ON CONFLICT (account_id) DO UPDATE SET sealed = EXCLUDED.sealed, updated_at = EXCLUDED.updated_at`,
        [accountId, seal(this.config.key, profile, PURPOSE.profile(accountId)), now],
      );
      const ids = profile.contacts.map((c) => c.id);
      await tx.query(
        `DELETE FROM alert_contacts WHERE account_id = $1
           AND contact_id NOT IN (SELECT jsonb_array_elements_text($2::jsonb))`,
        [accountId, JSON.stringify(ids)],
      );
      for (const id of ids) {
        await tx.query(
          `INSERT INTO alert_contacts (token, account_id, contact_id) VALUES ($1, $2, $3)
           ON CONFLICT (account_id, contact_id) DO NOTHING`,
          [randomToken(), accountId, id],
        );
      }
    });
    return this.status(accountId);
  }

  async deleteProfile(accountId: string): Promise<void> {
    // Contacts, alarms, deliveries and the deadline go with it (ON DELETE CASCADE).
    await this.db.query('DELETE FROM alert_profiles WHERE account_id = $1', [accountId]);
  }

  /**
   * Stores the alarm and one delivery per contact and channel, in the caller's transaction. An
   * alarm id already stored changes nothing (a repeat, or the phone and the deadline both).
   */
  async insertAlarm(
    tx: SqlQueryable,
    accountId: string,
    request: AlarmRequest,
  ): Promise<'raised' | 'exists' | 'off'> {
    const account = await this.account(tx, accountId);
    if (!account) return 'off';
    const now = this.now();
    const { profile } = account;
    const hasBackups = profile.contacts.some((c) => c.backup);
    const backupAt = new Date(now.getTime() + profile.backupDelayMinutes * 60_000).toISOString();
    const inserted = await tx.query<{ id: string }>(
      `INSERT INTO alert_alarms
         (account_id, id, kind, position_sealed, created_at, backup_at, live_sealed)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (account_id, id) DO NOTHING RETURNING id`,
      [
        accountId,
        request.id,
        request.kind,
        request.position
          ? seal(this.config.key, request.position, PURPOSE.position(accountId, request.id))
          : null,
        now.toISOString(),
        hasBackups ? backupAt : null,
        request.liveLink
          ? seal(this.config.key, request.liveLink, PURPOSE.live(accountId, request.id))
          : null,
      ],
    );
    if (inserted.length === 0) return 'exists';
    for (const contact of profile.contacts) {
      const link = account.contacts.get(contact.id);
      for (const channel of this.channelsOf(contact, account, link?.push ?? null)) {
        await tx.query(
          `INSERT INTO alert_deliveries
             (account_id, alarm_id, contact_id, channel, backup, status, due_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, 'queued', $6, $7)`,
          [
            accountId,
            request.id,
            contact.id,
            channel,
            contact.backup,
            contact.backup ? backupAt : now.toISOString(),
            now.toISOString(),
          ],
        );
      }
    }
    // The check-in at zero, raised by the phone: the server's deadline is spent.
    await tx.query('DELETE FROM alert_deadlines WHERE account_id = $1 AND id = $2', [
      accountId,
      request.id,
    ]);
    return 'raised';
  }

  private channelsOf(
    contact: AlertContact,
    account: AccountAlerts,
    push: FollowPushRequest | null,
  ): AlertChannel[] {
    const channels: AlertChannel[] = [];
    if (contact.email && this.config.smtp) channels.push('email');
    if (contact.phone && this.config.sms && account.smsAllowed) channels.push('sms');
    if (push) channels.push('push');
    return channels;
  }

  async raiseAlarm(accountId: string, request: AlarmRequest): Promise<Alarm | null> {
    const result = await this.db.transaction((tx) => this.insertAlarm(tx, accountId, request));
    if (result === 'off') return null;
    if (result === 'raised') this.onWork();
    return this.alarm(accountId, request.id);
  }

  async helpCheckin(accountId: string, checkin: HelpCheckin): Promise<void> {
    // The same request sent again makes the same alarm id.
    const id = checkin.key
      ? `ck_${createHash('sha256').update(checkin.key).digest('hex').slice(0, 40)}`
      : `ck_${randomToken().slice(0, 40)}`;
    await this.raiseAlarm(accountId, {
      id,
      kind: 'duress',
      position: positionOfText(checkin.location),
      ...(checkin.liveLink ? { liveLink: checkin.liveLink } : {}),
    });
  }

  async alarm(accountId: string, id: string): Promise<Alarm | null> {
    const rows = await this.db.query<AlarmRow>(
      `SELECT id, kind, position_sealed, created_at, backup_at, safe_at FROM alert_alarms
       WHERE account_id = $1 AND id = $2`,
      [accountId, id],
    );
    const row = rows[0];
    if (!row) return null;
    const deliveries = await this.db.query<DeliveryRow>(
      `SELECT contact_id, channel, backup, status, attempts, updated_at, error FROM alert_deliveries
       WHERE account_id = $1 AND alarm_id = $2 ORDER BY backup, id`,
      [accountId, id],
    );
    const account = await this.account(this.db, accountId);
    const names = new Map(account?.profile.contacts.map((c) => [c.id, c.name]));
    return {
      id: row.id,
      kind: row.kind,
      createdAt: row.created_at,
      backupAt: row.backup_at,
      safeAt: row.safe_at,
      deliveries: deliveries.map((d): Delivery => {
        const status: DeliveryStatus =
          d.status === 'sending' ? 'queued' : (d.status as DeliveryStatus);
        return {
          contactId: d.contact_id,
          contactName: names.get(d.contact_id) ?? '',
          channel: d.channel,
          backup: d.backup,
          status,
          attempts: d.attempts,
          updatedAt: d.updated_at,
          ...(d.error && status !== 'sent' && status !== 'delivered' ? { error: d.error } : {}),
        };
      }),
    };
  }

  async markSafe(accountId: string, id: string): Promise<Alarm | null> {
    const now = this.now().toISOString();
    const found = await this.db.transaction(async (tx) => {
      const rows = await tx.query(
        `UPDATE alert_alarms SET safe_at = COALESCE(safe_at, $3) WHERE account_id = $1 AND id = $2
         RETURNING id`,
        [accountId, id, now],
      );
      // Backup contacts not yet written to are not written to at all.
      await tx.query(
        `DELETE FROM alert_deliveries WHERE account_id = $1 AND alarm_id = $2 AND backup
           AND status = 'queued'`,
        [accountId, id],
      );
      return rows.length > 0;
    });
    return found ? this.alarm(accountId, id) : null;
  }

  async putDeadline(accountId: string, request: DeadlineRequest): Promise<string | null> {
    const rows = await this.db.query<{ due_at: string }>(
      `INSERT INTO alert_deadlines (account_id, id, due_at, position_sealed, live_sealed)
       SELECT $1, $2, $3, $4, $5 WHERE EXISTS (SELECT 1 FROM alert_profiles WHERE account_id = $1)
       ON CONFLICT (account_id) DO UPDATE
         SET id = EXCLUDED.id, due_at = EXCLUDED.due_at, position_sealed = EXCLUDED.position_sealed,
           live_sealed = EXCLUDED.live_sealed
       RETURNING due_at`,
      [
        accountId,
        request.id,
        request.dueAt,
        request.position
          ? seal(this.config.key, request.position, PURPOSE.deadline(accountId))
          : null,
        request.liveLink
          ? seal(this.config.key, request.liveLink, PURPOSE.live(accountId, 'deadline'))
          : null,
      ],
    );
    if (rows[0]) this.onWork();
    return rows[0]?.due_at ?? null;
  }

  async deleteDeadline(accountId: string, id: string | null = null): Promise<void> {
    if (id === null) {
      await this.db.query('DELETE FROM alert_deadlines WHERE account_id = $1', [accountId]);
    } else {
      await this.db.query('DELETE FROM alert_deadlines WHERE account_id = $1 AND id = $2', [
        accountId,
        id,
      ]);
    }
  }

  /**
   * Raises the alarms of deadlines that passed, each in one transaction with the deadline's
   * removal (so a crash leaves the deadline to fire again, never half of it). Returns how many.
   */
  async fireDeadlines(limit = 20): Promise<number> {
    const now = this.now().toISOString();
    let fired = 0;
    for (let i = 0; i < limit; i += 1) {
      const done = await this.db.transaction(async (tx) => {
        const due = await tx.query<{
          account_id: string;
          id: string;
          position_sealed: string | null;
          live_sealed: string | null;
        }>(
          `SELECT account_id, id, position_sealed, live_sealed FROM alert_deadlines WHERE due_at <= $1
           ORDER BY due_at LIMIT 1 FOR UPDATE SKIP LOCKED`,
          [now],
        );
        const deadline = due[0];
        if (!deadline) return false;
        const position = deadline.position_sealed
          ? open<AlarmPosition>(
              this.config.key,
              deadline.position_sealed,
              PURPOSE.deadline(deadline.account_id),
            )
          : undefined;
        const liveLink = deadline.live_sealed
          ? open<string>(
              this.config.key,
              deadline.live_sealed,
              PURPOSE.live(deadline.account_id, 'deadline'),
            )
          : undefined;
        await this.insertAlarm(tx, deadline.account_id, {
          id: deadline.id,
          kind: 'checkin',
          position,
          ...(liveLink ? { liveLink } : {}),
        });
        await tx.query('DELETE FROM alert_deadlines WHERE account_id = $1', [deadline.account_id]);
        return true;
      });
      if (!done) break;
      fired += 1;
    }
    return fired;
  }

  async pushKey(): Promise<string> {
    return (await this.vapidKeys()).publicKey;
  }

  /** The VAPID pair: made by the first instance that needs it, kept in the database. */
  vapidKeys(): Promise<VapidKeys> {
    this.vapid ??= (async () => {
      const read = async () => {
        const rows = await this.db.query<{ value: string }>(
          "SELECT value FROM server_keys WHERE name = 'vapid'",
        );
        return rows[0] ? open<VapidKeys>(this.config.key, rows[0].value, PURPOSE.vapid) : null;
      };
      const stored = await read();
      if (stored) return stored;
      await this.db.query(
        "INSERT INTO server_keys (name, value) VALUES ('vapid', $1) ON CONFLICT (name) DO NOTHING",
        [seal(this.config.key, generateVapidKeys(), PURPOSE.vapid)],
      );
      const made = await read();
      if (!made) throw new Error('The VAPID keys could not be stored.');
      return made;
    })();
    this.vapid.catch(() => {
      this.vapid = null;
    });
    return this.vapid;
  }

  async subscribePush(token: string, subscription: FollowPushRequest): Promise<boolean> {
    if (!TOKEN.test(token)) return false;
    if (!this.config.allowLocalPushEndpoints && !isPublicHttps(subscription.endpoint)) return false;
    const rows = await this.db.query(
      'UPDATE alert_contacts SET push_sealed = $2 WHERE token = $1 RETURNING token',
      [token, seal(this.config.key, subscription, PURPOSE.push(token))],
    );
    return rows.length > 0;
  }

  async unsubscribePush(token: string): Promise<boolean> {
    if (!TOKEN.test(token)) return false;
    const rows = await this.db.query(
      'UPDATE alert_contacts SET push_sealed = NULL WHERE token = $1 RETURNING token',
      [token],
    );
    return rows.length > 0;
  }

  receipt(purpose: 'push' | 'sms', deliveryId: string): string {
    return `${deliveryId}.${mac(this.config.key, `receipt:${purpose}`, deliveryId).slice(0, 22)}`;
  }

  private deliveryOf(purpose: 'push' | 'sms', receipt: string): string | null {
    const [id, tag] = receipt.split('.');
    if (!id || !/^\d{1,18}$/.test(id) || !tag) return null;
    return this.receipt(purpose, id) === receipt ? id : null;
  }

  async pushReceipt(token: string, receipt: string): Promise<boolean> {
    const id = this.deliveryOf('push', receipt);
    if (!id || !TOKEN.test(token)) return false;
    const rows = await this.db.query(
      `UPDATE alert_deliveries d SET status = 'delivered', updated_at = $3
       FROM alert_contacts c
       WHERE d.id = $1 AND d.channel = 'push' AND c.token = $2 AND c.account_id = d.account_id
         AND c.contact_id = d.contact_id AND d.status IN ('sending', 'sent', 'delivered')
       RETURNING d.id`,
      [id, token, this.now().toISOString()],
    );
    return rows.length > 0;
  }

  async smsStatus(reference: string, status: string, errorCode: string | null): Promise<boolean> {
    const id = this.deliveryOf('sms', reference);
    if (!id) return false;
    const now = this.now().toISOString();
    if (status === 'delivered') {
      await this.db.query(
        `UPDATE alert_deliveries SET status = 'delivered', updated_at = $2, error = NULL
         WHERE id = $1 AND channel = 'sms' AND status IN ('sending', 'sent')`,
        [id, now],
      );
    } else if (status === 'failed' || status === 'undelivered') {
      await this.db.query(
        `UPDATE alert_deliveries SET status = 'failed', updated_at = $2, error = $3
         WHERE id = $1 AND channel = 'sms' AND status IN ('sending', 'sent')`,
        [
          id,
          now,
          `The phone network did not deliver it (${status}${errorCode ? `, ${errorCode}` : ''}).`,
        ],
      );
    }
    return true;
  }

  isStopToken(token: string): boolean {
    return TOKEN.test(token);
  }

  async stop(token: string): Promise<boolean> {
    if (!TOKEN.test(token)) return false;
    await this.db.query(
      'INSERT INTO alert_stops (address_mac, created_at) VALUES ($1, $2) ON CONFLICT DO NOTHING',
      [token, this.now().toISOString()],
    );
    return true;
  }

  async isStopped(channel: AlertChannel, address: string): Promise<boolean> {
    const rows = await this.db.query('SELECT 1 FROM alert_stops WHERE address_mac = $1', [
      mac(this.config.key, 'address', addressKey(channel, address)),
    ]);
    return rows.length > 0;
  }
}

/** A push endpoint the server may call: https, and not an address on this machine's networks. */
export function isPublicHttps(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host.includes(':')) {
    // IPv6 literals: loopback, unspecified, unique-local, link-local, IPv4-mapped.
    return !(
      host === '::1' ||
      host === '::' ||
      /^(f[cd]|fe[89ab])/.test(host) ||
      host.startsWith('::ffff:')
    );
  }
  if (/^\d+\.\d+\.\d+\.\d+$/.test(host)) {
    const [a = 0, b = 0] = host.split('.').map(Number);
    return !(
      a === 0 ||
      a === 10 ||
      a === 127 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    );
  }
  return (
    host.includes('.') &&
    host !== 'localhost' &&
    !host.endsWith('.localhost') &&
    !host.endsWith('.internal') &&
    !host.endsWith('.local')
  );
}

// The SQL store: one implementation for PGlite (embedded) and PostgreSQL, over SqlClient.
import type {
  CommunityReport,
  ReportReview,
  SubscriptionStatus,
  Usage,
  UsageActionType,
} from '../contract';
import { IdempotencyRaceError } from '../store/store';
import type {
  AccountRow,
  ApiStore,
  IdempotencyEntry,
  RecordKind,
  RecordKinds,
  RequestCount,
  StoreOps,
} from '../store/store';
import { isUniqueViolation } from './client';
import type { SqlClient, SqlQueryable } from './client';

interface AccountDbRow {
  id: string;
  created_at: string;
  secret_hash: string | null;
  sub_status: SubscriptionStatus['status'];
  sub_plan: SubscriptionStatus['plan'];
  sub_trial_end: string | null;
  sub_friend_access: boolean;
  sub_period_end: string | null;
  usage_audio: number;
  usage_photo: number;
  usage_video: number;
}

const usageOf = (
  row: Pick<AccountDbRow, 'usage_audio' | 'usage_photo' | 'usage_video'>,
): Usage => ({
  audio: row.usage_audio,
  photo: row.usage_photo,
  video: row.usage_video,
  total: row.usage_audio + row.usage_photo + row.usage_video,
});

/** Column per action type: chosen from a fixed map, never from the request. */
const USAGE_COLUMN: Record<UsageActionType, string> = {
  audio: 'usage_audio',
  photo: 'usage_photo',
  video: 'usage_video',
};

/** JSON columns come back parsed from both drivers; text is parsed for safety. */
function fromJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

class SqlOps implements StoreOps {
  constructor(protected readonly db: SqlQueryable) {}

  async createAccount(id: string, createdAt: string) {
    await this.db.query('INSERT INTO accounts (id, created_at) VALUES ($1, $2)', [id, createdAt]);
  }
  async getAccount(id: string): Promise<AccountRow | null> {
    const rows = await this.db.query<AccountDbRow>(
      'SELECT id, created_at, secret_hash FROM accounts WHERE id = $1',
      [id],
    );
    const row = rows[0];
    return row ? { id: row.id, createdAt: row.created_at, secretHash: row.secret_hash } : null;
  }
  async setSecretHash(id: string, secretHash: string) {
    await this.db.query('UPDATE accounts SET secret_hash = $2 WHERE id = $1', [id, secretHash]);
  }
  async deleteAccount(id: string) {
    // Sessions, records and idempotency keys go with it (ON DELETE CASCADE).
    await this.db.query('DELETE FROM accounts WHERE id = $1', [id]);
  }

  async createSession(tokenHash: string, accountId: string, expiresAt: string) {
    await this.db.query(
      'INSERT INTO sessions (token_hash, account_id, expires_at) VALUES ($1, $2, $3)',
      [tokenHash, accountId, expiresAt],
    );
  }
  async findSession(tokenHash: string, now: string) {
    const rows = await this.db.query<{ account_id: string }>(
      'SELECT account_id FROM sessions WHERE token_hash = $1 AND expires_at > $2',
      [tokenHash, now],
    );
    return rows[0]?.account_id ?? null;
  }
  async renewSession(tokenHash: string, expiresAt: string) {
    await this.db.query('UPDATE sessions SET expires_at = $2 WHERE token_hash = $1', [
      tokenHash,
      expiresAt,
    ]);
  }
  async deleteSession(tokenHash: string) {
    await this.db.query('DELETE FROM sessions WHERE token_hash = $1', [tokenHash]);
  }

  async listRecords<K extends RecordKind>(accountId: string, kind: K) {
    const rows = await this.db.query<{ body: unknown }>(
      'SELECT body FROM records WHERE account_id = $1 AND kind = $2 ORDER BY seq DESC',
      [accountId, kind],
    );
    return rows.map((r) => fromJson<RecordKinds[K]>(r.body));
  }
  async findRecord<K extends RecordKind>(accountId: string, kind: K, id: string) {
    const rows = await this.db.query<{ body: unknown }>(
      'SELECT body FROM records WHERE account_id = $1 AND kind = $2 AND id = $3',
      [accountId, kind, id],
    );
    return rows[0] ? fromJson<RecordKinds[K]>(rows[0].body) : null;
  }
  async insertRecord<K extends RecordKind>(accountId: string, kind: K, record: RecordKinds[K]) {
    await this.db.query(
      'INSERT INTO records (account_id, kind, id, body) VALUES ($1, $2, $3, $4::jsonb)',
      [accountId, kind, record.id, JSON.stringify(record)],
    );
  }
  async deleteRecord(accountId: string, kind: RecordKind, id: string) {
    const rows = await this.db.query(
      'DELETE FROM records WHERE account_id = $1 AND kind = $2 AND id = $3 RETURNING id',
      [accountId, kind, id],
    );
    return rows.length > 0;
  }

  async listReports() {
    return this.db.query<CommunityReport>(
      `SELECT id, category, description, created_at AS "createdAt" FROM community_reports
       WHERE review = 'published' ORDER BY seq DESC LIMIT 500`,
    );
  }
  async findReport(id: string) {
    const rows = await this.db.query<CommunityReport & { review: ReportReview }>(
      'SELECT id, category, description, created_at AS "createdAt", review FROM community_reports WHERE id = $1',
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    const { review, ...report } = row;
    return { report, review };
  }
  async insertReport(report: CommunityReport, review: 'pending' | 'published') {
    await this.db.query(
      'INSERT INTO community_reports (id, category, description, created_at, review) VALUES ($1, $2, $3, $4, $5)',
      [report.id, report.category, report.description, report.createdAt, review],
    );
  }
  async listHeldReports(limit: number) {
    return this.db.query<CommunityReport>(
      `SELECT id, category, description, created_at AS "createdAt" FROM community_reports
       WHERE review = 'pending' ORDER BY seq LIMIT $1`,
      [limit],
    );
  }
  async reportReviews(ids: readonly string[]) {
    if (ids.length === 0) return {};
    const rows = await this.db.query<{ id: string; review: ReportReview }>(
      // The ids as one JSON array: both drivers pass a string the same way (arrays they do not).
      'SELECT id, review FROM community_reports WHERE id IN (SELECT json_array_elements_text($1::json))',
      [JSON.stringify(ids)],
    );
    return Object.fromEntries(rows.map((r) => [r.id, r.review]));
  }
  async decideReport(id: string, decision: 'published' | 'rejected') {
    // A rejected report keeps its id (a retry of it is not held again) but not its text.
    const rows = await this.db.query<{ id: string }>(
      `UPDATE community_reports
       SET review = $2, description = CASE WHEN $2 = 'rejected' THEN '' ELSE description END
       WHERE id = $1 AND review = 'pending' RETURNING id`,
      [id, decision],
    );
    return rows.length === 1;
  }

  private async accountRow(accountId: string): Promise<AccountDbRow> {
    // Named columns, not *: a prepared statement must keep its result type when a later
    // migration adds a column.
    const rows = await this.db.query<AccountDbRow>(
      `SELECT id, created_at, secret_hash, sub_status, sub_plan, sub_trial_end, sub_friend_access,
              sub_period_end, usage_audio, usage_photo, usage_video
       FROM accounts WHERE id = $1`,
      [accountId],
    );
    if (!rows[0]) throw new Error('No such account');
    return rows[0];
  }
  async getSubscription(accountId: string): Promise<SubscriptionStatus> {
    const row = await this.accountRow(accountId);
    return {
      status: row.sub_status,
      plan: row.sub_plan,
      trialEnd: row.sub_trial_end,
      friendAccess: row.sub_friend_access,
      periodEnd: row.sub_period_end,
    };
  }
  async setSubscription(accountId: string, s: SubscriptionStatus) {
    await this.db.query(
      'UPDATE accounts SET sub_status = $2, sub_plan = $3, sub_trial_end = $4, sub_friend_access = $5, sub_period_end = $6 WHERE id = $1',
      [accountId, s.status, s.plan, s.trialEnd, s.friendAccess, s.periodEnd ?? null],
    );
  }
  async claimPaymentSession(sessionId: string, accountId: string, at: string) {
    const rows = await this.db.query<{ id: string }>(
      `INSERT INTO payment_sessions (id, account_id, applied_at)
       SELECT $1, id, $3 FROM accounts WHERE id = $2
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [sessionId, accountId, at],
    );
    return rows.length === 1;
  }
  async getUsage(accountId: string) {
    return usageOf(await this.accountRow(accountId));
  }
  async addUsage(accountId: string, actionType: UsageActionType) {
    const column = USAGE_COLUMN[actionType];
    const rows = await this.db.query<AccountDbRow>(
      `UPDATE accounts SET ${column} = ${column} + 1 WHERE id = $1 RETURNING usage_audio, usage_photo, usage_video`,
      [accountId],
    );
    if (!rows[0]) throw new Error('No such account');
    return usageOf(rows[0]);
  }

  async recordUsage(accountId: string) {
    const rows = await this.db.query<{ count: number; bytes: string | number }>(
      `SELECT count(*)::int AS count, coalesce(sum(octet_length(body::text)), 0)::bigint AS bytes
       FROM records WHERE account_id = $1`,
      [accountId],
    );
    return { count: Number(rows[0]?.count ?? 0), bytes: Number(rows[0]?.bytes ?? 0) };
  }
  async pruneIdempotency(before: string) {
    await this.db.query('DELETE FROM idempotency_keys WHERE created_at < $1', [before]);
  }
  async getIdempotent(
    accountId: string,
    key: string,
    notBefore: string,
  ): Promise<IdempotencyEntry | null> {
    const rows = await this.db.query<{ fingerprint: string; status: number; body: unknown }>(
      'SELECT fingerprint, status, body FROM idempotency_keys WHERE account_id = $1 AND key = $2 AND created_at >= $3',
      [accountId, key, notBefore],
    );
    const row = rows[0];
    if (!row) return null;
    return {
      fingerprint: row.fingerprint,
      result: { status: row.status, body: row.body === null ? null : fromJson(row.body) },
    };
  }
  async putIdempotent(
    accountId: string,
    key: string,
    entry: IdempotencyEntry,
    createdAt: string,
    notBefore: string,
  ) {
    await this.db.query(
      'DELETE FROM idempotency_keys WHERE account_id = $1 AND key = $2 AND created_at < $3',
      [accountId, key, notBefore],
    );
    try {
      await this.db.query(
        'INSERT INTO idempotency_keys (account_id, key, fingerprint, status, body, created_at) VALUES ($1, $2, $3, $4, $5::jsonb, $6)',
        [
          accountId,
          key,
          entry.fingerprint,
          entry.result.status,
          entry.result.body === null ? null : JSON.stringify(entry.result.body),
          createdAt,
        ],
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new IdempotencyRaceError();
      throw error;
    }
  }

  async openRequest(tokenHash: string | null, now: string, count: RequestCount) {
    // One statement: the session, then every counter in one upsert; the account's bucket is
    // named here from the session's account id (sha256 is built into PostgreSQL 11 and later).
    const named = count.buckets.map((_, i) => `SELECT $${i + 6}::text`);
    const sources = [
      ...named,
      `SELECT $3::text || encode(sha256(convert_to($4::text || ':' || account_id, 'UTF8')), 'hex')
       FROM s WHERE $3::text IS NOT NULL`,
    ].join(' UNION ALL ');
    const rows = await this.db.query<{ account_id: string | null; hits: unknown }>(
      `WITH s AS (
         SELECT account_id FROM sessions WHERE token_hash = $1 AND expires_at > $2
       ), b (bucket) AS (${sources}),
       hit AS (
         INSERT INTO rate_limits (bucket, window_start, hits) SELECT bucket, $5::bigint, 1 FROM b
         ON CONFLICT (bucket) DO UPDATE SET hits = rate_limits.hits + 1
         RETURNING bucket, hits
       )
       SELECT (SELECT account_id FROM s) AS account_id,
              (SELECT json_object_agg(bucket, hits) FROM hit) AS hits`,
      [
        tokenHash,
        now,
        count.account?.prefix ?? null,
        count.account ? String(count.account.window) : null,
        count.windowStart,
        ...count.buckets,
      ],
    );
    const row = rows[0];
    const hits = new Map(Object.entries(fromJson<Record<string, number> | null>(row?.hits) ?? {}));
    const counts = count.buckets.map((b) => Number(hits.get(b) ?? 1));
    for (const b of count.buckets) hits.delete(b);
    const [accountHits] = [...hits.values()];
    return {
      accountId: row?.account_id ?? null,
      counts,
      accountCount: accountHits === undefined ? null : Number(accountHits),
    };
  }

  async hitRateLimits(buckets: readonly string[], windowStart: number) {
    if (buckets.length === 0) return [];
    const values = buckets.map((_, i) => `($${i + 2}, $1, 1)`).join(', ');
    const rows = await this.db.query<{ bucket: string; hits: number }>(
      `INSERT INTO rate_limits (bucket, window_start, hits) VALUES ${values}
       ON CONFLICT (bucket) DO UPDATE SET hits = rate_limits.hits + 1
       RETURNING bucket, hits`,
      [windowStart, ...buckets],
    );
    const byBucket = new Map(rows.map((r) => [r.bucket, Number(r.hits)]));
    return buckets.map((b) => byBucket.get(b) ?? 1);
  }
  async pruneRateLimits(windowStart: number) {
    await this.db.query('DELETE FROM rate_limits WHERE window_start < $1', [windowStart]);
  }
}

/** The tables an account's data lives in (fixed names, never from a request). */
const COMPACTED_TABLES = [
  'accounts',
  'sessions',
  'records',
  'idempotency_keys',
  'alert_profiles',
  'alert_contacts',
  'alert_alarms',
  'alert_deliveries',
  'payment_sessions',
  'alert_deadlines',
];

class SqlStore extends SqlOps implements ApiStore {
  constructor(private readonly client: SqlClient) {
    super(client);
  }
  transaction<T>(fn: (tx: StoreOps) => Promise<T>): Promise<T> {
    return this.client.transaction((tx) => fn(new SqlOps(tx)));
  }
  close() {
    return this.client.close();
  }
  async compact() {
    if (this.client.kind !== 'pglite') return;
    for (const table of COMPACTED_TABLES) await this.client.query(`VACUUM FULL ${table}`);
    await this.client.query('CHECKPOINT');
  }
  async deleteEverything() {
    await this.client.query(
      'TRUNCATE accounts, sessions, records, community_reports, idempotency_keys, rate_limits, alert_profiles, alert_contacts, alert_alarms, alert_deliveries, alert_deadlines, payment_sessions, location_positions, location_sessions, backup_objects, backup_keys',
    );
  }
}

/** The client must already be migrated (migrations.ts). */
export function createSqlStore(client: SqlClient): ApiStore {
  return new SqlStore(client);
}

// Versioned schema migrations, the same for PGlite and PostgreSQL. They run at start, all pending
// ones in one transaction with the rows that record their versions (all land or none), under an
// advisory lock so two instances starting together do not race. Rule: a migration only adds (tables, columns, indexes) or moves data;
// it never drops what a previous version stored.
import { ALERT_TABLES } from '../alerts/schema';
import { BACKUP_STATEMENTS } from '../backup/backupIndex';
import { LOCATION_TABLES } from '../location/sqlLocation';
import type { SqlClient } from './client';

export interface Migration {
  version: number;
  name: string;
  statements: string[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'accounts, sessions, records, reports, idempotency keys, rate limits',
    statements: [
      `CREATE TABLE accounts (
        id text PRIMARY KEY,
        created_at text NOT NULL,
        secret_hash text,
        sub_status text NOT NULL DEFAULT 'free',
        sub_plan text NOT NULL DEFAULT 'free',
        sub_trial_end text,
        sub_friend_access boolean NOT NULL DEFAULT false,
        usage_audio integer NOT NULL DEFAULT 0,
        usage_photo integer NOT NULL DEFAULT 0,
        usage_video integer NOT NULL DEFAULT 0
      )`,
      `CREATE TABLE sessions (
        token_hash text PRIMARY KEY,
        account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        expires_at text NOT NULL
      )`,
      `CREATE INDEX sessions_account ON sessions(account_id)`,
      `CREATE TABLE records (
        account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        kind text NOT NULL,
        id text NOT NULL,
        body jsonb NOT NULL,
        seq bigserial NOT NULL,
        PRIMARY KEY (account_id, kind, id)
      )`,
      `CREATE INDEX records_list ON records(account_id, kind, seq DESC)`,
      `CREATE TABLE community_reports (
        id text PRIMARY KEY,
        category text NOT NULL,
        description text NOT NULL,
        created_at text NOT NULL,
        seq bigserial NOT NULL
      )`,
      `CREATE INDEX community_reports_seq ON community_reports(seq DESC)`,
      `CREATE TABLE idempotency_keys (
        account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        key text NOT NULL,
        fingerprint text NOT NULL,
        status integer NOT NULL,
        body jsonb,
        created_at text NOT NULL,
        PRIMARY KEY (account_id, key)
      )`,
      `CREATE TABLE rate_limits (
        bucket text PRIMARY KEY,
        window_start bigint NOT NULL,
        hits integer NOT NULL
      )`,
      `CREATE INDEX rate_limits_window ON rate_limits(window_start)`,
    ],
  },
  {
    version: 2,
    name: 'alerts delivered by the server: profiles, contacts, alarms, deliveries, deadlines',
    statements: ALERT_TABLES,
  },
  {
    version: 3,
    name: 'community reports held for review',
    statements: [
      // Reports stored before moderation existed were public already.
      `ALTER TABLE community_reports ADD COLUMN review text NOT NULL DEFAULT 'published'`,
      `CREATE INDEX community_reports_held ON community_reports(seq) WHERE review = 'pending'`,
    ],
  },
  {
    version: 4,
    name: 'paid plans: their end date, and the checkout sessions already applied',
    statements: [
      `ALTER TABLE accounts ADD COLUMN sub_period_end text`,
      // One row per paid checkout: a webhook delivered twice finds its session here.
      `CREATE TABLE payment_sessions (
        id text PRIMARY KEY,
        account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
        applied_at text NOT NULL
      )`,
      `CREATE INDEX payment_sessions_account ON payment_sessions(account_id)`,
    ],
  },
  {
    version: 5,
    name: 'live location: sharing sessions and their sealed positions',
    statements: LOCATION_TABLES,
  },
  {
    version: 6,
    name: 'cloud backup: wrapped keys and the objects each account uploaded (sizes only)',
    statements: BACKUP_STATEMENTS,
  },
  {
    version: 8,
    name: 'alerts carry the live location link while she shares (sealed)',
    statements: [
      `ALTER TABLE alert_alarms ADD COLUMN live_sealed text`,
      `ALTER TABLE alert_deadlines ADD COLUMN live_sealed text`,
    ],
  },
];

/** Any fixed number: the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK = 7_270_713;

/** Applies the migrations this database has not seen; returns the versions applied now. */
export async function migrate(db: SqlClient, migrations = MIGRATIONS): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at text NOT NULL)',
    );
    const rows = await tx.query<{ version: number }>('SELECT version FROM schema_migrations');
    const done = new Set(rows.map((r) => Number(r.version)));
    const applied: number[] = [];
    for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
      if (done.has(migration.version)) continue;
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query(
        'INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)',
        [migration.version, migration.name, new Date().toISOString()],
      );
      applied.push(migration.version);
    }
    return applied;
  });
}

// Live location over the SQL database (PGlite or PostgreSQL): tables of migration 5.
import type { SqlClient, SqlQueryable } from '../sql/client';
import { KEEP_POSITIONS, type LocationStore } from './store';

export const LOCATION_TABLES = [
  `CREATE TABLE location_sessions (
    id text PRIMARY KEY,
    account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    expires_at text NOT NULL
  )`,
  `CREATE INDEX location_sessions_account ON location_sessions(account_id)`,
  `CREATE TABLE location_positions (
    cursor bigserial PRIMARY KEY,
    session_id text NOT NULL REFERENCES location_sessions(id) ON DELETE CASCADE,
    sealed text NOT NULL,
    arrived_at text NOT NULL
  )`,
  `CREATE INDEX location_positions_session ON location_positions(session_id, cursor)`,
];

/** The channel on which an instance tells the others' readers that a session changed. */
export const WAKE_CHANNEL = 'location_wake';

export function createSqlLocationStore(db: SqlClient): LocationStore {
  // Where instances can share the database (PostgreSQL), each change is announced in the same
  // transaction: NOTIFY is delivered on commit, so a woken reader finds the row.
  const announce = async (tx: SqlQueryable, id: string) => {
    if (db.listen) await tx.query('SELECT pg_notify($1, $2)', [WAKE_CHANNEL, id]);
  };
  /** Drops the session when it has expired. */
  const sweep = async (id: string, now: Date) => {
    await db.query('DELETE FROM location_sessions WHERE id = $1 AND expires_at <= $2', [
      id,
      now.toISOString(),
    ]);
  };
  return {
    async create(accountId, id, expiresAt, now) {
      await sweep(id, now);
      // Her own sessions that ran out are dropped whenever she starts another.
      await db.query('DELETE FROM location_sessions WHERE account_id = $1 AND expires_at <= $2', [
        accountId,
        now.toISOString(),
      ]);
      const rows = await db.query<{ account_id: string }>(
        `INSERT INTO location_sessions (id, account_id, expires_at) VALUES ($1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET id = location_sessions.id RETURNING account_id`,
        [id, accountId, expiresAt],
      );
      return rows[0]?.account_id === accountId;
    },
    async append(accountId, id, sealed, now) {
      return db.transaction(async (tx) => {
        const owned = await tx.query(
          'SELECT 1 FROM location_sessions WHERE id = $1 AND account_id = $2 AND expires_at > $3 FOR UPDATE',
          [id, accountId, now.toISOString()],
        );
        if (owned.length === 0) return false;
        // Her phone retrying after a cut connection sends the same sealed text: kept once.
        const added = await tx.query(
          `INSERT INTO location_positions (session_id, sealed, arrived_at)
           SELECT $1, $2, $3 WHERE NOT EXISTS (
             SELECT 1 FROM location_positions WHERE session_id = $1 AND sealed = $2)
           RETURNING cursor`,
          [id, sealed, now.toISOString()],
        );
        if (added.length === 0) return true;
        await tx.query(
          `DELETE FROM location_positions WHERE session_id = $1 AND cursor <= (
             SELECT cursor FROM location_positions WHERE session_id = $1
             ORDER BY cursor DESC OFFSET $2 LIMIT 1)`,
          [id, KEEP_POSITIONS],
        );
        await announce(tx, id);
        return true;
      });
    },
    async read(id, after, now) {
      // One statement for the page's every read: the session, if live, with its newer positions.
      const rows = await db.query<{
        expires_at: string;
        cursor: string | number | null;
        sealed: string | null;
        arrived_at: string | null;
      }>(
        `SELECT s.expires_at, p.cursor, p.sealed, p.arrived_at FROM location_sessions s
         LEFT JOIN location_positions p ON p.session_id = s.id AND p.cursor > $2
         WHERE s.id = $1 AND s.expires_at > $3 ORDER BY p.cursor`,
        [id, after, now.toISOString()],
      );
      const session = rows[0];
      if (!session) {
        await sweep(id, now);
        return null;
      }
      return {
        expiresAt: session.expires_at,
        positions: rows
          .filter((r) => r.cursor !== null)
          .map((r) => ({
            cursor: Number(r.cursor),
            sealed: r.sealed ?? '',
            arrivedAt: r.arrived_at ?? '',
          })),
      };
    },
    async end(accountId, id) {
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM location_sessions WHERE id = $1 AND account_id = $2', [
          id,
          accountId,
        ]);
        await announce(tx, id);
      });
    },
    async endAll(accountId) {
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM location_sessions WHERE account_id = $1', [accountId]);
        // '' wakes every reader: they find out which sessions ended.
        await announce(tx, '');
      });
    },
    async dump() {
      return [
        ...(await db.query('SELECT * FROM location_sessions')),
        ...(await db.query('SELECT * FROM location_positions')),
      ];
    },
  };
}

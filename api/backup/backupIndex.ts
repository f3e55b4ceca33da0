// Which backup objects belong to which account, their sizes, and each account's wrapped backup
// key (issue 28). Nothing here says what an object is: no kinds, names or times; the rows are
// ordered by arrival only. SQL (migration 6) or plain memory (STORE=memory, unit tests).
import { isUniqueViolation } from '../sql/client';
import type { SqlClient } from '../sql/client';

export interface BackupObject {
  id: string;
  size: number;
  complete: boolean;
}

export interface BackupIndex {
  /** Keeps the wrapped key and the hash of its restore token; false if the token is taken. */
  setKey(accountId: string, tokenHash: string, wrapped: string): Promise<boolean>;
  hasKey(accountId: string): Promise<boolean>;
  findByToken(tokenHash: string): Promise<{ accountId: string; wrapped: string } | null>;
  addObject(accountId: string, id: string, size: number): Promise<void>;
  completeObject(id: string): Promise<void>;
  ownerOf(id: string): Promise<string | null>;
  /** In arrival order. */
  list(accountId: string): Promise<BackupObject[]>;
  usedBytes(accountId: string): Promise<number>;
  removeObject(id: string): Promise<void>;
  /** Forgets these of the account's objects; returns the ids it had (others are ignored). */
  removeObjects(accountId: string, ids: string[]): Promise<string[]>;
  /** Forgets the key and every object's row; returns the object ids, to remove their bytes. */
  removeAll(accountId: string): Promise<string[]>;
}

export const BACKUP_STATEMENTS = [
  `CREATE TABLE backup_keys (
    account_id text PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
    token_hash text NOT NULL UNIQUE,
    wrapped text NOT NULL
  )`,
  `CREATE TABLE backup_objects (
    id text PRIMARY KEY,
    account_id text NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    size bigint NOT NULL,
    complete boolean NOT NULL DEFAULT false,
    seq bigserial NOT NULL
  )`,
  `CREATE INDEX backup_objects_account ON backup_objects(account_id, seq)`,
];

export function createMemoryBackupIndex(): BackupIndex {
  const keys = new Map<string, { tokenHash: string; wrapped: string }>();
  const objects = new Map<string, BackupObject & { accountId: string }>();
  const mine = (accountId: string) =>
    [...objects.values()].filter((object) => object.accountId === accountId);
  return {
    async setKey(accountId, tokenHash, wrapped) {
      for (const [owner, key] of keys) {
        if (owner !== accountId && key.tokenHash === tokenHash) return false;
      }
      keys.set(accountId, { tokenHash, wrapped });
      return true;
    },
    async hasKey(accountId) {
      return keys.has(accountId);
    },
    async findByToken(tokenHash) {
      for (const [accountId, key] of keys) {
        if (key.tokenHash === tokenHash) return { accountId, wrapped: key.wrapped };
      }
      return null;
    },
    async addObject(accountId, id, size) {
      objects.set(id, { id, size, complete: size === 0, accountId });
    },
    async completeObject(id) {
      const object = objects.get(id);
      if (object) object.complete = true;
    },
    async ownerOf(id) {
      return objects.get(id)?.accountId ?? null;
    },
    async list(accountId) {
      return mine(accountId).map(({ id, size, complete }) => ({ id, size, complete }));
    },
    async usedBytes(accountId) {
      return mine(accountId).reduce((sum, object) => sum + object.size, 0);
    },
    async removeObject(id) {
      objects.delete(id);
    },
    async removeObjects(accountId, ids) {
      const removed = ids.filter((id) => objects.get(id)?.accountId === accountId);
      for (const id of removed) objects.delete(id);
      return removed;
    },
    async removeAll(accountId) {
      keys.delete(accountId);
      const ids = mine(accountId).map((object) => object.id);
      for (const id of ids) objects.delete(id);
      return ids;
    },
  };
}

export function createSqlBackupIndex(client: SqlClient): BackupIndex {
  return {
    async setKey(accountId, tokenHash, wrapped) {
      try {
        await client.query(
          `INSERT INTO backup_keys (account_id, token_hash, wrapped) VALUES ($1, $2, $3)
           ON CONFLICT (account_id) DO UPDATE SET token_hash = $2, wrapped = $3`,
          [accountId, tokenHash, wrapped],
        );
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
    async hasKey(accountId) {
      const rows = await client.query('SELECT 1 FROM backup_keys WHERE account_id = $1', [
        accountId,
      ]);
      return rows.length > 0;
    },
    async findByToken(tokenHash) {
      const rows = await client.query<{ account_id: string; wrapped: string }>(
        'SELECT account_id, wrapped FROM backup_keys WHERE token_hash = $1',
        [tokenHash],
      );
      const row = rows[0];
      return row ? { accountId: row.account_id, wrapped: row.wrapped } : null;
    },
    async addObject(accountId, id, size) {
      await client.query(
        'INSERT INTO backup_objects (id, account_id, size, complete) VALUES ($1, $2, $3, $4)',
        [id, accountId, size, size === 0],
      );
    },
    async completeObject(id) {
      await client.query('UPDATE backup_objects SET complete = true WHERE id = $1', [id]);
    },
    async ownerOf(id) {
      const rows = await client.query<{ account_id: string }>(
        'SELECT account_id FROM backup_objects WHERE id = $1',
        [id],
      );
      return rows[0]?.account_id ?? null;
    },
    async list(accountId) {
      const rows = await client.query<{ id: string; size: string | number; complete: boolean }>(
        'SELECT id, size, complete FROM backup_objects WHERE account_id = $1 ORDER BY seq',
        [accountId],
      );
      return rows.map((row) => ({ id: row.id, size: Number(row.size), complete: row.complete }));
    },
    async usedBytes(accountId) {
      const rows = await client.query<{ used: string | number | null }>(
        'SELECT COALESCE(SUM(size), 0) AS used FROM backup_objects WHERE account_id = $1',
        [accountId],
      );
      return Number(rows[0]?.used ?? 0);
    },
    async removeObject(id) {
      await client.query('DELETE FROM backup_objects WHERE id = $1', [id]);
    },
    async removeObjects(accountId, ids) {
      if (ids.length === 0) return [];
      const list = ids.map((_, i) => `$${i + 2}`).join(', ');
      const rows = await client.query<{ id: string }>(
        `DELETE FROM backup_objects WHERE account_id = $1 AND id IN (${list}) RETURNING id`,
        [accountId, ...ids],
      );
      return rows.map((row) => row.id);
    },
    async removeAll(accountId) {
      return client.transaction(async (tx) => {
        await tx.query('DELETE FROM backup_keys WHERE account_id = $1', [accountId]);
        const rows = await tx.query<{ id: string }>(
          'DELETE FROM backup_objects WHERE account_id = $1 RETURNING id',
          [accountId],
        );
        return rows.map((row) => row.id);
      });
    },
  };
}

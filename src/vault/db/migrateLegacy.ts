import type { Transaction } from 'dexie';
import type { SodiumCrypto, VaultKey } from '../crypto/types';
import { LEGACY_SCHEMA, PLAIN_FIELDS, STORED_TABLE_NAMES, VAULT_TABLES } from './schema';
import { decodeRecord } from './serialize';

/**
 * Upgrade from version 1 (readable table names, AD "<table>:<id>", unpadded version-1 envelopes):
 * every record is opened with the old associated data and written again through the middleware,
 * which seals it under the new names, ids, associated data and padding. A record that no longer
 * opened before the upgrade stays damaged after it (it is carried over as a CorruptRecord), so the
 * user still sees that something could not be read.
 */
type LegacyStored = Record<string, unknown> & { id: string; c?: unknown };

export function migrateLegacyTables(crypto: SodiumCrypto, key: () => VaultKey | null) {
  return async (transaction: Transaction): Promise<void> => {
    const vaultKey = key();
    if (!vaultKey) throw new Error('the store cannot be upgraded without its key');
    for (const table of VAULT_TABLES) {
      // Tables added after version 1 have nothing to move.
      if (!(table in LEGACY_SCHEMA)) continue;
      const rows = (await transaction.table(table).toArray()) as LegacyStored[];
      const moved = rows.map((row) => openLegacy(crypto, vaultKey, table, row));
      await transaction.table(STORED_TABLE_NAMES[table]).bulkPut(moved);
    }
  };
}

function openLegacy(
  crypto: SodiumCrypto,
  key: VaultKey,
  table: (typeof VAULT_TABLES)[number],
  row: LegacyStored,
): Record<string, unknown> {
  const id = String(row.id);
  const damaged = { id, __corrupt: 'decrypt-failed' };
  if (!ArrayBuffer.isView(row.c)) return damaged;
  const envelope = new Uint8Array(row.c.buffer, row.c.byteOffset, row.c.byteLength);
  const opened = crypto.open(key, envelope, `${table}:${id}`);
  if (!opened.ok) return damaged;
  const plain: Record<string, unknown> = {};
  // Version 1 kept index fields under the code's own names.
  for (const field of Object.keys(PLAIN_FIELDS[table])) {
    if (row[field] !== undefined) plain[field] = row[field];
  }
  try {
    return { ...decodeRecord<Record<string, unknown>>(opened.value), ...plain, id };
  } catch {
    return damaged;
  }
}

import Dexie from 'dexie';
import { loadSodiumCrypto } from '../crypto';
import type { KeyEncryptionKey, VaultKey } from '../crypto/types';
import { LEGACY_SCHEMA, PLAIN_FIELDS, STORE_NAMES, type VaultTableName } from '../db/schema';
import { encodeRecord } from '../db/serialize';
import { fillerSlot, sealSlot, SLOT_COUNT } from '../unlock/keyring';
import { kvSet } from '../kvStore';
import { KEYRING_DB } from '../registry';

/**
 * Writes a vault exactly as the version-1 code did (readable table names, plain ids, AD
 * "<table>:<id>", unpadded version-1 envelopes, the key ring under the entry "keyring"), opened by
 * `code`, so the upgrade can be tested against the old format.
 */
export async function writeLegacyVault(
  code: string,
  records: Partial<Record<VaultTableName, Record<string, unknown>[]>>,
): Promise<void> {
  const crypto = await loadSodiumCrypto();
  const params = { opsLimit: 1, memLimitBytes: 64 * 1024 };
  const salt = crypto.randomBytes(crypto.saltBytes);
  const kek = crypto.argon2id(code, salt, params) as KeyEncryptionKey;
  const key = crypto.newVaultKey();
  const slots = Array.from({ length: SLOT_COUNT }, () => fillerSlot(crypto));
  slots[2] = sealSlot(crypto, kek, 'real', 0, new Uint8Array(key) as VaultKey);
  await kvSet(KEYRING_DB, 'keyring', { v: 1, salt, params, slots });

  const db = new Dexie(STORE_NAMES[0]);
  db.version(1).stores(LEGACY_SCHEMA);
  await db.open();
  const all = {
    ...records,
    meta: [...(records.meta ?? []), { id: 'keyslots', value: { ownSlot: 2 } }],
  };
  for (const [table, rows] of Object.entries(all) as [
    VaultTableName,
    Record<string, unknown>[],
  ][]) {
    for (const { id, ...fields } of rows) {
      const stored: Record<string, unknown> = { id };
      const secret: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(fields)) {
        if (field in PLAIN_FIELDS[table]) stored[field] = value;
        else secret[field] = value;
      }
      stored.c = crypto.seal(key, encodeRecord(secret), `${table}:${String(id)}`);
      await db.table(table).put(stored);
    }
  }
  db.close();
}

import { decryptBackup, encryptBackup } from './crypto';
import { isCorrupt } from './db/entities';
import { VAULT_TABLES, type VaultTableName } from './db/schema';
import { decodeRecord, encodeRecord } from './db/serialize';
import { CAPTURE_KEYS_META } from './device/lockedCaptureImport';
import { getVaultDatabase } from './vault';

/**
 * Encrypted backup of the whole open store: every table except this device's key-slot map and key pair,
 * serialised (media as binary), then sealed under Argon2id(passphrase) by the backup format.
 * Importing decrypts first and changes nothing unless the whole file is valid.
 */
const FORMAT = 'calculator-plus-backup';
// The key-slot map and the key pair for recording while locked belong to this device's key ring.
const DEVICE_ONLY_META = new Set(['keyslots', CAPTURE_KEYS_META]);

interface BackupPayload {
  format: typeof FORMAT;
  version: 1;
  exportedAt: number;
  tables: Partial<Record<VaultTableName, Record<string, unknown>[]>>;
}

export interface ExportResult {
  bytes: Uint8Array;
  records: number;
  /** Records that could not be decrypted and were left out. */
  skipped: number;
}

export async function exportBackup(passphrase: string): Promise<ExportResult> {
  const db = getVaultDatabase();
  const tables: BackupPayload['tables'] = {};
  let records = 0;
  let skipped = 0;
  for (const name of VAULT_TABLES) {
    const rows = (await db.table(name).toArray()) as Record<string, unknown>[];
    const kept = rows.filter((row) => {
      if (isCorrupt(row)) {
        skipped++;
        return false;
      }
      return !(name === 'meta' && DEVICE_ONLY_META.has(String(row.id)));
    });
    tables[name] = kept;
    records += kept.length;
  }
  const payload: BackupPayload = { format: FORMAT, version: 1, exportedAt: Date.now(), tables };
  return { bytes: await encryptBackup(encodeRecord(payload), passphrase), records, skipped };
}

export type ImportResult =
  | { ok: true; records: number }
  | { ok: false; reason: 'wrong-passphrase-or-damaged' | 'not-a-backup' | 'unsupported-version' };

export async function importBackup(
  file: Uint8Array,
  passphrase: string,
  mode: 'merge' | 'replace',
): Promise<ImportResult> {
  const opened = await decryptBackup(file, passphrase);
  if (!opened.ok) return opened;
  let payload: BackupPayload;
  try {
    payload = decodeRecord<BackupPayload>(opened.value);
  } catch {
    return { ok: false, reason: 'not-a-backup' };
  }
  if (payload.format !== FORMAT) return { ok: false, reason: 'not-a-backup' };
  if (payload.version !== 1) return { ok: false, reason: 'unsupported-version' };
  const db = getVaultDatabase();
  let records = 0;
  const tableNames = VAULT_TABLES.filter((name) => Array.isArray(payload.tables[name]));
  await db.transaction(
    'rw',
    tableNames.map((name) => db.table(name)),
    async () => {
      for (const name of tableNames) {
        const table = db.table(name);
        const rows = (payload.tables[name] ?? []).filter(
          (row) => !(name === 'meta' && DEVICE_ONLY_META.has(String(row.id))),
        );
        if (mode === 'replace') {
          const keep = name === 'meta' ? await table.bulkGet([...DEVICE_ONLY_META]) : [];
          await table.clear();
          await table.bulkPut(keep.filter(Boolean));
          await table.bulkPut(rows);
        } else {
          const existing = new Set((await table.toCollection().primaryKeys()).map(String));
          await table.bulkPut(rows.filter((row) => !existing.has(String(row.id))));
        }
        records += rows.length;
      }
    },
  );
  return { ok: true, records };
}

import Dexie from 'dexie';
import { loadSodiumCrypto } from '../crypto';
import { STORED_TABLE_NAMES, type VaultTableName } from '../db/schema';
import { openStoreForTests } from '../vault';

/**
 * For tests that play an inspector with the console: change a stored record of the open store
 * directly in IndexedDB, bypassing the encryption middleware. `saveAs` writes the edited copy
 * under another id (the original stays).
 */
export async function editStoredRecord(
  table: VaultTableName,
  id: string,
  edit: (stored: Record<string, unknown> & { c: Uint8Array }) => void,
  saveAs?: string,
): Promise<void> {
  const { name, key } = openStoreForTests();
  const crypto = await loadSodiumCrypto();
  const storedName = STORED_TABLE_NAMES[table];
  const raw = new Dexie(name);
  await raw.open();
  try {
    const store = raw.table(storedName);
    const stored = (await store.get(crypto.opaqueId(key, storedName, id))) as
      (Record<string, unknown> & { c: Uint8Array }) | undefined;
    if (!stored) throw new Error(`no stored ${table} record ${id}`);
    edit(stored);
    if (saveAs !== undefined) stored.id = crypto.opaqueId(key, storedName, saveAs);
    await store.put(stored);
  } finally {
    raw.close();
  }
}

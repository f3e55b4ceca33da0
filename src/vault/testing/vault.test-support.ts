/**
 * Test support for anything that keeps data in the vault (imported by tests only): the real vault
 * on fake-indexeddb with the minimal KDF cost, opened as the real one (code 77777).
 *
 * A new test that needs the vault starts from `installTestVault('contacts', ...)`, naming the
 * tables it reads or writes; `openTestVault` and `clearVaultTables` are for tests that open, lock
 * or empty the vault at other moments.
 */
import { beforeAll, beforeEach, expect } from 'vitest';
import { useSession } from '../../session';
import {
  getVaultDatabase,
  isVaultOpen,
  unlockWithCode,
  VAULT_TABLES,
  type VaultTableName,
} from '../index';
import { resetVaultForTests, setMinimalKdfForTests } from '../vault';

/** Opens the real vault (if it is not open) and marks the session unlocked. */
export async function openTestVault(): Promise<void> {
  setMinimalKdfForTests();
  if (!isVaultOpen()) expect(await unlockWithCode('77777')).toBe('real');
  useSession.getState().unlock();
}

/** The device as on a fresh install: the open store forgotten and every IndexedDB database deleted. */
export async function wipeTestDevice(): Promise<void> {
  resetVaultForTests();
  for (const { name } of await indexedDB.databases()) if (name) indexedDB.deleteDatabase(name);
}

/** A fresh install with the real vault open: `wipeTestDevice`, then `openTestVault`. */
export async function openFreshTestVault(): Promise<void> {
  await wipeTestDevice();
  await openTestVault();
}

/** Empties `tables`, or with none named every table but meta (the key-slot map and the server-copy key stay). */
export async function clearVaultTables(...tables: VaultTableName[]): Promise<void> {
  const db = getVaultDatabase();
  const names = tables.length > 0 ? tables : VAULT_TABLES.filter((t) => t !== 'meta');
  await Promise.all(names.map((t) => db.table(t).clear()));
}

/**
 * The hooks of a test file that uses the vault: the vault open before all tests and again before
 * each (a test may have locked it), with `tables` emptied before each test (none named: nothing).
 */
export function installTestVault(...tables: VaultTableName[]): void {
  beforeAll(openTestVault);
  beforeEach(async () => {
    await openTestVault();
    if (tables.length > 0) await clearVaultTables(...tables);
  });
}

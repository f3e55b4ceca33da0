import { clearOriginPrivateFileSystem, deleteCaches, deleteIndexedDb } from '../platform/storage';
import { loadSodiumCrypto } from './crypto';
import { STORE_NAMES } from './db/schema';
import { destroyDeviceKey } from './deviceKey';
import { destroyKeyring } from './keyring';
import { DEVICE_DB, KEYRING_DB, storedItemsOfKind } from './registry';
import { lockVault } from './vault';

/**
 * The emergency wipe. The wrapped keys go first (so even an interrupted wipe leaves only
 * undecryptable data), then every database, local and session storage, the caches that could hold
 * user data, and the origin-private file system. Afterwards the app is a fresh calculator.
 */
export async function wipeAllData(): Promise<void> {
  const crypto = await loadSodiumCrypto();
  await destroyKeyring(crypto);
  await destroyDeviceKey();
  lockVault();
  const databases = [
    ...STORE_NAMES,
    KEYRING_DB,
    DEVICE_DB,
    ...storedItemsOfKind('indexeddb').map((i) => i.name),
  ];
  for (const name of new Set(databases)) await deleteIndexedDb(name);
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage blocked: nothing was written there either.
  }
  const keptCaches = storedItemsOfKind('cacheStorage')
    .filter((item) => item.encrypted === 'not-user-data')
    .map((item) => item.name);
  await deleteCaches((name) => keptCaches.some((prefix) => name.startsWith(prefix)));
  await clearOriginPrivateFileSystem().catch(() => undefined);
}

import { dropInterfaceFiles } from '../platform/page/appFiles';
import {
  clearOriginPrivateFileSystem,
  deleteCaches,
  deleteIndexedDb,
} from '../platform/page/storage';
import { clearWebStorage } from '../platform/page/localStore';
import { loadSodiumCrypto } from './crypto';
import { STORE_NAMES } from './db/schema';
import { savePendingDeletions, type AccountCredentials } from './device/accountDeletion';
import { destroyDeviceKey } from './device/deviceKey';
import { destroyKeyring } from './unlock/keyring';
import { DEVICE_DB, KEYRING_DB, storedItemsOfKind } from './registry';
import { abortLockedCaptures, endLockedCaptureWipe } from './device/lockedCapture';
import { abortMediaWriters } from './media/media';
import { lockVault } from './vault';

export interface WipeOptions {
  /**
   * Server accounts whose deletion could not be sent before the wipe (src/sync/account): written,
   * sealed under a fresh device key, once everything else is gone, and sent at the next start.
   */
  pendingDeletions?: readonly AccountCredentials[];
}

/**
 * The emergency wipe. The wrapped keys go first (so even an interrupted wipe leaves only
 * undecryptable data), then every database, local and session storage, the caches that could hold
 * user data, the interface's files in the app's own cache, and the origin-private file system. Afterwards the app is a fresh calculator, except
 * for the account deletions still to send, if any.
 */
export async function wipeAllData(options: WipeOptions = {}): Promise<void> {
  // A recording in progress writes nothing more (it would bring a deleted store back), and neither
  // does an import of what the locked calculator recorded.
  abortLockedCaptures();
  try {
    await wipeEverything(options);
  } finally {
    endLockedCaptureWipe();
  }
}

async function wipeEverything(options: WipeOptions): Promise<void> {
  await abortMediaWriters();
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
  clearWebStorage();
  const keptCaches = storedItemsOfKind('cacheStorage')
    .filter((item) => item.encrypted === 'not-user-data')
    .map((item) => item.name);
  await deleteCaches((name) => keptCaches.some((prefix) => name.startsWith(prefix)));
  // The interface's own files say what the app is: gone until the next real unlock online.
  await dropInterfaceFiles().catch(() => 0);
  await clearOriginPrivateFileSystem().catch(() => undefined);
  const pending = options.pendingDeletions ?? [];
  if (pending.length > 0) await savePendingDeletions(pending);
}

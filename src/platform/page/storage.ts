import { adapterSlot } from '../adapter';

/** Storage capabilities: persistence, usage, Cache Storage and the origin-private file system. */
export interface StorageHealth {
  usageBytes: number | null;
  quotaBytes: number | null;
  persisted: boolean | null;
}

async function browserRequestPersistentStorage(): Promise<boolean> {
  try {
    return (await navigator.storage?.persist?.()) ?? false;
  } catch {
    return false;
  }
}

async function browserStorageHealth(): Promise<StorageHealth> {
  try {
    const [estimate, persisted] = await Promise.all([
      navigator.storage?.estimate?.(),
      navigator.storage?.persisted?.(),
    ]);
    return {
      usageBytes: estimate?.usage ?? null,
      quotaBytes: estimate?.quota ?? null,
      persisted: persisted ?? null,
    };
  } catch {
    return { usageBytes: null, quotaBytes: null, persisted: null };
  }
}

/**
 * What the app asks of the storage quota; the fake is storage.test-support.ts. (The wipe's helpers
 * below are called directly.)
 */
export interface StorageAdapter {
  /** Asks the browser not to evict this origin's data; whether it agreed. */
  requestPersistentStorage(): Promise<boolean>;
  /** Usage, quota and persistence, each null where the browser does not say. */
  storageHealth(): Promise<StorageHealth>;
}

export const browserStorage = {
  requestPersistentStorage: browserRequestPersistentStorage,
  storageHealth: browserStorageHealth,
} satisfies StorageAdapter;

export const storageSlot = adapterSlot<StorageAdapter>(browserStorage);

export const requestPersistentStorage = (): Promise<boolean> =>
  storageSlot.current().requestPersistentStorage();
export const storageHealth = (): Promise<StorageHealth> => storageSlot.current().storageHealth();

/** Deletes every Cache Storage cache whose name `keep` does not accept. */
export async function deleteCaches(keep: (name: string) => boolean): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((name) => !keep(name)).map((name) => caches.delete(name)));
}

/** Removes every file and folder in the origin-private file system. */
export async function clearOriginPrivateFileSystem(): Promise<void> {
  const root = await navigator.storage?.getDirectory?.().catch(() => null);
  if (!root) return;
  const names: string[] = [];
  for await (const name of (
    root as FileSystemDirectoryHandle & { keys(): AsyncIterable<string> }
  ).keys()) {
    names.push(name);
  }
  await Promise.all(names.map((name) => root.removeEntry(name, { recursive: true })));
}

export function deleteIndexedDb(name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`could not delete ${name}`));
    // Another tab holds it open: the deletion completes when that tab closes it.
    request.onblocked = () => resolve();
  });
}

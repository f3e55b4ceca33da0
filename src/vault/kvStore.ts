/**
 * A minimal key-value store on IndexedDB that opens a connection per operation and closes it at
 * once (and on `versionchange`), so the wipe's deleteDatabase is never blocked by a connection we
 * hold. Values are stored by structured clone (Uint8Array, CryptoKey).
 */
import { databaseExists } from './dbExists';

const STORE = 'kv';

function openDb(name: string): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => {
      const db = request.result;
      db.onversionchange = () => db.close();
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error(`cannot open ${name}`));
  });
}

async function run<T>(
  name: string,
  mode: IDBTransactionMode,
  operation: (store: IDBObjectStore) => IDBRequest,
): Promise<T> {
  const db = await openDb(name);
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = operation(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result as T);
      transaction.onerror = () => reject(transaction.error ?? request.error);
      transaction.onabort = () => reject(transaction.error ?? new Error('transaction aborted'));
    });
  } finally {
    db.close();
  }
}

export async function kvGet<T>(database: string, key: string): Promise<T | undefined> {
  // Reading must not create the database: a sum typed on a fresh calculator leaves nothing behind.
  if (!(await databaseExists(database))) return undefined;
  return run<T | undefined>(database, 'readonly', (store) => store.get(key));
}

export async function kvSet(database: string, key: string, value: unknown): Promise<void> {
  await run(database, 'readwrite', (store) => store.put(value, key));
}

export async function kvDelete(database: string, key: string): Promise<void> {
  await run(database, 'readwrite', (store) => store.delete(key));
}

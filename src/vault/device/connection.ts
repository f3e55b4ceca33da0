/**
 * One IndexedDB connection to a small database outside the vault's stores (./deviceKey.ts,
 * ./dropStore.ts), opened on first use. It closes itself and is forgotten when a wipe or an
 * auto-delete (in this tab or another) deletes the database, instead of blocking the deletion; the
 * next use opens it again. Plain IndexedDB: the locked page uses it without the vault's database code.
 */
export interface Connection {
  /** The connection: the open one, or opened now (`upgrade` makes the stores of a new database). */
  open(): Promise<IDBDatabase>;
  /** Whether a connection is open or opening. */
  isHeld(): boolean;
  /** Forgets the connection and closes it, before our own deleteDatabase. */
  close(): Promise<void>;
}

export function connection(
  database: string,
  version: number | undefined,
  upgrade: (db: IDBDatabase) => void,
): Connection {
  let held: Promise<IDBDatabase> | undefined;
  return {
    open: () =>
      (held ??= new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(database, version);
        request.onupgradeneeded = () => upgrade(request.result);
        request.onsuccess = () => {
          const db = request.result;
          db.onversionchange = () => {
            db.close();
            held = undefined;
          };
          db.onclose = () => (held = undefined);
          resolve(db);
        };
        request.onerror = () => {
          held = undefined;
          reject(request.error ?? new Error(`could not open ${database}`));
        };
      })),
    isHeld: () => held !== undefined,
    close: async () => {
      const open = held;
      held = undefined;
      (await open?.catch(() => null))?.close();
    },
  };
}

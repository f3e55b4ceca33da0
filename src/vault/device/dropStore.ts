/**
 * Where the locked calculator leaves what it records (./lockedCapture.ts): one small IndexedDB
 * database outside both stores, so writing there says nothing about which store is the real one.
 * It holds only sealed bytes: per capture a head row (its opening, and once stopped its ending,
 * each sealed to the vault's public key) and its slices (sealed by the capture's own
 * secretstream). Rows name a capture by a random id that appears nowhere else. Plain IndexedDB,
 * no Dexie: the locked page writes here without loading the vault's database code.
 */
import { databaseExists } from '../dbExists';
import { connection } from './connection';

/** Same name as DROP_DB in ./registry.ts (declared here to keep this module light). */
export const DROP_DATABASE = 'calculator-drop';
const HEADS = 'h';
const SLICES = 'c';

export interface DropHead {
  /** The capture's random id in this database (not the recording's id in the vault). */
  g: string;
  /** The opening: the slice key, the stream header and what the item is, sealed to the vault. */
  o: Uint8Array;
  /** The ending (duration, size, hash, slice count), sealed to the vault; absent until stopped. */
  e?: Uint8Array;
}

export interface DropSlice {
  g: string;
  seq: number;
  /** One recorder slice as the capture's secretstream sealed it. */
  c: Uint8Array;
}

/** One connection, closed (and forgotten) when a wipe or auto-delete deletes the database. */
const drop = connection(DROP_DATABASE, 1, (db) => {
  db.createObjectStore(HEADS, { keyPath: 'g' });
  db.createObjectStore(SLICES, { keyPath: ['g', 'seq'] });
});
/** While the wipe runs nothing may open (and so create again) the database. */
let refused = false;

export function refuseDrop(refuse: boolean): void {
  refused = refuse;
}

function openDrop(): Promise<IDBDatabase> {
  if (refused) return Promise.reject(new Error('storage closed'));
  return drop.open();
}

/**
 * Runs `work` in one transaction; resolves, once the transaction commits, with what the function
 * `work` returned gives (read then, when its requests have their results).
 */
async function inTransaction<T>(
  stores: string[],
  mode: IDBTransactionMode,
  work: (transaction: IDBTransaction) => () => T,
): Promise<T> {
  const db = await openDrop();
  return new Promise<T>((resolve, reject) => {
    const transaction = db.transaction(stores, mode);
    const result = work(transaction);
    transaction.oncomplete = () => resolve(result());
    transaction.onerror = () => reject(transaction.error ?? new Error('transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('transaction aborted'));
  });
}

const nothing = () => undefined;

export function putHead(head: DropHead): Promise<void> {
  return inTransaction([HEADS], 'readwrite', (t) => {
    t.objectStore(HEADS).put(head);
    return nothing;
  });
}

export function putSlice(slice: DropSlice): Promise<void> {
  return inTransaction([SLICES], 'readwrite', (t) => {
    t.objectStore(SLICES).put(slice);
    return nothing;
  });
}

/** Reading never creates the database: a calculator that recorded nothing leaves nothing. */
async function exists(): Promise<boolean> {
  return drop.isHeld() || (await databaseExists(DROP_DATABASE));
}

export async function countHeads(): Promise<number> {
  if (!(await exists())) return 0;
  return inTransaction([HEADS], 'readonly', (t) => {
    const request = t.objectStore(HEADS).count();
    return () => request.result;
  });
}

export async function readHeads(): Promise<DropHead[]> {
  if (!(await exists())) return [];
  return inTransaction([HEADS], 'readonly', (t) => {
    const request = t.objectStore(HEADS).getAll();
    return () => request.result as DropHead[];
  });
}

/** Up to `limit` slices of a capture from `fromSeq` on, in order. */
export async function readSlices(g: string, fromSeq: number, limit: number): Promise<DropSlice[]> {
  if (!(await exists())) return [];
  const range = IDBKeyRange.bound([g, fromSeq], [g, Infinity]);
  return inTransaction([SLICES], 'readonly', (t) => {
    const request = t.objectStore(SLICES).getAll(range, limit);
    return () => request.result as DropSlice[];
  });
}

/** A capture's slices and head, in one transaction. */
export async function deleteCapture(g: string): Promise<void> {
  if (!(await exists())) return;
  await inTransaction([HEADS, SLICES], 'readwrite', (t) => {
    t.objectStore(SLICES).delete(IDBKeyRange.bound([g, -Infinity], [g, Infinity]));
    t.objectStore(HEADS).delete(g);
    return nothing;
  });
}

/** Once nothing waits any more, the database goes: no trace that anything was ever recorded. */
export async function deleteDropIfEmpty(): Promise<void> {
  if (!(await exists())) return;
  const left = await inTransaction([HEADS, SLICES], 'readonly', (t) => {
    const heads = t.objectStore(HEADS).count();
    const slices = t.objectStore(SLICES).count();
    return () => heads.result + slices.result;
  });
  if (left === 0) await deleteDropDatabase();
}

/** Closes our connection and deletes the database (auto-delete, or empty after an import). */
export async function deleteDropDatabase(): Promise<void> {
  await drop.close();
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(DROP_DATABASE);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error(`could not delete ${DROP_DATABASE}`));
    // Another tab holds it open: it goes when that tab lets go.
    request.onblocked = () => resolve();
  });
}

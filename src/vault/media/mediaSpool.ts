import Dexie from 'dexie';
import type { CapturePlace, MediaChunk, Recording } from '../db/entities';
import { MEDIA_SPOOL_TABLE, type VaultDatabase } from '../db/schema';

/**
 * Evidence slices written while the vault is locked. A recording must outlive the idle lock (a
 * secret recording runs while nobody touches the phone), but the lock drops the vault key, and
 * every vault row needs it (opaque id, envelope). The recording keeps only its own item key: each
 * slice, already sealed by the item's secretstream, goes into the spool table of the store it
 * belongs to, opened raw (no vault key, no encryption layer). The next unlock of that store moves
 * the slices into mediaChunks and applies what a Stop while locked could not write (hash,
 * duration, place). A spool row reveals what a mediaChunks row reveals: which item, which slice,
 * and its size.
 */

export interface SpoolRow {
  id: string;
  /** The recording id (the same plain index mediaChunks keeps). */
  g: string;
  seq: number;
  /** The slice as the item's secretstream sealed it. */
  c: Uint8Array;
}

export interface PendingFinish {
  storeName: string;
  recordingId: string;
  patch: Pick<Recording, 'durationSeconds' | 'sizeText' | 'sha256' | 'sizeBytes'> & {
    place?: CapturePlace;
    chunkCount: number;
  };
}

/** Stops while locked, kept in this page's memory only until the store is next opened. */
const pendingFinishes: PendingFinish[] = [];

export function deferFinish(finish: PendingFinish): void {
  pendingFinishes.push(finish);
}

/** Raw connections to a store, one per store name, opened on the first locked write. */
const rawStores = new Map<string, Promise<Dexie>>();

function rawStore(storeName: string): Promise<Dexie> {
  let opened = rawStores.get(storeName);
  if (!opened) {
    // Opened as it is on disk: no schema, no upgrade, no encryption layer. Dexie closes it on a
    // versionchange (the wipe deleting the database).
    const db = new Dexie(storeName);
    opened = db.open().then(() => db);
    opened.catch(() => rawStores.delete(storeName));
    rawStores.set(storeName, opened);
  }
  return opened;
}

export async function spoolSlice(storeName: string, row: SpoolRow): Promise<void> {
  const db = await rawStore(storeName);
  await db.table(MEDIA_SPOOL_TABLE).add(row);
}

/** Closes the raw connections (the store opened again, or the wipe). */
export async function closeSpools(): Promise<void> {
  const all = [...rawStores.values()];
  rawStores.clear();
  for (const opened of all) (await opened.catch(() => null))?.close();
}

/**
 * Moves one recording's spooled slices (or all, without `recordingId`) into mediaChunks, inside the
 * caller's transaction over mediaChunks, recordings and the spool table. Returns the highest
 * chunk count seen per recording.
 */
export async function moveSpooled(
  db: VaultDatabase,
  newId: () => string,
  recordingId?: string,
): Promise<Map<string, number>> {
  const spool = db.table(MEDIA_SPOOL_TABLE);
  const rows = (await (recordingId === undefined
    ? spool.toArray()
    : spool.where('g').equals(recordingId).toArray())) as SpoolRow[];
  const counts = new Map<string, number>();
  if (rows.length === 0) return counts;
  const chunks: MediaChunk[] = rows.map((row) => ({
    id: newId(),
    recordingId: row.g,
    seq: row.seq,
    data: row.c,
  }));
  await db.mediaChunks.bulkAdd(chunks);
  await spool.bulkDelete(rows.map((row) => row.id));
  for (const row of rows) counts.set(row.g, Math.max(counts.get(row.g) ?? 0, row.seq + 1));
  return counts;
}

/**
 * At every unlock: what was recorded while the store was locked joins the vault (also after a
 * crash or a closed tab: the spool is on disk), and a Stop made while locked is completed.
 */
export async function settleSpool(db: VaultDatabase, newId: () => string): Promise<void> {
  await closeSpools();
  const spool = db.table(MEDIA_SPOOL_TABLE);
  await db.transaction('rw', [db.mediaChunks, db.recordings, spool], async () => {
    const counts = await moveSpooled(db, newId);
    for (const [id, count] of counts) {
      const record = await db.recordings.get(id);
      if (!record || '__corrupt' in record) continue;
      if ((record.chunkCount ?? 0) < count)
        await db.recordings.put({ ...record, chunkCount: count });
    }
    for (let i = pendingFinishes.length - 1; i >= 0; i--) {
      const pending = pendingFinishes[i];
      if (!pending || pending.storeName !== db.name) continue;
      pendingFinishes.splice(i, 1);
      const record = await db.recordings.get(pending.recordingId);
      if (!record || '__corrupt' in record) continue;
      await db.recordings.put({ ...record, ...pending.patch, complete: true });
    }
  });
}

/** The wipe: nothing recorded in this page may be finished or written any more. */
export function forgetPendingFinishes(): void {
  pendingFinishes.length = 0;
}

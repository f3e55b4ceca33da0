import Dexie from 'dexie';
import { MEDIA_SPOOL_TABLE, STORE_NAMES, STORED_TABLE_NAMES } from './db/schema';
import { databaseExists } from './dbExists';
import { deleteCapture, deleteDropIfEmpty, readHeads } from './device/dropStore';
import { liveCaptureIds } from './device/lockedCapture';
import { readEssentials, updateEssentials } from './device/essentials';
import { localStore } from '../platform/page/localStore';
import { report } from '../platform/report';

/**
 * Auto-delete of evidence when its deadline passed while the app was locked or closed. The
 * deadline is kept in the SOS essentials (readable without a code); deleting needs no key either:
 * the recordings, media and evidence-note tables of both stores, and the recordings the locked
 * calculator sealed for the next unlock, are emptied without decrypting anything (which
 * store is real stays hidden; a decoy has nothing worth keeping there), and so are the legacy
 * localStorage keys the spec names ("evidence", "recording"). It runs once per page load, at
 * start, and every unlock waits for it (vault.ts), so nothing due for deletion is ever shown.
 */
const LEGACY_EVIDENCE_KEY = /evidence|recording/i;

function removeLegacyEvidenceKeys(): void {
  try {
    const storage = localStore();
    if (!storage) return;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && LEGACY_EVIDENCE_KEY.test(key)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept there either.
  }
}

/**
 * The media tables under both names: the current neutral ones, and version 1's (a store that has
 * not been opened since the update still has them; it is upgraded only with its key).
 */
const MEDIA_TABLES = [
  STORED_TABLE_NAMES.recordings,
  STORED_TABLE_NAMES.mediaChunks,
  STORED_TABLE_NAMES.evidenceNotes,
  MEDIA_SPOOL_TABLE,
  'recordings',
  'mediaChunks',
];

/**
 * What the locked calculator recorded and no unlock has imported yet goes too (no key needed
 * either), except a recording this page is making now: that one is newer than the deadline.
 */
async function clearLockedCaptures(): Promise<void> {
  const writing = liveCaptureIds();
  for (const head of await readHeads()) if (!writing.has(head.g)) await deleteCapture(head.g);
  if (liveCaptureIds().size === 0) await deleteDropIfEmpty();
}

/** Empties the recordings and media tables of both stores, without any key. */
export async function clearMediaOfAllStores(): Promise<void> {
  await clearLockedCaptures();
  for (const name of STORE_NAMES) {
    // Opening would create a database that does not exist: a fresh calculator leaves nothing.
    if (!(await databaseExists(name))) continue;
    // Opened as it is on disk (no schema, no upgrade, no encryption layer): clearing needs no key.
    const db = new Dexie(name);
    try {
      await db.open();
      const present = MEDIA_TABLES.filter((table) => db.tables.some((t) => t.name === table));
      if (present.length === 0) continue;
      await db.transaction('rw', present, async () => {
        await Promise.all(present.map((table) => db.table(table).clear()));
      });
    } finally {
      db.close();
    }
  }
}

/** Deletes the evidence if the stored deadline has passed; resolves true when it deleted. */
export async function runDueAutoDelete(now: number = Date.now()): Promise<boolean> {
  const { autoDeleteAt } = await readEssentials();
  if (typeof autoDeleteAt !== 'number' || autoDeleteAt > now) return false;
  await clearMediaOfAllStores();
  removeLegacyEvidenceKeys();
  // Cleared last, so an interrupted run is repeated at the next start.
  await updateEssentials({ autoDeleteAt: null });
  return true;
}

let atStart: Promise<boolean> | null = null;

/** The start-time run, once per page load; never rejects (a failure is retried at the next start). */
export function honourAutoDeleteAtStart(): Promise<boolean> {
  atStart ??= runDueAutoDelete().catch((error: unknown) => {
    report('cleanup at start failed', error);
    return false;
  });
  return atStart;
}

/** Tests only: a new page load. */
export function forgetAutoDeleteAtStart(): void {
  atStart = null;
}

import type { JournalRequest } from '../../../api/contract';
import { enqueue, enqueueDelete, notifyOutbox, PATHS, resourceOf } from '../../sync/outbox';
import {
  getVaultDatabase,
  isCorrupt,
  isQuotaError,
  newId,
  sealForServer,
  useVaultQuery,
  VaultLockedError,
  type JournalEntry,
} from '../../vault';

/**
 * The journal's reads and writes, all in the encrypted vault. Each write stores the entry and
 * queues its server call in one transaction (the sync outbox). The server's copy is sealed on the
 * device first (`sealForServer`): the server only ever holds ciphertext.
 */

export type JournalWriteFailure = 'locked' | 'quota';
export type AddJournalResult =
  { ok: true; entry: JournalEntry } | { ok: false; reason: 'empty' | JournalWriteFailure };
export type DeleteJournalResult = { ok: true } | { ok: false; reason: JournalWriteFailure };

export interface JournalEntries {
  /** Newest first. */
  entries: JournalEntry[];
  /** Records that failed to decrypt: counted, never shown as text. */
  unreadable: number;
}

const NO_ENTRIES: JournalEntries = { entries: [], unreadable: 0 };

/** Errors the user can act on become reasons; anything else is a bug and is thrown. */
function writeFailure(error: unknown): JournalWriteFailure {
  if (error instanceof VaultLockedError) return 'locked';
  if (isQuotaError(error)) return 'quota';
  throw error;
}

let lastCreatedAt = 0;

/** Two saves in the same millisecond still keep their order (createdAt is the only order). */
function nextCreatedAt(): number {
  lastCreatedAt = Math.max(Date.now(), lastCreatedAt + 1);
  return lastCreatedAt;
}

export async function addJournalEntry(content: string): Promise<AddJournalResult> {
  const text = content.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  try {
    const db = getVaultDatabase();
    const entry: JournalEntry = { id: newId(), content: text, createdAt: nextCreatedAt() };
    // Sealed once, now: a retried call must carry the very same body as its first try.
    const sealed = await sealForServer(text, `journal:${entry.id}`);
    await db.transaction('rw', [db.journal, db.outbox], async () => {
      await db.journal.add(entry);
      await enqueue(db, {
        method: 'POST',
        path: PATHS.journal,
        body: { id: entry.id, content: sealed } satisfies JournalRequest,
        resource: resourceOf('journal', entry.id),
      });
    });
    notifyOutbox();
    return { ok: true, entry };
  } catch (error) {
    return { ok: false, reason: writeFailure(error) };
  }
}

export async function deleteJournalEntry(id: string): Promise<DeleteJournalResult> {
  try {
    const db = getVaultDatabase();
    await db.transaction('rw', [db.journal, db.outbox], async () => {
      if ((await db.journal.get(id)) === undefined) return;
      await db.journal.delete(id);
      await enqueueDelete(db, {
        path: `${PATHS.journal}/${encodeURIComponent(id)}`,
        resource: resourceOf('journal', id),
      });
    });
    notifyOutbox();
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: writeFailure(error) };
  }
}

/** createdAt is encrypted (no index), so the order is made here. */
export function sortJournal(records: readonly unknown[]): JournalEntries {
  const entries: JournalEntry[] = [];
  let unreadable = 0;
  for (const record of records) {
    if (isCorrupt(record)) unreadable += 1;
    else entries.push(record as JournalEntry);
  }
  entries.sort((a, b) => b.createdAt - a.createdAt);
  return { entries, unreadable };
}

/** Live: updates after every write. Empty while locked. */
export function useJournalEntries(): JournalEntries {
  return useVaultQuery(async (db) => sortJournal(await db.journal.toArray()), [], NO_ENTRIES);
}

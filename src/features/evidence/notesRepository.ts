import {
  getVaultDatabase,
  isCorrupt,
  isQuotaError,
  newId,
  useVaultQuery,
  VaultLockedError,
  type EvidenceNote,
} from '../../vault';

/**
 * Evidence notes (spec §2, §5): written notes kept with the evidence, encrypted in the vault like
 * every record, removed by the emergency wipe and the evidence auto-delete.
 */
export type SaveNoteResult = { ok: true } | { ok: false; reason: 'empty' | 'locked' | 'quota' };

/** Spec §5: saved only with non-empty text (trimmed). */
export function noteText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

export async function saveEvidenceNote(
  text: string,
  now: number = Date.now(),
): Promise<SaveNoteResult> {
  const kept = noteText(text);
  if (kept === null) return { ok: false, reason: 'empty' };
  try {
    await getVaultDatabase().evidenceNotes.put({ id: newId(), text: kept, createdAt: now });
    return { ok: true };
  } catch (error) {
    if (error instanceof VaultLockedError) return { ok: false, reason: 'locked' };
    if (isQuotaError(error)) return { ok: false, reason: 'quota' };
    throw error;
  }
}

export async function deleteEvidenceNote(id: string): Promise<boolean> {
  try {
    await getVaultDatabase().evidenceNotes.delete(id);
    return true;
  } catch {
    return false;
  }
}

export interface SavedNotes {
  /** Newest first. */
  notes: EvidenceNote[];
  /** Records that failed to decrypt. */
  unreadable: number;
}

const NONE: SavedNotes = { notes: [], unreadable: 0 };

export function sortNotes(records: readonly unknown[]): SavedNotes {
  const notes: EvidenceNote[] = [];
  let unreadable = 0;
  for (const record of records) {
    if (isCorrupt(record)) unreadable += 1;
    else notes.push(record as EvidenceNote);
  }
  notes.sort((a, b) => b.createdAt - a.createdAt);
  return { notes, unreadable };
}

export function useEvidenceNotes(): SavedNotes {
  return useVaultQuery(async (db) => sortNotes(await db.evidenceNotes.toArray()), [], NONE);
}

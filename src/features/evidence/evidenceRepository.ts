import { canStreamType } from '../../platform/media/mediaSource';
import {
  deleteMediaItem,
  isCorrupt,
  MediaReadError,
  readMediaItem,
  useVaultQuery,
  type Recording,
} from '../../vault';

export interface SavedEvidence {
  /** Newest first. */
  items: Recording[];
  /** Records that failed to decrypt: reported as damaged, never shown. */
  unreadable: number;
}

const NONE: SavedEvidence = { items: [], unreadable: 0 };

export function sortEvidence(records: readonly unknown[]): SavedEvidence {
  const items: Recording[] = [];
  let unreadable = 0;
  for (const record of records) {
    if (isCorrupt(record)) unreadable += 1;
    else items.push(record as Recording);
  }
  items.sort((a, b) => b.createdAt - a.createdAt);
  return { items, unreadable };
}

/** Live list of saved items. Empty while locked. */
export function useSavedEvidence(): SavedEvidence {
  return useVaultQuery(async (db) => sortEvidence(await db.recordings.toArray()), [], NONE);
}

export type ReadEvidenceResult =
  { ok: true; blob: Blob } | { ok: false; reason: 'damaged' | 'missing' | 'locked' };

/**
 * Audio and video play streamed (streamFeeder.ts) where the browser's Media Source Extensions take
 * the recorder's container and codecs. Elsewhere (a type MSE cannot take, a browser without MSE)
 * and for photos (small) the player falls back to one Blob of the whole item.
 */
export function playsStreamed(item: Recording): boolean {
  return item.type !== 'photo' && canStreamType(item.mimeType);
}

/** The item's plaintext slices, decrypted one at a time as they are pulled. */
export function evidenceSlices(item: Recording): AsyncIterable<Uint8Array> {
  return readMediaItem(item.id);
}

/**
 * Decrypts an item slice by slice into a Blob: downloads, photos, and the player where it cannot
 * stream. A large Blob may be spilled by the browser to a temporary file (docs/SECURITY.md).
 */
export async function readEvidence(item: Recording): Promise<ReadEvidenceResult> {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  try {
    for await (const part of readMediaItem(item.id)) parts.push(new Uint8Array(part));
  } catch (error) {
    if (error instanceof MediaReadError) return { ok: false, reason: error.reason };
    return { ok: false, reason: 'locked' };
  }
  return { ok: true, blob: new Blob(parts, { type: item.mimeType }) };
}

export { deleteMediaItem as deleteEvidence };

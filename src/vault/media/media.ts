import { loadSodiumCrypto, startSha256 } from '../crypto';
import type { MediaKey, SodiumCrypto, StreamSealer } from '../crypto/types';
import type { Recording } from '../db/entities';
import { MEDIA_CHUNK_ORDER_INDEX, MEDIA_SPOOL_TABLE, type VaultDatabase } from '../db/schema';
import { isQuotaError, VaultLockedError } from '../errors';
import { newId } from '../ids';
import {
  closeSpools,
  deferFinish,
  forgetPendingFinishes,
  moveSpooled,
  spoolSlice,
} from './mediaSpool';
import { getVaultDatabase, isVaultOpen } from '../vault';

/**
 * Evidence media, streamed into the vault. Each item has its own key (kept in its Recording record,
 * which the vault key seals) and one secretstream: every recorder slice is sealed as it arrives and
 * written as one mediaChunks row, so a crash loses at most the slice in flight and memory holds one
 * slice at a time. The final slice carries secretstream's FINAL tag: a reader tells a whole item
 * from a cut-off or reordered one. While the vault is locked the recording goes on: slices go to
 * the store's spool (mediaSpool.ts) and join mediaChunks at the next unlock.
 */

export type MediaWriteFailure = 'locked' | 'quota';
export type NewMediaItem = Pick<Recording, 'name' | 'type' | 'mimeType' | 'createdAt'> &
  Partial<Pick<Recording, 'place' | 'appVersion'>>;

export interface MediaWriter {
  readonly id: string;
  /** Plaintext bytes accepted so far. */
  readonly sizeBytes: number;
  /** Seals the slice now (so order is the call order) and writes it; resolves once stored. */
  append(bytes: Uint8Array): Promise<{ ok: true } | { ok: false; reason: MediaWriteFailure }>;
  /** Writes the final slice and the item's hash, duration and size. */
  finish(
    durationSeconds: number,
    sizeText: string,
    place?: Recording['place'],
  ): Promise<{ ok: true; item: Recording } | { ok: false; reason: MediaWriteFailure }>;
}

function failure(error: unknown): MediaWriteFailure {
  if (error instanceof VaultLockedError) return 'locked';
  if (isQuotaError(error)) return 'quota';
  throw error;
}

export async function startMediaItem(
  item: NewMediaItem,
): Promise<{ ok: true; writer: MediaWriter } | { ok: false; reason: MediaWriteFailure }> {
  try {
    const crypto = await loadSodiumCrypto();
    const db = getVaultDatabase();
    const id = newId();
    const streamKey = crypto.newMediaKey();
    const sealer = crypto.sealStream(streamKey, id);
    const record: Recording = {
      ...item,
      id,
      durationSeconds: 0,
      sizeText: '',
      sizeBytes: 0,
      streamKey,
      streamHeader: sealer.header,
      chunkCount: 0,
      complete: false,
    };
    await db.recordings.put(record);
    return { ok: true, writer: createWriter(db, record, sealer, crypto) };
  } catch (error) {
    return { ok: false, reason: failure(error) };
  }
}

/** Writers of recordings in progress: the wipe stops them all (abortMediaWriters). */
const liveWriters = new Set<{ id: string; abort: () => void }>();

/** The open store's database, if it is the one this item belongs to (not locked, not the decoy). */
function ownStore(storeName: string): VaultDatabase | null {
  if (!isVaultOpen()) return null;
  const db = getVaultDatabase();
  return db.name === storeName ? db : null;
}

/** The store was closed under the write (the lock): the slice goes to the spool instead. */
function lockedUnder(error: unknown): boolean {
  return (
    error instanceof VaultLockedError ||
    (error instanceof Error && error.name === 'DatabaseClosedError')
  );
}

function createWriter(
  db: VaultDatabase,
  record: Recording,
  sealer: StreamSealer,
  crypto: SodiumCrypto,
): MediaWriter {
  // The SHA-256 of the plaintext runs in a worker beside the sealing (./crypto/sha256Pipe.ts).
  const hasher = startSha256(crypto);
  const storeName = db.name;
  let seq = 0;
  let sizeBytes = 0;
  let aborted = false;
  let queue: Promise<unknown> = Promise.resolve();
  const handle = {
    id: record.id,
    abort: () => {
      aborted = true;
      hasher.discard();
      // The stream state holds a subkey of the item key: wiped now, not at a final slice that never
      // comes.
      sealer.dispose();
    },
  };
  liveWriters.add(handle);

  /** Into the vault with the slices spooled meanwhile; the Recording record follows. */
  const writeToVault = (
    vault: VaultDatabase,
    sealed: Uint8Array,
    chunkSeq: number,
    final: boolean,
  ) => {
    const spool = vault.table(MEDIA_SPOOL_TABLE);
    return vault.transaction('rw', [vault.mediaChunks, vault.recordings, spool], async () => {
      await moveSpooled(vault, newId, record.id);
      await vault.mediaChunks.add({
        id: newId(),
        recordingId: record.id,
        seq: chunkSeq,
        data: sealed,
      });
      record.chunkCount = chunkSeq + 1;
      record.sizeBytes = sizeBytes;
      if (!final) await vault.recordings.put(record);
    });
  };

  /** Resolves true when the slice went into the vault, false when it was spooled (locked). */
  const write = (sealed: Uint8Array, final: boolean): Promise<boolean> => {
    const chunkSeq = seq++;
    const done = queue.then(async () => {
      // A lock or an unlock may close the connection under a write: the slice is tried again on
      // whichever path is open now. Never lost: a lost slice would break the stream after it.
      for (let attempt = 0; ; attempt++) {
        if (aborted) throw new VaultLockedError();
        try {
          const vault = ownStore(storeName);
          if (vault) {
            await writeToVault(vault, sealed, chunkSeq, final);
            return true;
          }
          // Locked (or the duress code opened the decoy): the slice, sealed by the item key only,
          // waits in this store's spool.
          await spoolSlice(storeName, { id: newId(), g: record.id, seq: chunkSeq, c: sealed });
          record.chunkCount = chunkSeq + 1;
          return false;
        } catch (error) {
          if (!lockedUnder(error) || attempt >= 3) throw error;
        }
      }
    });
    queue = done.catch(() => undefined);
    return done;
  };

  return {
    id: record.id,
    get sizeBytes() {
      return sizeBytes;
    },
    async append(bytes) {
      if (aborted) return { ok: false, reason: 'locked' };
      // Handed to the hash first, so the worker hashes the slice while this thread seals it.
      const hashed = hasher.update(bytes);
      const sealed = sealer.push(bytes, false);
      sizeBytes += bytes.length;
      try {
        await Promise.all([write(sealed, false), hashed]);
        return { ok: true };
      } catch (error) {
        // The capture ends on a slice that could not be stored (the recorder abandons the item,
        // which keeps what was stored): no longer recording, and its stream state is wiped now.
        liveWriters.delete(handle);
        handle.abort();
        return { ok: false, reason: failure(error) };
      }
    },
    async finish(durationSeconds, sizeText, place) {
      if (aborted) return { ok: false, reason: 'locked' };
      const sealed = sealer.push(new Uint8Array(0), true);
      const digest = hasher.digestHex();
      liveWriters.delete(handle);
      try {
        const inVault = await write(sealed, true);
        let sha256 = (await digest) ?? undefined;
        // The worker was lost midway: the hash is taken again from what was stored, if it is here.
        if (sha256 === undefined && inVault && ownStore(storeName)) {
          sha256 = await hashStored(crypto, record.id);
        }
        Object.assign(record, { durationSeconds, sizeText, sha256, complete: true, sizeBytes });
        if (place) record.place = place;
        const vault = inVault ? ownStore(storeName) : null;
        if (vault) {
          await vault.recordings.put(record);
        } else {
          // Stopped while locked: the next unlock of this store completes the record.
          const patch = { durationSeconds, sizeText, sha256, sizeBytes, place, chunkCount: seq };
          deferFinish({ storeName, recordingId: record.id, patch });
        }
        return { ok: true, item: { ...record } };
      } catch (error) {
        return { ok: false, reason: failure(error) };
      }
    },
  };
}

/**
 * Auto-delete in the open store: every recording with its slices, and every evidence note, except
 * the items being recorded in this page now. Those finish whole: deleting one under its writer
 * would leave the rest of it as a damaged item, and a recording running at the deadline is
 * evidence of what is happening now. (The emergency wipe, by contrast, stops them: abortMediaWriters.)
 */
export async function deleteEvidenceExceptRecording(): Promise<void> {
  const db = getVaultDatabase();
  const recording = new Set([...liveWriters].map((writer) => writer.id));
  await db.transaction('rw', [db.recordings, db.mediaChunks, db.evidenceNotes], async () => {
    await db.evidenceNotes.clear();
    if (recording.size === 0) {
      await Promise.all([db.recordings.clear(), db.mediaChunks.clear()]);
      return;
    }
    const finished = (await db.recordings.toArray()).filter((item) => !recording.has(item.id));
    for (const { id } of finished) {
      await db.mediaChunks
        .where(MEDIA_CHUNK_ORDER_INDEX)
        .between([id, -Infinity], [id, Infinity], true, true)
        .delete();
      await db.recordings.delete(id);
    }
  });
}

/** The SHA-256 of a stored item's plaintext, read back slice by slice; undefined if unreadable. */
async function hashStored(crypto: SodiumCrypto, id: string): Promise<string | undefined> {
  const hasher = crypto.sha256();
  try {
    for await (const slice of readMediaItem(id)) hasher.update(slice);
    return hasher.digestHex();
  } catch {
    hasher.digestHex();
    return undefined;
  }
}

/** The emergency wipe: recordings in progress write nothing more, anywhere. */
export async function abortMediaWriters(): Promise<void> {
  for (const writer of liveWriters) writer.abort();
  liveWriters.clear();
  forgetPendingFinishes();
  await closeSpools();
}

export type MediaReadFailure = 'missing' | 'damaged' | 'locked';

/**
 * The item's plaintext slices in order, decrypted one at a time. A complete item must end with the
 * FINAL tag; an item cut off while recording yields what was written and ends without one.
 * Throws a MediaReadError as soon as a slice fails (tampered, reordered, truncated).
 */
export async function* readMediaItem(id: string): AsyncGenerator<Uint8Array, void, undefined> {
  const crypto = await loadSodiumCrypto();
  const db = getVaultDatabase();
  const record = await db.recordings.get(id);
  if (!record) throw new MediaReadError('missing');
  if (!record.streamKey || !record.streamHeader) throw new MediaReadError('damaged');
  const opener = crypto.openStream(record.streamKey as MediaKey, record.streamHeader, id);
  if (!opener) throw new MediaReadError('damaged');
  for (let seq = 0; ; seq++) {
    const row = await db.mediaChunks.where(MEDIA_CHUNK_ORDER_INDEX).equals([id, seq]).first();
    if (!row) {
      if (record.complete || seq < (record.chunkCount ?? 0)) throw new MediaReadError('damaged');
      return;
    }
    const result = opener.pull(row.data);
    if (!result.ok) throw new MediaReadError('damaged');
    if (result.value.length > 0) yield result.value;
    if (result.final) return;
  }
}

export class MediaReadError extends Error {
  constructor(readonly reason: MediaReadFailure) {
    super(`evidence item unreadable: ${reason}`);
    this.name = 'MediaReadError';
  }
}

/** Removes an item and every slice of it, in one transaction. */
export async function deleteMediaItem(
  id: string,
): Promise<{ ok: true } | { ok: false; reason: MediaWriteFailure }> {
  try {
    const db = getVaultDatabase();
    await db.transaction('rw', [db.mediaChunks, db.recordings], async () => {
      await db.mediaChunks
        .where(MEDIA_CHUNK_ORDER_INDEX)
        .between([id, -Infinity], [id, Infinity], true, true)
        .delete();
      await db.recordings.delete(id);
    });
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: failure(error) };
  }
}

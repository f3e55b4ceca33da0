/**
 * The real vault's side of recording while locked (./lockedCapture.ts): its key pair, and the
 * import of what the locked calculator sealed to it. Both run after every real unlock, never in
 * the decoy (vault.ts), so a capture made while locked can only ever join the real vault.
 *
 * The import is idempotent and loses nothing: slices are copied into mediaChunks under ids made
 * from the recording id and the slice number (a second run overwrites, never duplicates), then the
 * recording's record is written, and only then is the sealed copy deleted. An import cut off at
 * any point (a lock, a closed tab) is simply done again at the next unlock.
 */
import { fromUtf8, isBytes } from '../crypto/bytes';
import type {
  CaptureKeyPair,
  CapturePublicKey,
  CaptureSecretKey,
  MediaKey,
  SodiumCrypto,
} from '../crypto/types';
import type { CapturePlace, MediaChunk, Recording } from '../db/entities';
import type { VaultDatabase } from '../db/schema';
import {
  deleteCapture,
  deleteDropIfEmpty,
  readHeads,
  readSlices,
  type DropHead,
} from './dropStore';
import { VaultLockedError } from '../errors';
import {
  ENDING_KIND,
  isWiping,
  liveCaptureIds,
  OPENING_KIND,
  readCapturePublicKey,
  stopLockedCaptures,
  writeCapturePublicKey,
  type CaptureEnding,
  type CaptureOpening,
} from './lockedCapture';
import { report } from '../../platform/report';

/** The key pair's meta entry: this device's, like the key-slot map (never in a backup). */
export const CAPTURE_KEYS_META = 'capturekeys';
const KEY_BYTES = 32;
const STREAM_HEADER_BYTES = 24;
/** Slices copied per transaction: a few MB in memory at a time, whatever the length. */
const IMPORT_BATCH = 16;

interface StoredKeys {
  publicKey: Uint8Array;
  secretKey: Uint8Array;
}

function storedKeys(value: unknown): CaptureKeyPair | null {
  if (typeof value !== 'object' || value === null) return null;
  const { publicKey, secretKey } = value as Partial<StoredKeys>;
  if (!isBytes(publicKey) || !isBytes(secretKey)) return null;
  if (publicKey.length !== KEY_BYTES || secretKey.length !== KEY_BYTES) return null;
  return {
    publicKey: publicKey as CapturePublicKey,
    secretKey: secretKey as CaptureSecretKey,
  };
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

/**
 * The real vault's key pair, made the first time (a new vault, or one from before key pairs
 * existed); the public key is (re)written outside the vault whenever the copy there differs, so a
 * copy that was removed or replaced while locked is put right at the next unlock.
 */
export async function ensureCaptureKeys(
  db: VaultDatabase,
  crypto: SodiumCrypto,
): Promise<CaptureKeyPair> {
  const stored = await db.meta.get(CAPTURE_KEYS_META);
  let keys = storedKeys(stored?.value);
  if (!keys) {
    keys = crypto.newCaptureKeyPair();
    const value: StoredKeys = { publicKey: keys.publicKey, secretKey: keys.secretKey };
    await db.meta.put({ id: CAPTURE_KEYS_META, value });
  }
  const outside = await readCapturePublicKey();
  if (!outside || !sameBytes(outside, keys.publicKey)) await writeCapturePublicKey(keys.publicKey);
  return keys;
}

function parseJson(bytes: Uint8Array): unknown {
  try {
    return JSON.parse(fromUtf8(bytes)) as unknown;
  } catch {
    return null;
  }
}

interface OpenedHead {
  sliceKey: MediaKey;
  header: Uint8Array;
  item: CaptureOpening;
}

function readOpening(plain: Uint8Array): OpenedHead | null {
  const jsonAt = 1 + KEY_BYTES + STREAM_HEADER_BYTES;
  if (plain[0] !== OPENING_KIND || plain.length <= jsonAt) return null;
  const item = parseJson(plain.subarray(jsonAt)) as Partial<CaptureOpening> | null;
  if (
    !item ||
    typeof item.id !== 'string' ||
    (item.type !== 'audio' && item.type !== 'video') ||
    typeof item.mimeType !== 'string' ||
    typeof item.name !== 'string' ||
    typeof item.createdAt !== 'number'
  ) {
    return null;
  }
  return {
    sliceKey: plain.slice(1, 1 + KEY_BYTES) as MediaKey,
    header: plain.slice(1 + KEY_BYTES, jsonAt),
    item: item as CaptureOpening,
  };
}

function readEnding(plain: Uint8Array): CaptureEnding | null {
  if (plain[0] !== ENDING_KIND) return null;
  const ending = parseJson(plain.subarray(1)) as Partial<CaptureEnding> | null;
  if (
    !ending ||
    typeof ending.durationSeconds !== 'number' ||
    typeof ending.sizeText !== 'string' ||
    typeof ending.sizeBytes !== 'number' ||
    typeof ending.sha256 !== 'string' ||
    typeof ending.chunkCount !== 'number'
  ) {
    return null;
  }
  return ending as CaptureEnding;
}

/** Copies a capture's slices into mediaChunks, batch by batch; returns how many and the next seq. */
async function copySlices(
  db: VaultDatabase,
  g: string,
  recordingId: string,
): Promise<{ copied: number; next: number }> {
  let next = 0;
  let copied = 0;
  for (;;) {
    const rows = await readSlices(g, next, IMPORT_BATCH);
    const last = rows.at(-1);
    if (!last) return { copied, next };
    const chunks: MediaChunk[] = rows.map((row) => ({
      id: `${recordingId}.${row.seq}`,
      recordingId,
      seq: row.seq,
      data: row.c,
    }));
    await db.mediaChunks.bulkPut(chunks);
    copied += rows.length;
    next = last.seq + 1;
  }
}

async function importCapture(
  db: VaultDatabase,
  crypto: SodiumCrypto,
  keys: CaptureKeyPair,
  head: DropHead,
): Promise<boolean> {
  const opened = crypto.openSealedBox(keys, head.o);
  const opening = opened.ok ? readOpening(opened.value) : null;
  if (opened.ok) crypto.memzero(opened.value);
  if (!opening) {
    // Not sealed to this vault's key (planted, or damaged): nobody here could ever open it.
    await deleteCapture(head.g);
    return false;
  }
  const closed = head.e ? crypto.openSealedBox(keys, head.e) : null;
  const ending = closed?.ok ? readEnding(closed.value) : null;
  const { item, sliceKey, header } = opening;
  const { copied, next } = await copySlices(db, head.g, item.id);
  if (copied === 0) {
    // Cut off before its first slice: nothing was recorded, and nothing is listed.
    await deleteCapture(head.g);
    return false;
  }
  const complete = ending !== null && copied === ending.chunkCount && next === ending.chunkCount;
  const place: CapturePlace | undefined = ending?.place;
  const record: Recording = {
    id: item.id,
    name: item.name,
    type: item.type,
    mimeType: item.mimeType,
    createdAt: item.createdAt,
    durationSeconds: ending?.durationSeconds ?? 0,
    sizeText: ending?.sizeText ?? '',
    sizeBytes: ending?.sizeBytes ?? 0,
    streamKey: sliceKey,
    streamHeader: header,
    chunkCount: Math.max(next, ending?.chunkCount ?? 0),
    complete,
    lockedCapture: true,
    ...(item.appVersion ? { appVersion: item.appVersion } : {}),
    ...(complete && ending ? { sha256: ending.sha256 } : {}),
    ...(place ? { place } : {}),
  };
  await db.recordings.put(record);
  // Only now that the vault holds all of it does the sealed copy go.
  await deleteCapture(head.g);
  return true;
}

/**
 * Every capture the locked page sealed to this vault and no longer writes becomes a recording of
 * the vault's evidence. Returns how many were imported.
 */
export async function importLockedCaptures(
  db: VaultDatabase,
  crypto: SodiumCrypto,
  keys: CaptureKeyPair,
): Promise<number> {
  const writing = liveCaptureIds();
  let imported = 0;
  for (const head of await readHeads()) {
    if (writing.has(head.g)) continue;
    if (await importCapture(db, crypto, keys, head)) imported += 1;
  }
  if (liveCaptureIds().size === 0) await deleteDropIfEmpty();
  return imported;
}

/** A lock (or the next unlock) closed the store under the import: it runs again next time. */
function closedUnder(error: unknown): boolean {
  return (
    error instanceof VaultLockedError ||
    (error instanceof Error && error.name === 'DatabaseClosedError')
  );
}

let settling: Promise<void> = Promise.resolve();

/**
 * After a real unlock, beside the interface: what the locked page is recording stops, the key
 * pair exists, and what was recorded while locked joins the evidence. One run at a time.
 */
export function settleLockedCaptures(db: VaultDatabase, crypto: SodiumCrypto): Promise<void> {
  settling = settling
    .then(async () => {
      await stopLockedCaptures();
      const keys = await ensureCaptureKeys(db, crypto);
      await importLockedCaptures(db, crypto, keys);
    })
    .catch((error: unknown) => {
      if (!closedUnder(error) && !isWiping()) report('waiting items not moved', error);
    });
  return settling;
}

/** Resolves once the last settle has run (tests, and whoever must wait for the import). */
export function lockedCapturesSettled(): Promise<void> {
  return settling;
}

/**
 * Recording on the locked calculator (the panic while the vault is locked). There is no vault key
 * then, so what is recorded is sealed to the real vault's public key (./crypto: crypto_box_seal),
 * kept outside the vault for this purpose; only the vault's secret key, inside the real vault,
 * opens it, at the next real unlock (./lockedCaptureImport.ts).
 *
 * Each capture gets a fresh slice key and one secretstream (the vault's media format, bound to the
 * recording id it will have in the vault): every recorder slice is sealed as it arrives and written
 * to the drop (./dropStore.ts). The slice key, the stream header and what the item is are sealed
 * to the public key in the capture's opening; duration, size and hash in its ending, at Stop. The
 * page forgets the slice key when the capture ends: it can write evidence but never read it back.
 */
import type { CapturePlace } from '../db/entities';
import { isBytes, utf8 } from '../crypto/bytes';
import { loadSodiumCrypto } from '../crypto/sodium';
import type { CapturePublicKey, Sha256Hasher, SodiumCrypto, StreamSealer } from '../crypto/types';
import {
  countHeads,
  deleteCapture,
  deleteDropIfEmpty,
  putHead,
  putSlice,
  refuseDrop,
  type DropHead,
} from './dropStore';
import { isQuotaError } from '../errors';
import { newId } from '../ids';
import { kvDelete, kvGet, kvSet } from '../kvStore';

/** Captures waiting for an unlock: a further panic records nothing until one is imported. */
export const MAX_PENDING_CAPTURES = 4;
/** Plaintext bytes one capture may write (about 5 minutes of 720p video, with room to spare). */
export const MAX_CAPTURE_BYTES = 160 * 1024 * 1024;

/** The key ring's database (KEYRING_DB in ./registry.ts), entry 'b': the vault's public key. */
const KEYS_DATABASE = 'calculator-keys';
const PUBLIC_KEY_ENTRY = 'b';
const PUBLIC_KEY_BYTES = 32;

export const OPENING_KIND = 1;
export const ENDING_KIND = 2;

/** What the opening says of the item, beside the slice key and the stream header. */
export interface CaptureOpening {
  /** The recording's id in the vault (the secretstream's associated data). */
  id: string;
  type: 'audio' | 'video';
  mimeType: string;
  name: string;
  createdAt: number;
  appVersion?: string;
}

export interface CaptureEnding {
  durationSeconds: number;
  sizeText: string;
  sizeBytes: number;
  sha256: string;
  /** Slices written, the final one included. */
  chunkCount: number;
  place?: CapturePlace;
}

export type LockedCaptureFailure = 'no-key' | 'full' | 'quota' | 'stopped';
type Outcome = { ok: true } | { ok: false; reason: LockedCaptureFailure };

export async function readCapturePublicKey(): Promise<CapturePublicKey | null> {
  try {
    const stored = await kvGet<unknown>(KEYS_DATABASE, PUBLIC_KEY_ENTRY);
    return isBytes(stored) && stored.length === PUBLIC_KEY_BYTES
      ? (stored as CapturePublicKey)
      : null;
  } catch {
    return null;
  }
}

/** Set by the wipe from its first step to its last: nothing here writes (or creates) anything. */
let wiping = false;

export function isWiping(): boolean {
  return wiping;
}

export async function writeCapturePublicKey(publicKey: CapturePublicKey): Promise<void> {
  // Checked in the same task that opens the database: a wipe started before never sees it again.
  if (wiping) throw new Error('storage closed');
  await kvSet(KEYS_DATABASE, PUBLIC_KEY_ENTRY, new Uint8Array(publicKey));
}

/** For tests: a vault from before key pairs existed. */
export async function forgetCapturePublicKey(): Promise<void> {
  await kvDelete(KEYS_DATABASE, PUBLIC_KEY_ENTRY);
}

/** [kind][bytes...][UTF-8 JSON]: the plaintext of an opening or an ending. */
export function framePlaintext(kind: number, parts: Uint8Array[], value: unknown): Uint8Array {
  const json = utf8(JSON.stringify(value));
  const length = 1 + parts.reduce((sum, part) => sum + part.length, 0) + json.length;
  const out = new Uint8Array(length);
  out[0] = kind;
  let at = 1;
  for (const part of [...parts, json]) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export interface LockedCaptureWriter {
  /** Plaintext bytes accepted so far. */
  readonly sizeBytes: number;
  /** Seals the slice now (call order is stream order) and writes it; 'full' past the bound. */
  append(bytes: Uint8Array): Promise<Outcome>;
  /** The final slice and the sealed ending; the slice key is gone afterwards. */
  finish(durationSeconds: number, sizeText: string, place?: CapturePlace): Promise<Outcome>;
  /** Nothing was recorded after all (the camera did not open): the capture is removed. */
  discard(): Promise<void>;
}

interface LiveCapture {
  /** Asks the recording to stop (the feature's Stop: recorder, stream, then finish). */
  stop: () => Promise<void>;
  abort: () => void;
}

/** Captures being recorded in this page, by their drop id. */
const live = new Map<string, LiveCapture>();

export function liveCaptureIds(): ReadonlySet<string> {
  return new Set(live.keys());
}

/**
 * A real unlock stops what the locked page is recording, so that it is imported whole now; a
 * capture that has not ended after `waitMs` stays for the next unlock.
 */
export async function stopLockedCaptures(waitMs = 5_000): Promise<void> {
  if (live.size === 0) return;
  const stops = [...live.values()].map((capture) => capture.stop().catch(() => undefined));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs)));
  await Promise.race([Promise.all(stops), waited]);
  clearTimeout(timer);
}

/**
 * The emergency wipe's first step: nothing recorded now is written any more, the recording stops,
 * and until endLockedCaptureWipe() nothing here opens a database (an import under way included).
 */
export function abortLockedCaptures(): void {
  wiping = true;
  refuseDrop(true);
  for (const capture of live.values()) capture.abort();
  live.clear();
}

/** The wipe's last step, once every database is gone: a new vault may record again. */
export function endLockedCaptureWipe(): void {
  wiping = false;
  refuseDrop(false);
}

export async function startLockedCapture(
  item: Omit<CaptureOpening, 'id'>,
  stop: () => Promise<void>,
): Promise<
  { ok: true; writer: LockedCaptureWriter } | { ok: false; reason: LockedCaptureFailure }
> {
  const publicKey = await readCapturePublicKey();
  if (!publicKey) return { ok: false, reason: 'no-key' };
  if ((await countHeads()) >= MAX_PENDING_CAPTURES) return { ok: false, reason: 'full' };
  const crypto = await loadSodiumCrypto();
  const g = newId();
  const opening: CaptureOpening = { ...item, id: newId() };
  const sliceKey = crypto.newMediaKey();
  const sealer = crypto.sealStream(sliceKey, opening.id);
  const plaintext = framePlaintext(OPENING_KIND, [sliceKey, sealer.header], opening);
  const head: DropHead = { g, o: crypto.sealToPublicKey(publicKey, plaintext) };
  crypto.memzero(plaintext);
  crypto.memzero(sliceKey);
  try {
    await putHead(head);
  } catch (error) {
    sealer.dispose();
    if (isQuotaError(error)) return { ok: false, reason: 'quota' };
    throw error;
  }
  return { ok: true, writer: createWriter(crypto, publicKey, head, sealer, stop) };
}

function createWriter(
  crypto: SodiumCrypto,
  publicKey: CapturePublicKey,
  head: DropHead,
  sealer: StreamSealer,
  stop: () => Promise<void>,
): LockedCaptureWriter {
  const hasher: Sha256Hasher = crypto.sha256();
  let seq = 0;
  let sizeBytes = 0;
  /** No further append or finish is taken. */
  let ended = false;
  /** Nothing more is written, not even what is queued (the wipe, or a write that failed). */
  let aborted = false;
  let queue: Promise<unknown> = Promise.resolve();
  const end = () => {
    live.delete(head.g);
    if (ended) return;
    ended = true;
    sealer.dispose();
    hasher.digestHex();
  };
  const abort = () => {
    aborted = true;
    end();
  };
  live.set(head.g, {
    stop,
    abort: () => {
      abort();
      void stop().catch(() => undefined);
    },
  });

  /** Writes in call order; a failed write ends the capture (the stream would break after it). */
  const write = (work: () => Promise<void>): Promise<Outcome> => {
    const done = queue.then(async (): Promise<Outcome> => {
      if (aborted) return { ok: false, reason: 'stopped' };
      try {
        await work();
        return { ok: true };
      } catch (error) {
        abort();
        if (isQuotaError(error)) return { ok: false, reason: 'quota' };
        throw error;
      }
    });
    queue = done.catch(() => undefined);
    return done;
  };

  return {
    get sizeBytes() {
      return sizeBytes;
    },
    append(bytes) {
      if (ended) return Promise.resolve({ ok: false, reason: 'stopped' });
      if (sizeBytes + bytes.length > MAX_CAPTURE_BYTES) {
        return Promise.resolve({ ok: false, reason: 'full' });
      }
      hasher.update(bytes);
      const slice = { g: head.g, seq: seq++, c: sealer.push(bytes, false) };
      sizeBytes += bytes.length;
      return write(() => putSlice(slice));
    },
    async finish(durationSeconds, sizeText, place) {
      if (ended) return { ok: false, reason: 'stopped' };
      const final = { g: head.g, seq: seq++, c: sealer.push(new Uint8Array(0), true) };
      const ending: CaptureEnding = {
        durationSeconds,
        sizeText,
        sizeBytes,
        sha256: hasher.digestHex(),
        chunkCount: seq,
        ...(place ? { place } : {}),
      };
      // The final push wiped the stream state, and the hash is taken: nothing more to accept.
      ended = true;
      live.delete(head.g);
      const plaintext = framePlaintext(ENDING_KIND, [], ending);
      const sealedEnding = crypto.sealToPublicKey(publicKey, plaintext);
      crypto.memzero(plaintext);
      return write(async () => {
        await putSlice(final);
        await putHead({ ...head, e: sealedEnding });
      });
    },
    async discard() {
      abort();
      await queue;
      await deleteCapture(head.g);
      await deleteDropIfEmpty();
    },
  };
}

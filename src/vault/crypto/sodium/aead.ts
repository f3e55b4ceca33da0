/**
 * Records: [version][nonce][XChaCha20-Poly1305 of the plaintext, padded (ISO/IEC 7816-4, as
 * ../padding.ts) for version 2], sealed and opened by direct calls in the scratch region (./heap.ts)
 * that every call wipes.
 */
import { isBytes } from '../bytes';
import { blockSizeFor, paddedLength, unpad } from '../padding';
import {
  ENVELOPE_VERSION,
  PADDED_ENVELOPE_VERSION,
  type OpenFailure,
  type OpenResult,
  type SymmetricKey,
} from '../types';
import { writeUtf8 } from '../utf8';
import { checkKey, KEY_BYTES, NONCE_BYTES, scratch, wasm, writeNonce } from './library';

const TAG_BYTES = 16; // crypto_aead_xchacha20poly1305_ietf_ABYTES
const HEADER_BYTES = 1 + NONCE_BYTES;

/** The padded length of `length` bytes: the data, 0x80, zeros to a multiple of its block size. */
function paddedSize(length: number): number {
  const block = blockSizeFor(paddedLength(length));
  return length + block - (length % block);
}

/**
 * `write` puts at most `room` bytes of plaintext into the heap at its offset and returns how many;
 * key, nonce and associated data go there too, the padding is added in place when `padded`, and
 * the envelope is copied out once. The region is wiped before returning.
 */
function sealInHeap(
  key: SymmetricKey,
  room: number,
  write: (heap: Uint8Array<ArrayBuffer>, at: number) => number,
  associatedData: string,
  version: number,
  padded: boolean,
): Uint8Array {
  checkKey(key);
  const most = padded ? paddedSize(room) : room;
  const adRoom = associatedData.length * 3;
  const used = KEY_BYTES + NONCE_BYTES + adRoom + most + most + TAG_BYTES;
  const k = scratch().reserve(used);
  const n = k + KEY_BYTES;
  const ad = n + NONCE_BYTES;
  const m = ad + adRoom;
  const c = m + most;
  try {
    const heap = scratch().heap();
    heap.set(key, k);
    writeNonce(heap, n);
    const adLength = writeUtf8(heap, ad, associatedData);
    const written = write(heap, m);
    if (written > room) throw new RangeError('plaintext longer than announced');
    const length = padded ? paddedSize(written) : written;
    if (padded) {
      heap[m + written] = 0x80;
      heap.fill(0, m + written + 1, m + length);
    }
    const code = wasm()._crypto_aead_xchacha20poly1305_ietf_encrypt(
      c,
      0,
      m,
      length,
      0,
      ad,
      adLength,
      0,
      0,
      n,
      k,
    );
    if (code !== 0) throw new Error('libsodium: sealing failed');
    const after = scratch().heap();
    const envelope = new Uint8Array(HEADER_BYTES + length + TAG_BYTES);
    envelope[0] = version;
    envelope.set(after.subarray(n, n + NONCE_BYTES), 1);
    envelope.set(after.subarray(c, c + length + TAG_BYTES), HEADER_BYTES);
    return envelope;
  } finally {
    scratch().wipe(used);
  }
}

/** Writes `bytes` into the heap (for sealInHeap). */
const bytesWriter = (bytes: Uint8Array) => (heap: Uint8Array, at: number) => {
  heap.set(bytes, at);
  return bytes.length;
};

export function seal(
  key: SymmetricKey,
  plaintext: Uint8Array,
  associatedData: string,
  version = ENVELOPE_VERSION,
): Uint8Array {
  if (!isBytes(plaintext)) throw new TypeError('plaintext must be a Uint8Array');
  return sealInHeap(key, plaintext.length, bytesWriter(plaintext), associatedData, version, false);
}

export function sealPadded(
  key: SymmetricKey,
  plaintext: Uint8Array,
  associatedData: string,
): Uint8Array {
  if (!isBytes(plaintext)) throw new TypeError('plaintext must be a Uint8Array');
  return sealInHeap(
    key,
    plaintext.length,
    bytesWriter(plaintext),
    associatedData,
    PADDED_ENVELOPE_VERSION,
    true,
  );
}

export function sealPaddedWith(
  key: SymmetricKey,
  maxLength: number,
  write: (target: Uint8Array) => number,
  associatedData: string,
): Uint8Array {
  return sealInHeap(
    key,
    maxLength,
    (heap, at) => write(heap.subarray(at, at + maxLength)),
    associatedData,
    PADDED_ENVELOPE_VERSION,
    true,
  );
}

type ReadResult<T> = { ok: true; value: T } | { ok: false; reason: OpenFailure };

/**
 * Opens an envelope inside the heap and hands `read` a view of the plaintext there (unpadded for
 * version 2): valid only during the call, wiped after. `read` copies what it keeps.
 */
export function openWith<T>(
  key: SymmetricKey,
  envelope: Uint8Array,
  associatedData: string,
  read: (plaintext: Uint8Array) => T,
): ReadResult<T> {
  checkKey(key);
  if (!isBytes(envelope) || envelope.length === 0) {
    return { ok: false, reason: 'malformed' };
  }
  const version = envelope[0];
  if (version !== ENVELOPE_VERSION && version !== PADDED_ENVELOPE_VERSION) {
    return { ok: false, reason: 'bad-version' };
  }
  if (envelope.length < HEADER_BYTES + TAG_BYTES) return { ok: false, reason: 'malformed' };
  const sealedLength = envelope.length - HEADER_BYTES;
  const length = sealedLength - TAG_BYTES;
  const adRoom = associatedData.length * 3;
  const used = KEY_BYTES + NONCE_BYTES + adRoom + sealedLength + length;
  let opened = false;
  try {
    const k = scratch().reserve(used);
    const n = k + KEY_BYTES;
    const ad = n + NONCE_BYTES;
    const c = ad + adRoom;
    const m = c + sealedLength;
    const heap = scratch().heap();
    heap.set(key, k);
    heap.set(envelope.subarray(1, HEADER_BYTES), n);
    heap.set(envelope.subarray(HEADER_BYTES), c);
    const adLength = writeUtf8(heap, ad, associatedData);
    const code = wasm()._crypto_aead_xchacha20poly1305_ietf_decrypt(
      m,
      0,
      0,
      c,
      sealedLength,
      0,
      ad,
      adLength,
      0,
      n,
      k,
    );
    if (code !== 0) return { ok: false, reason: 'decrypt-failed' };
    opened = true;
    const value = scratch()
      .heap()
      .subarray(m, m + length);
    const inner = version === ENVELOPE_VERSION ? value : unpad(value, blockSizeFor(length));
    if (!inner) return { ok: false, reason: 'malformed' };
    return { ok: true, value: read(inner) };
  } catch (error) {
    // Any failure of the cipher is reported the same way; an error of `read` is the caller's.
    if (opened) throw error;
    return { ok: false, reason: 'decrypt-failed' };
  } finally {
    scratch().wipe(used);
  }
}

/** The plaintext as its own copy (the heap is wiped after). */
const copyOut = (plaintext: Uint8Array) => plaintext.slice();

export function open(key: SymmetricKey, envelope: Uint8Array, associatedData: string): OpenResult {
  // A key of the wrong length throws (a programming error); copyOut itself cannot.
  return openWith(key, envelope, associatedData, copyOut);
}

/**
 * The only importer of libsodium (the sumo build: the standard one lacks crypto_pwhash). The rest
 * of the app sees the SodiumCrypto contract of ./types.ts.
 */
import type Sodium from 'libsodium-wrappers-sumo';
import { isBytes, plainBytes, utf8 } from './bytes';
import { fromBase64Url, toBase64Url } from '../../../common/base64url';
import { Scratch, type SodiumModule } from './heap';
import { blockSizeFor, paddedLength, unpad } from './padding';
import { readUtf8Strict, writeUtf8 } from './utf8';
import {
  ENVELOPE_VERSION,
  PADDED_ENVELOPE_VERSION,
  type CaptureKeyPair,
  type CapturePublicKey,
  type CaptureSecretKey,
  type KdfParams,
  type MediaKey,
  type Sha256Hasher,
  type StreamOpener,
  type StreamSealer,
  type OpenFailure,
  type OpenResult,
  type SodiumCrypto,
  type SymmetricKey,
  type VaultKey,
} from './types';

const KEY_BYTES = 32;
const NONCE_BYTES = 24; // crypto_aead_xchacha20poly1305_ietf_NPUBBYTES
const TAG_BYTES = 16; // crypto_aead_xchacha20poly1305_ietf_ABYTES
const HEADER_BYTES = 1 + NONCE_BYTES;

/** What sodium.memzero does, without its same-realm instanceof check. */
function wipe(bytes: Uint8Array): void {
  bytes.fill(0);
}

/** getRandomValues fills at most this many bytes per call. */
const RANDOM_CHUNK = 65_536;

/**
 * `length` random bytes from the platform's CSPRNG in as few calls as possible. libsodium's own
 * randombytes_buf asks the browser for 4 bytes at a time (six calls per nonce), which was most of
 * the cost of sealing a record; where Web Crypto is missing it is still the source.
 */
function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  const source = globalThis.crypto;
  if (typeof source?.getRandomValues !== 'function') {
    return plainBytes(sodium.randombytes_buf(length));
  }
  const out = new Uint8Array(length);
  for (let offset = 0; offset < length; offset += RANDOM_CHUNK) {
    source.getRandomValues(out.subarray(offset, Math.min(length, offset + RANDOM_CHUNK)));
  }
  return out;
}

let loading: Promise<SodiumCrypto> | undefined;
/**
 * libsodium itself, set once it has loaded. It is imported on demand, not with this module: its
 * 540 KB (the WebAssembly inlined as base64) take one long task to evaluate, which at idle on the
 * locked calculator was most of Lighthouse's blocking time and a stall a key press could meet
 * (bench/coldstart.mjs). Every use below runs after loadSodiumCrypto() has resolved.
 */
let sodium: typeof Sodium;

/** Loads libsodium once (memoised; a failed load may be retried) and returns the contract. */
export function loadSodiumCrypto(): Promise<SodiumCrypto> {
  loading ??= import('libsodium-wrappers-sumo')
    .then(async ({ default: loaded }) => {
      await loaded.ready;
      sodium = loaded;
      return createSodiumCrypto();
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

function checkKdfInput(salt: Uint8Array, params: KdfParams): void {
  if (salt.length !== sodium.crypto_pwhash_SALTBYTES) {
    throw new TypeError(`salt must be ${sodium.crypto_pwhash_SALTBYTES} bytes, got ${salt.length}`);
  }
  checkKdfParams(params);
}

function checkKdfParams(params: KdfParams): void {
  const { opsLimit, memLimitBytes } = params;
  if (!Number.isSafeInteger(opsLimit) || opsLimit < sodium.crypto_pwhash_OPSLIMIT_MIN) {
    throw new TypeError(`opsLimit out of range: ${opsLimit}`);
  }
  if (!Number.isSafeInteger(memLimitBytes) || memLimitBytes < sodium.crypto_pwhash_MEMLIMIT_MIN) {
    throw new TypeError(`memLimitBytes out of range: ${memLimitBytes}`);
  }
}

/** Set once libsodium has loaded (createSodiumCrypto): the module's memory, reused by each call. */
let scratchRegion: Scratch | undefined;
function scratch(): Scratch {
  scratchRegion ??= new Scratch((sodium as unknown as { libsodium: SodiumModule }).libsodium);
  return scratchRegion;
}
function wasm(): SodiumModule {
  return (sodium as unknown as { libsodium: SodiumModule }).libsodium;
}

/** A fresh random nonce written straight into the heap. */
function writeNonce(heap: Uint8Array<ArrayBuffer>, at: number): void {
  const nonce = heap.subarray(at, at + NONCE_BYTES);
  if (typeof globalThis.crypto?.getRandomValues === 'function')
    globalThis.crypto.getRandomValues(nonce);
  else nonce.set(sodium.randombytes_buf(NONCE_BYTES));
}

function checkKey(key: SymmetricKey): void {
  if (!isBytes(key)) throw new TypeError('key must be a Uint8Array');
  if (key.length !== KEY_BYTES) {
    throw new TypeError(`key must be ${KEY_BYTES} bytes, got ${key.length}`);
  }
}

/** The padded length of `length` bytes: the data, 0x80, zeros to a multiple of its block size. */
function paddedSize(length: number): number {
  const block = blockSizeFor(paddedLength(length));
  return length + block - (length % block);
}

/**
 * [version][nonce][XChaCha20-Poly1305 of the plaintext, padded (ISO/IEC 7816-4, as ./padding.ts)
 * when `padded`]. `write` puts at most `room` bytes of plaintext into the heap at its offset and
 * returns how many; key, nonce and associated data go there too, the padding is added in place, and
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

function seal(
  key: SymmetricKey,
  plaintext: Uint8Array,
  associatedData: string,
  version = ENVELOPE_VERSION,
): Uint8Array {
  if (!isBytes(plaintext)) throw new TypeError('plaintext must be a Uint8Array');
  return sealInHeap(key, plaintext.length, bytesWriter(plaintext), associatedData, version, false);
}

function sealPadded(key: SymmetricKey, plaintext: Uint8Array, associatedData: string): Uint8Array {
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

function sealPaddedWith(
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
function openWith<T>(
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

function open(key: SymmetricKey, envelope: Uint8Array, associatedData: string): OpenResult {
  // A key of the wrong length throws (a programming error); copyOut itself cannot.
  return openWith(key, envelope, associatedData, copyOut);
}

const ID_TAG_BYTES = 16;
const ID_BLOCK = 32;

interface IdKeys {
  mac: Uint8Array;
  enc: Uint8Array;
  /**
   * Ids already sealed or opened under this key, both ways, by context (the stored table's name).
   * Both functions are deterministic, so a remembered answer is the answer; only computed results
   * go in (an opaque text that failed to open never does). A list read after it was written (a
   * journal entry saved, then the list's live query re-run) looks its ids up instead of paying
   * two BLAKE2b calls, an XChaCha20 and a decode for each: a third of opening a page. Forgotten
   * with the subkeys by memzero(key) (locking); a table's map is cleared when it reaches
   * ID_MEMO_LIMIT. They are the ids the records read hold anyway while the store is open.
   */
  sealed: IdMemo;
  opened: IdMemo;
}

/** context → (id or opaque text → the other). */
type IdMemo = Map<string, Map<string, string>>;

/** Ids remembered per key, table and direction (a few hundred bytes each): a bound, not a size. */
const ID_MEMO_LIMIT = 50_000;

function remember(memo: IdMemo, context: string, key: string, value: string): void {
  let known = memo.get(context);
  if (!known) memo.set(context, (known = new Map()));
  if (known.size >= ID_MEMO_LIMIT) known.clear();
  known.set(key, value);
}

/**
 * The id subkeys of each live vault key, derived once per key instead of twice per record (two
 * BLAKE2b calls per id were a fifth of a bulk read). Keyed by the key array itself: memzero(key),
 * which closing a store calls, wipes and forgets them with it.
 */
const idKeyCache = new WeakMap<Uint8Array, IdKeys>();

/** Two subkeys of the vault key, one to authenticate ids and one to encrypt them. */
function idKeys(key: VaultKey): IdKeys {
  const cached = idKeyCache.get(key);
  if (cached) return cached;
  checkKey(key);
  // In the scratch region, wiped after, like the records (the wrappers leave freed copies).
  const label = 'opaque-id:mac'.length;
  const used = KEY_BYTES + label + 2 * KEY_BYTES;
  const k = scratch().reserve(used);
  const input = k + KEY_BYTES;
  const out = input + label;
  try {
    const heap = scratch().heap();
    heap.set(key, k);
    const subkey = (name: string, at: number) => {
      writeUtf8(scratch().heap(), input, name);
      wasm()._crypto_generichash(at, KEY_BYTES, input, label, 0, k, KEY_BYTES);
      return scratch()
        .heap()
        .slice(at, at + KEY_BYTES);
    };
    const keys: IdKeys = {
      mac: subkey('opaque-id:mac', out),
      enc: subkey('opaque-id:enc', out + KEY_BYTES),
      sealed: new Map(),
      opened: new Map(),
    };
    idKeyCache.set(key, keys);
    return keys;
  } finally {
    scratch().wipe(used);
  }
}

/** Wipes `bytes` and, when it is a vault key, the id subkeys derived from it. */
function memzero(bytes: Uint8Array): void {
  const derived = idKeyCache.get(bytes);
  if (derived) {
    idKeyCache.delete(bytes);
    wipe(derived.mac);
    wipe(derived.enc);
    derived.sealed.clear();
    derived.opened.clear();
  }
  wipe(bytes);
}

/**
 * Opaque-id scratch layout: [mac key][enc key][tag][nonce][padded id][stream][context 0x00 id].
 * The tag input is written last because its length is known only once the id is.
 */
function idLayout(context: string, idRoom: number) {
  const padded = idRoom + ID_BLOCK - (idRoom % ID_BLOCK);
  const mac = scratch().reserve(
    2 * KEY_BYTES + ID_TAG_BYTES + NONCE_BYTES + 2 * padded + context.length * 3 + 1 + idRoom,
  );
  const enc = mac + KEY_BYTES;
  const tag = enc + KEY_BYTES;
  const nonce = tag + ID_TAG_BYTES;
  const plain = nonce + NONCE_BYTES;
  const body = plain + padded;
  const input = body + padded;
  const used = input + context.length * 3 + 1 + idRoom - mac;
  return { mac, enc, tag, nonce, plain, body, input, used };
}

/** The keyed BLAKE2b tag of (context, 0x00, id bytes at `id`) into `out`. */
function writeIdTag(
  heap: Uint8Array,
  at: ReturnType<typeof idLayout>,
  context: string,
  id: number,
  idLength: number,
  out: number,
): void {
  const contextLength = writeUtf8(heap, at.input, context);
  heap[at.input + contextLength] = 0;
  heap.copyWithin(at.input + contextLength + 1, id, id + idLength);
  wasm()._crypto_generichash(
    out,
    ID_TAG_BYTES,
    at.input,
    contextLength + 1 + idLength,
    0,
    at.mac,
    KEY_BYTES,
  );
}

/** SIV-style: the tag of (context, id) is also the nonce's seed, so equal ids map alike. */
function opaqueId(key: VaultKey, context: string, id: string): string {
  const keys = idKeys(key);
  const known = keys.sealed.get(context)?.get(id);
  if (known !== undefined) return known;
  const opaque = sealId(keys, context, id);
  remember(keys.sealed, context, id, opaque);
  remember(keys.opened, context, opaque, id);
  return opaque;
}

function sealId(keys: IdKeys, context: string, id: string): string {
  const at = idLayout(context, id.length * 3);
  try {
    let heap = scratch().heap();
    heap.set(keys.mac, at.mac);
    heap.set(keys.enc, at.enc);
    const idLength = writeUtf8(heap, at.plain, id);
    const padded = idLength + ID_BLOCK - (idLength % ID_BLOCK);
    heap[at.plain + idLength] = 0x80;
    heap.fill(0, at.plain + idLength + 1, at.plain + padded);
    writeIdTag(heap, at, context, at.plain, idLength, at.tag);
    wasm()._crypto_generichash(at.nonce, NONCE_BYTES, at.tag, ID_TAG_BYTES, 0, 0, 0);
    wasm()._crypto_stream_xchacha20_xor(at.body, at.plain, padded, 0, at.nonce, at.enc);
    heap = scratch().heap();
    // Tag and body are not adjacent in the layout: one small copy joins them.
    const out = new Uint8Array(ID_TAG_BYTES + padded);
    out.set(heap.subarray(at.tag, at.tag + ID_TAG_BYTES));
    out.set(heap.subarray(at.body, at.body + padded), ID_TAG_BYTES);
    return toBase64Url(out);
  } finally {
    scratch().wipe(at.used);
  }
}

function openOpaqueId(key: VaultKey, context: string, opaque: string): string | null {
  if (typeof opaque !== 'string') return null;
  const keys = idKeys(key);
  const known = keys.opened.get(context)?.get(opaque);
  if (known !== undefined) return known;
  const id = openId(keys, context, opaque);
  if (id !== null) {
    remember(keys.opened, context, opaque, id);
    remember(keys.sealed, context, id, opaque);
  }
  return id;
}

function openId(keys: IdKeys, context: string, opaque: string): string | null {
  // Not base64url: not an id of ours.
  const bytes = fromBase64Url(opaque);
  if (!bytes) return null;
  const bodyLength = bytes.length - ID_TAG_BYTES;
  if (bodyLength < ID_BLOCK || bodyLength % ID_BLOCK !== 0) return null;
  const at = idLayout(context, bodyLength);
  try {
    const heap = scratch().heap();
    heap.set(keys.mac, at.mac);
    heap.set(keys.enc, at.enc);
    heap.set(bytes.subarray(0, ID_TAG_BYTES), at.tag);
    heap.set(bytes.subarray(ID_TAG_BYTES), at.body);
    wasm()._crypto_generichash(at.nonce, NONCE_BYTES, at.tag, ID_TAG_BYTES, 0, 0, 0);
    wasm()._crypto_stream_xchacha20_xor(at.plain, at.body, bodyLength, 0, at.nonce, at.enc);
    const after = scratch().heap();
    const idBytes = unpad(after.subarray(at.plain, at.plain + bodyLength), ID_BLOCK);
    if (!idBytes) return null;
    // The expected tag goes where the nonce was (no longer needed), then both are compared.
    writeIdTag(after, at, context, at.plain, idBytes.length, at.nonce);
    let difference = 0;
    for (let i = 0; i < ID_TAG_BYTES; i += 1)
      difference |= after[at.tag + i]! ^ after[at.nonce + i]!;
    if (difference !== 0) return null;
    return readUtf8Strict(idBytes);
  } catch {
    // Not UTF-8: not an id of ours.
    return null;
  } finally {
    scratch().wipe(at.used);
  }
}

function argon2id(secret: string, salt: Uint8Array, params: KdfParams): Uint8Array {
  checkKdfInput(salt, params);
  const password = utf8(secret);
  try {
    return sodium.crypto_pwhash(
      KEY_BYTES,
      password,
      plainBytes(salt),
      params.opsLimit,
      params.memLimitBytes,
      sodium.crypto_pwhash_ALG_ARGON2ID13,
    );
  } finally {
    wipe(password);
  }
}

/** The warm-up's own derivation: small, so that it takes a few milliseconds. */
const WARM_UP_MEMORY_BYTES = 8 * 1024 * 1024;
/**
 * Room above Argon2id's memory for the allocator's own: libsodium allocates the blocks aligned to
 * a WebAssembly page, so the region touched must be that much larger for the derivation to fit in
 * it (with less, this module's memory grew by a further 25 MiB in Chromium and the derivation took
 * fresh pages again).
 */
const WARM_UP_SLACK_BYTES = 256 * 1024;

/**
 * Readies this module for a first Argon2id at `params`, without deriving anything from a secret.
 * In a fresh Worker the first derivation took about 1.5x as long as after this (327-429 against
 * 223-260 ms, five fresh workers each, in Chromium here): its 128 MiB are new pages the system
 * hands over as they are first written, and its block function still runs in V8's baseline tier. So: one small derivation of
 * fixed bytes (the block function is optimised), then a region the size of the derivation's memory
 * is allocated, written and freed (the pages are this module's, and the derivation reuses them).
 * The module's memory ends as large as after a derivation, no larger; nothing secret goes through.
 */
function prepareArgon2id(params: KdfParams): void {
  checkKdfParams(params);
  const fixed = new Uint8Array(sodium.crypto_pwhash_SALTBYTES);
  const output = sodium.crypto_pwhash(
    KEY_BYTES,
    fixed,
    fixed,
    sodium.crypto_pwhash_OPSLIMIT_MIN,
    Math.min(WARM_UP_MEMORY_BYTES, params.memLimitBytes),
    sodium.crypto_pwhash_ALG_ARGON2ID13,
  );
  memzero(output);
  let region: ReturnType<typeof stateRegion>;
  try {
    region = stateRegion(params.memLimitBytes + WARM_UP_SLACK_BYTES);
  } catch {
    // No room: the derivation will find out for itself, as it would have.
    return;
  }
  // Releasing a region writes zeros over all of it before freeing it: that pages it in.
  region.release();
}

function mediaKeyCopy(key: MediaKey): Uint8Array<ArrayBuffer> {
  if (!isBytes(key) || key.length !== sodium.crypto_secretstream_xchacha20poly1305_KEYBYTES) {
    throw new TypeError('media key must be 32 bytes');
  }
  return plainBytes(key);
}

/**
 * A region of the module's memory of its own for a stream's state (secretstream's holds the key),
 * kept between calls, unlike the scratch region; `release` wipes and frees it.
 */
function stateRegion(size: number): { at: number; release: () => void } {
  const at = wasm()._malloc(size);
  if (!at) throw new RangeError('libsodium: out of memory');
  let released = false;
  return {
    at,
    release: () => {
      if (released) return;
      released = true;
      wasm().HEAPU8.fill(0, at, at + size);
      wasm()._free(at);
    },
  };
}

const STREAM_HEADER_BYTES = 24; // crypto_secretstream_xchacha20poly1305_HEADERBYTES
const STREAM_ABYTES = 17; // crypto_secretstream_xchacha20poly1305_ABYTES
const TAG_MESSAGE = 0; // crypto_secretstream_xchacha20poly1305_TAG_MESSAGE
const TAG_FINAL = 3; // crypto_secretstream_xchacha20poly1305_TAG_FINAL

/**
 * crypto_secretstream_xchacha20poly1305 by direct calls (as sealInHeap): each push copies the slice
 * into the scratch region once, seals it there, copies the sealed slice out and wipes what it used.
 * The same function as the wrappers', so the stored bytes are the same. The state (it holds the
 * key) is wiped and freed after the final push.
 */
function sealStream(key: MediaKey, associatedData: string): StreamSealer {
  const k = mediaKeyCopy(key);
  const state = stateRegion(wasm()._crypto_secretstream_xchacha20poly1305_statebytes());
  const header = new Uint8Array(STREAM_HEADER_BYTES);
  const used = KEY_BYTES + STREAM_HEADER_BYTES;
  try {
    const at = scratch().reserve(used);
    scratch().heap().set(k, at);
    const code = wasm()._crypto_secretstream_xchacha20poly1305_init_push(
      state.at,
      at + KEY_BYTES,
      at,
    );
    if (code !== 0) throw new Error('libsodium: secretstream init failed');
    header.set(
      scratch()
        .heap()
        .subarray(at + KEY_BYTES, at + used),
    );
  } catch (error) {
    state.release();
    throw error;
  } finally {
    scratch().wipe(used);
    wipe(k);
  }
  let ended = false;
  return {
    header,
    dispose: () => {
      ended = true;
      state.release();
    },
    push: (chunk, final) => {
      if (ended) throw new Error('stream already ended');
      const plain = plainBytes(chunk);
      const adRoom = associatedData.length * 3;
      const pushUsed = adRoom + plain.length + plain.length + STREAM_ABYTES;
      try {
        const ad = scratch().reserve(pushUsed);
        const m = ad + adRoom;
        const c = m + plain.length;
        const heap = scratch().heap();
        const adLength = writeUtf8(heap, ad, associatedData);
        heap.set(plain, m);
        const code = wasm()._crypto_secretstream_xchacha20poly1305_push(
          state.at,
          c,
          0,
          m,
          plain.length,
          0,
          ad,
          adLength,
          0,
          final ? TAG_FINAL : TAG_MESSAGE,
        );
        if (code !== 0) throw new Error('libsodium: secretstream push failed');
        return scratch()
          .heap()
          .slice(c, c + plain.length + STREAM_ABYTES);
      } finally {
        scratch().wipe(pushUsed);
        if (final) {
          ended = true;
          state.release();
        }
      }
    },
  };
}

/**
 * The reading side by direct calls: each pull copies the sealed slice into the scratch region,
 * opens it there, copies the plaintext out and wipes what it used (the wrappers left a freed,
 * unwiped copy of every decrypted slice, and the stream state, in the module's memory). The state
 * lives in this opener between pulls, not in the module's memory: a reader that stops early (a
 * closed player, a damaged item) leaves nothing there to free.
 */
function openStream(
  key: MediaKey,
  header: Uint8Array,
  associatedData: string,
): StreamOpener | null {
  if (!isBytes(header) || header.length !== STREAM_HEADER_BYTES) return null;
  const k = mediaKeyCopy(key);
  const stateBytes = wasm()._crypto_secretstream_xchacha20poly1305_statebytes();
  const state = new Uint8Array(stateBytes);
  const used = stateBytes + KEY_BYTES + STREAM_HEADER_BYTES;
  try {
    const at = scratch().reserve(used);
    const heap = scratch().heap();
    heap.set(k, at + stateBytes);
    heap.set(plainBytes(header), at + stateBytes + KEY_BYTES);
    const code = wasm()._crypto_secretstream_xchacha20poly1305_init_pull(
      at,
      at + stateBytes + KEY_BYTES,
      at + stateBytes,
    );
    if (code !== 0) return null;
    state.set(
      scratch()
        .heap()
        .subarray(at, at + stateBytes),
    );
  } catch {
    return null;
  } finally {
    scratch().wipe(used);
    wipe(k);
  }
  let ended = false;
  const failed = { ok: false, reason: 'decrypt-failed' } as const;
  return {
    pull: (sealed) => {
      if (ended || !isBytes(sealed) || sealed.length < STREAM_ABYTES) return failed;
      const messageLength = sealed.length - STREAM_ABYTES;
      const adRoom = associatedData.length * 3;
      // state | tag | associated data | sealed | plain
      const pullUsed = stateBytes + 1 + adRoom + sealed.length + messageLength;
      try {
        const at = scratch().reserve(pullUsed);
        const tagAt = at + stateBytes;
        const ad = tagAt + 1;
        const c = ad + adRoom;
        const m = c + sealed.length;
        const heap = scratch().heap();
        heap.set(state, at);
        const adLength = writeUtf8(heap, ad, associatedData);
        heap.set(sealed, c);
        const code = wasm()._crypto_secretstream_xchacha20poly1305_pull(
          at,
          m,
          0,
          tagAt,
          c,
          sealed.length,
          0,
          ad,
          adLength,
          0,
        );
        if (code !== 0) return failed;
        const after = scratch().heap();
        state.set(after.subarray(at, at + stateBytes));
        const final = after[tagAt] === TAG_FINAL;
        if (final) {
          ended = true;
          state.fill(0);
        }
        return { ok: true, value: after.slice(m, m + messageLength), final };
      } catch {
        return failed;
      } finally {
        scratch().wipe(pullUsed);
      }
    },
  };
}

const BOX_KEY_BYTES = 32; // crypto_box_PUBLICKEYBYTES, crypto_box_SECRETKEYBYTES
const BOX_SEAL_BYTES = 48; // crypto_box_SEALBYTES: the ephemeral public key and the tag

function checkBoxKey(key: Uint8Array, name: string): void {
  if (!isBytes(key) || key.length !== BOX_KEY_BYTES) {
    throw new TypeError(`${name} must be ${BOX_KEY_BYTES} bytes`);
  }
}

/** crypto_box_keypair by a direct call: the secret key is copied out once and wiped in the heap. */
function newCaptureKeyPair(): CaptureKeyPair {
  const used = 2 * BOX_KEY_BYTES;
  try {
    const at = scratch().reserve(used);
    if (wasm()._crypto_box_keypair(at, at + BOX_KEY_BYTES) !== 0) {
      throw new Error('libsodium: key pair failed');
    }
    const heap = scratch().heap();
    return {
      publicKey: heap.slice(at, at + BOX_KEY_BYTES) as CapturePublicKey,
      secretKey: heap.slice(at + BOX_KEY_BYTES, at + used) as CaptureSecretKey,
    };
  } finally {
    scratch().wipe(used);
  }
}

/** crypto_box_seal (an ephemeral X25519 key, XSalsa20-Poly1305) behind our version byte. */
function sealToPublicKey(publicKey: CapturePublicKey, plaintext: Uint8Array): Uint8Array {
  checkBoxKey(publicKey, 'public key');
  if (!isBytes(plaintext)) throw new TypeError('plaintext must be a Uint8Array');
  const sealedLength = plaintext.length + BOX_SEAL_BYTES;
  const used = BOX_KEY_BYTES + plaintext.length + sealedLength;
  try {
    const pk = scratch().reserve(used);
    const m = pk + BOX_KEY_BYTES;
    const c = m + plaintext.length;
    const heap = scratch().heap();
    heap.set(publicKey, pk);
    heap.set(plaintext, m);
    if (wasm()._crypto_box_seal(c, m, plaintext.length, 0, pk) !== 0) {
      throw new Error('libsodium: seal failed');
    }
    const out = new Uint8Array(1 + sealedLength);
    out[0] = ENVELOPE_VERSION;
    out.set(
      scratch()
        .heap()
        .subarray(c, c + sealedLength),
      1,
    );
    return out;
  } finally {
    scratch().wipe(used);
  }
}

function openSealedBox(keys: CaptureKeyPair, envelope: Uint8Array): OpenResult {
  checkBoxKey(keys.publicKey, 'public key');
  checkBoxKey(keys.secretKey, 'secret key');
  if (!isBytes(envelope) || envelope.length < 1 + BOX_SEAL_BYTES) {
    return { ok: false, reason: 'malformed' };
  }
  if (envelope[0] !== ENVELOPE_VERSION) return { ok: false, reason: 'bad-version' };
  const sealedLength = envelope.length - 1;
  const messageLength = sealedLength - BOX_SEAL_BYTES;
  const used = 2 * BOX_KEY_BYTES + sealedLength + messageLength;
  try {
    const pk = scratch().reserve(used);
    const sk = pk + BOX_KEY_BYTES;
    const c = sk + BOX_KEY_BYTES;
    const m = c + sealedLength;
    const heap = scratch().heap();
    heap.set(keys.publicKey, pk);
    heap.set(keys.secretKey, sk);
    heap.set(envelope.subarray(1), c);
    if (wasm()._crypto_box_seal_open(m, c, sealedLength, 0, pk, sk) !== 0) {
      return { ok: false, reason: 'decrypt-failed' };
    }
    return {
      ok: true,
      value: scratch()
        .heap()
        .slice(m, m + messageLength),
    };
  } finally {
    scratch().wipe(used);
  }
}

const SHA256_BYTES = 32;

/**
 * Streaming SHA-256 by direct calls: each update copies the bytes into the scratch region once,
 * hashes them there and wipes them (the wrappers left a freed, unwiped copy of every slice). The
 * state (it holds up to 63 bytes of the plaintext) is wiped and freed by digestHex.
 */
function sha256(): Sha256Hasher {
  const state = stateRegion(wasm()._crypto_hash_sha256_statebytes());
  wasm()._crypto_hash_sha256_init(state.at);
  let done = false;
  return {
    update: (bytes) => {
      if (done) throw new Error('hasher already finished');
      if (!isBytes(bytes)) throw new TypeError('bytes must be a Uint8Array');
      try {
        const at = scratch().reserve(bytes.length);
        scratch().heap().set(bytes, at);
        wasm()._crypto_hash_sha256_update(state.at, at, bytes.length, 0);
      } finally {
        scratch().wipe(bytes.length);
      }
    },
    digestHex: () => {
      if (done) throw new Error('hasher already finished');
      done = true;
      try {
        const at = scratch().reserve(SHA256_BYTES);
        wasm()._crypto_hash_sha256_final(state.at, at);
        return sodium.to_hex(
          scratch()
            .heap()
            .subarray(at, at + SHA256_BYTES),
        );
      } finally {
        scratch().wipe(SHA256_BYTES);
        state.release();
      }
    },
  };
}

function createSodiumCrypto(): SodiumCrypto {
  return Object.freeze({
    randomBytes,
    newVaultKey: () => randomBytes(KEY_BYTES) as VaultKey,
    seal: (key: SymmetricKey, plaintext: Uint8Array, associatedData: string) =>
      seal(key, plaintext, associatedData),
    sealPadded,
    sealPaddedWith,
    open,
    openWith,
    opaqueId,
    openOpaqueId,
    argon2id,
    prepareArgon2id,
    memzero,
    saltBytes: sodium.crypto_pwhash_SALTBYTES,
    newMediaKey: () =>
      sodium.randombytes_buf(sodium.crypto_secretstream_xchacha20poly1305_KEYBYTES) as MediaKey,
    sealStream,
    openStream,
    sha256,
    newCaptureKeyPair,
    sealToPublicKey,
    openSealedBox,
  });
}

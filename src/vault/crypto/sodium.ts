/**
 * The only importer of libsodium (the sumo build: the standard one lacks crypto_pwhash). The rest
 * of the app sees the SodiumCrypto contract of ./types.ts.
 */
import sodium from 'libsodium-wrappers-sumo';
import { isBytes, plainBytes, utf8 } from './bytes';
import { blockSizeFor, pad, paddedLength, unpad } from './padding';
import {
  ENVELOPE_VERSION,
  PADDED_ENVELOPE_VERSION,
  type KdfParams,
  type MediaKey,
  type Sha256Hasher,
  type StreamOpener,
  type StreamSealer,
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

/** Loads libsodium once (memoised; a failed load may be retried) and returns the contract. */
export function loadSodiumCrypto(): Promise<SodiumCrypto> {
  loading ??= sodium.ready.then(createSodiumCrypto, (error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** A copy of the key, after checking its length (a wrong one is a programming error). */
function keyCopy(key: SymmetricKey): Uint8Array<ArrayBuffer> {
  if (!isBytes(key)) {
    throw new TypeError('key must be a Uint8Array');
  }
  if (key.length !== KEY_BYTES) {
    throw new TypeError(`key must be ${KEY_BYTES} bytes, got ${key.length}`);
  }
  return plainBytes(key);
}

function checkKdfInput(salt: Uint8Array, params: KdfParams): void {
  if (salt.length !== sodium.crypto_pwhash_SALTBYTES) {
    throw new TypeError(`salt must be ${sodium.crypto_pwhash_SALTBYTES} bytes, got ${salt.length}`);
  }
  const { opsLimit, memLimitBytes } = params;
  if (!Number.isSafeInteger(opsLimit) || opsLimit < sodium.crypto_pwhash_OPSLIMIT_MIN) {
    throw new TypeError(`opsLimit out of range: ${opsLimit}`);
  }
  if (!Number.isSafeInteger(memLimitBytes) || memLimitBytes < sodium.crypto_pwhash_MEMLIMIT_MIN) {
    throw new TypeError(`memLimitBytes out of range: ${memLimitBytes}`);
  }
}

function seal(
  key: SymmetricKey,
  plaintext: Uint8Array,
  associatedData: string,
  version = ENVELOPE_VERSION,
): Uint8Array {
  const k = keyCopy(key);
  try {
    const nonce = randomBytes(NONCE_BYTES);
    const sealed = sodium.crypto_aead_xchacha20poly1305_ietf_encrypt(
      plainBytes(plaintext),
      utf8(associatedData),
      null,
      nonce,
      k,
    );
    const envelope = new Uint8Array(HEADER_BYTES + sealed.length);
    envelope[0] = version;
    envelope.set(nonce, 1);
    envelope.set(sealed, HEADER_BYTES);
    return envelope;
  } finally {
    wipe(k);
  }
}

function sealPadded(key: SymmetricKey, plaintext: Uint8Array, associatedData: string): Uint8Array {
  const bytes = plainBytes(plaintext);
  const padded = pad(bytes, blockSizeFor(paddedLength(bytes.length)));
  try {
    return seal(key, padded, associatedData, PADDED_ENVELOPE_VERSION);
  } finally {
    wipe(bytes);
    wipe(padded);
  }
}

/** The plaintext of a padded envelope, as its own copy (the padded buffer is wiped after). */
function unpadded(value: Uint8Array): Uint8Array | null {
  return unpad(value, blockSizeFor(value.length))?.slice() ?? null;
}

function open(key: SymmetricKey, envelope: Uint8Array, associatedData: string): OpenResult {
  const k = keyCopy(key);
  try {
    if (!isBytes(envelope) || envelope.length === 0) {
      return { ok: false, reason: 'malformed' };
    }
    const version = envelope[0];
    if (version !== ENVELOPE_VERSION && version !== PADDED_ENVELOPE_VERSION) {
      return { ok: false, reason: 'bad-version' };
    }
    if (envelope.length < HEADER_BYTES + TAG_BYTES) return { ok: false, reason: 'malformed' };
    const bytes = plainBytes(envelope);
    const value = sodium.crypto_aead_xchacha20poly1305_ietf_decrypt(
      null,
      bytes.subarray(HEADER_BYTES),
      utf8(associatedData),
      bytes.subarray(1, HEADER_BYTES),
      k,
    );
    if (!isBytes(value)) return { ok: false, reason: 'decrypt-failed' };
    if (version === ENVELOPE_VERSION) return { ok: true, value };
    const inner = unpadded(value);
    wipe(value);
    return inner ? { ok: true, value: inner } : { ok: false, reason: 'malformed' };
  } catch {
    // libsodium throws on a failed tag check; any failure is reported the same way.
    return { ok: false, reason: 'decrypt-failed' };
  } finally {
    wipe(k);
  }
}

const ID_TAG_BYTES = 16;
const ID_BLOCK = 32;
const URLSAFE = () => sodium.base64_variants.URLSAFE_NO_PADDING;

interface IdKeys {
  mac: Uint8Array;
  enc: Uint8Array;
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
  const k = keyCopy(key);
  try {
    const keys = {
      mac: sodium.crypto_generichash(KEY_BYTES, utf8('opaque-id:mac'), k),
      enc: sodium.crypto_generichash(KEY_BYTES, utf8('opaque-id:enc'), k),
    };
    idKeyCache.set(key, keys);
    return keys;
  } finally {
    wipe(k);
  }
}

/** Wipes `bytes` and, when it is a vault key, the id subkeys derived from it. */
function memzero(bytes: Uint8Array): void {
  const derived = idKeyCache.get(bytes);
  if (derived) {
    idKeyCache.delete(bytes);
    wipe(derived.mac);
    wipe(derived.enc);
  }
  wipe(bytes);
}

function idTag(mac: Uint8Array, context: string, id: Uint8Array): Uint8Array {
  const prefix = utf8(context);
  const input = new Uint8Array(prefix.length + 1 + id.length);
  input.set(prefix);
  input.set(id, prefix.length + 1);
  return sodium.crypto_generichash(ID_TAG_BYTES, input, mac);
}

/** SIV-style: the tag of (context, id) is also the nonce's seed, so equal ids map alike. */
function opaqueId(key: VaultKey, context: string, id: string): string {
  const { mac, enc } = idKeys(key);
  const idBytes = utf8(id);
  const tag = idTag(mac, context, idBytes);
  const nonce = sodium.crypto_generichash(NONCE_BYTES, plainBytes(tag), null);
  const body = sodium.crypto_stream_xchacha20_xor(pad(idBytes, ID_BLOCK), nonce, enc);
  const out = new Uint8Array(tag.length + body.length);
  out.set(tag);
  out.set(body, tag.length);
  return sodium.to_base64(out, URLSAFE());
}

function openOpaqueId(key: VaultKey, context: string, opaque: string): string | null {
  const { mac, enc } = idKeys(key);
  try {
    const bytes = sodium.from_base64(opaque, URLSAFE());
    const bodyLength = bytes.length - ID_TAG_BYTES;
    if (bodyLength < ID_BLOCK || bodyLength % ID_BLOCK !== 0) return null;
    const tag = bytes.subarray(0, ID_TAG_BYTES);
    const nonce = sodium.crypto_generichash(NONCE_BYTES, plainBytes(tag), null);
    const padded = sodium.crypto_stream_xchacha20_xor(bytes.subarray(ID_TAG_BYTES), nonce, enc);
    const idBytes = unpad(padded, ID_BLOCK);
    if (!idBytes) return null;
    if (!sodium.memcmp(idTag(mac, context, idBytes), plainBytes(tag))) return null;
    return new TextDecoder('utf-8', { fatal: true }).decode(idBytes);
  } catch {
    // Not base64, bad padding or not UTF-8: not an id of ours.
    return null;
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

function mediaKeyCopy(key: MediaKey): Uint8Array<ArrayBuffer> {
  if (!isBytes(key) || key.length !== sodium.crypto_secretstream_xchacha20poly1305_KEYBYTES) {
    throw new TypeError('media key must be 32 bytes');
  }
  return plainBytes(key);
}

function sealStream(key: MediaKey, associatedData: string): StreamSealer {
  const k = mediaKeyCopy(key);
  const ad = utf8(associatedData);
  try {
    const { state, header } = sodium.crypto_secretstream_xchacha20poly1305_init_push(k);
    return {
      header,
      push: (chunk, final) =>
        sodium.crypto_secretstream_xchacha20poly1305_push(
          state,
          plainBytes(chunk),
          ad,
          final
            ? sodium.crypto_secretstream_xchacha20poly1305_TAG_FINAL
            : sodium.crypto_secretstream_xchacha20poly1305_TAG_MESSAGE,
        ),
    };
  } finally {
    wipe(k);
  }
}

function openStream(
  key: MediaKey,
  header: Uint8Array,
  associatedData: string,
): StreamOpener | null {
  if (
    !isBytes(header) ||
    header.length !== sodium.crypto_secretstream_xchacha20poly1305_HEADERBYTES
  )
    return null;
  const k = mediaKeyCopy(key);
  const ad = utf8(associatedData);
  try {
    const state = sodium.crypto_secretstream_xchacha20poly1305_init_pull(plainBytes(header), k);
    let ended = false;
    return {
      pull: (sealed) => {
        if (ended || !isBytes(sealed)) return { ok: false, reason: 'decrypt-failed' };
        try {
          const result = sodium.crypto_secretstream_xchacha20poly1305_pull(
            state,
            plainBytes(sealed),
            ad,
          );
          // The wrappers return false on a failed tag in some builds, throw in others.
          if (!result) return { ok: false, reason: 'decrypt-failed' };
          const final = result.tag === sodium.crypto_secretstream_xchacha20poly1305_TAG_FINAL;
          ended = final;
          return { ok: true, value: result.message, final };
        } catch {
          return { ok: false, reason: 'decrypt-failed' };
        }
      },
    };
  } catch {
    return null;
  } finally {
    wipe(k);
  }
}

function sha256(): Sha256Hasher {
  const state = sodium.crypto_hash_sha256_init();
  let done = false;
  return {
    update: (bytes) => {
      if (done) throw new Error('hasher already finished');
      sodium.crypto_hash_sha256_update(state, plainBytes(bytes));
    },
    digestHex: () => {
      if (done) throw new Error('hasher already finished');
      done = true;
      return sodium.to_hex(sodium.crypto_hash_sha256_final(state));
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
    open,
    opaqueId,
    openOpaqueId,
    argon2id,
    memzero,
    saltBytes: sodium.crypto_pwhash_SALTBYTES,
    newMediaKey: () =>
      sodium.randombytes_buf(sodium.crypto_secretstream_xchacha20poly1305_KEYBYTES) as MediaKey,
    sealStream,
    openStream,
    sha256,
  });
}

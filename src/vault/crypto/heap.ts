/**
 * Direct calls into libsodium's WebAssembly module for the per-record functions (sealing, opening,
 * opaque ids). The wrappers allocate, copy in, copy out and free every argument of every call,
 * which cost several times the cipher itself on a journal-sized record. Here one scratch region of
 * the module's memory is reused: each call writes its inputs there, runs, copies its result out
 * once and wipes what it used (keys and plaintexts never stay in the heap after a call returns).
 */

/** The parts of libsodium's Emscripten module used here (`sodium.libsodium`). */
export interface SodiumModule {
  HEAPU8: Uint8Array<ArrayBuffer>;
  _malloc(size: number): number;
  _free(pointer: number): void;
  _crypto_aead_xchacha20poly1305_ietf_encrypt(
    c: number,
    clenP: number,
    m: number,
    mlenLo: number,
    mlenHi: number,
    ad: number,
    adlenLo: number,
    adlenHi: number,
    nsec: number,
    npub: number,
    k: number,
  ): number;
  _crypto_aead_xchacha20poly1305_ietf_decrypt(
    m: number,
    mlenP: number,
    nsec: number,
    c: number,
    clenLo: number,
    clenHi: number,
    ad: number,
    adlenLo: number,
    adlenHi: number,
    npub: number,
    k: number,
  ): number;
  _crypto_generichash(
    out: number,
    outlen: number,
    input: number,
    inlenLo: number,
    inlenHi: number,
    key: number,
    keylen: number,
  ): number;
  _crypto_secretstream_xchacha20poly1305_statebytes(): number;
  _crypto_secretstream_xchacha20poly1305_init_push(
    state: number,
    header: number,
    k: number,
  ): number;
  _crypto_secretstream_xchacha20poly1305_push(
    state: number,
    c: number,
    clenP: number,
    m: number,
    mlenLo: number,
    mlenHi: number,
    ad: number,
    adlenLo: number,
    adlenHi: number,
    tag: number,
  ): number;
  _crypto_secretstream_xchacha20poly1305_init_pull(
    state: number,
    header: number,
    k: number,
  ): number;
  _crypto_secretstream_xchacha20poly1305_pull(
    state: number,
    m: number,
    mlenP: number,
    tagP: number,
    c: number,
    clenLo: number,
    clenHi: number,
    ad: number,
    adlenLo: number,
    adlenHi: number,
  ): number;
  _crypto_hash_sha256_statebytes(): number;
  _crypto_hash_sha256_init(state: number): number;
  _crypto_hash_sha256_update(
    state: number,
    input: number,
    inlenLo: number,
    inlenHi: number,
  ): number;
  _crypto_hash_sha256_final(state: number, out: number): number;
  _crypto_stream_xchacha20_xor(
    c: number,
    m: number,
    mlenLo: number,
    mlenHi: number,
    n: number,
    k: number,
  ): number;
  _crypto_box_keypair(pk: number, sk: number): number;
  _crypto_box_seal(c: number, m: number, mlenLo: number, mlenHi: number, pk: number): number;
  _crypto_box_seal_open(
    m: number,
    c: number,
    clenLo: number,
    clenHi: number,
    pk: number,
    sk: number,
  ): number;
}

/** One growable region of the module's memory, reused by every call (JavaScript is one thread). */
export class Scratch {
  private pointer = 0;
  private size = 0;

  constructor(private readonly module: SodiumModule) {}

  /** The start of at least `size` bytes. Allocating may grow the memory: read heap() after. */
  reserve(size: number): number {
    if (size > this.size) {
      if (this.pointer) this.module._free(this.pointer);
      // Room to spare, so a slightly longer record does not reallocate.
      const next = Math.max(4096, 2 ** Math.ceil(Math.log2(size)));
      this.pointer = this.module._malloc(next);
      if (!this.pointer) throw new RangeError('libsodium: out of memory');
      this.size = next;
    }
    return this.pointer;
  }

  /** The module's memory as bytes (a new view after the memory has grown). */
  heap(): Uint8Array<ArrayBuffer> {
    return this.module.HEAPU8;
  }

  /** Zeroes the first `used` bytes of the region: keys, plaintexts and ciphertexts alike. */
  wipe(used: number): void {
    this.module.HEAPU8.fill(0, this.pointer, this.pointer + Math.min(used, this.size));
  }
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Each character code's value in the alphabet, -1 outside it. */
const VALUES = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i += 1) VALUES[ALPHABET.charCodeAt(i)] = i;

/** base64url without padding, as libsodium's URLSAFE_NO_PADDING writes it. */
export function toBase64Url(bytes: Uint8Array): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out +=
      ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]! + ALPHABET[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i]! << 16;
    out += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]!;
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    out += ALPHABET[n >> 18]! + ALPHABET[(n >> 12) & 63]! + ALPHABET[(n >> 6) & 63]!;
  }
  return out;
}

/**
 * The bytes of a base64url text, or null when it is not the canonical encoding of any bytes (a
 * character outside the alphabet, an impossible length, non-zero leftover bits): as strict as
 * libsodium's decoder, so one stored key never has two spellings.
 */
export function fromBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((text.length * 3) / 4));
  let acc = 0;
  let bits = 0;
  let o = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    const value = code < 128 ? VALUES[code]! : -1;
    if (value < 0) return null;
    acc = ((acc << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  if (acc & ((1 << bits) - 1)) return null;
  return out;
}

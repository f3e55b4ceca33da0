/**
 * Direct calls into libsodium's WebAssembly module (records, opaque ids, streams, SHA-256, sealed
 * boxes). The wrappers allocate, copy in, copy out and free every argument of every call, which
 * cost several times the cipher itself on a journal-sized record, and leave freed, unwiped copies
 * of keys and plaintexts. Here one scratch region of the module's memory is reused: each call writes
 * its inputs there, runs, copies its result out once and wipes what it used (keys and plaintexts
 * never stay in the heap after a call returns). These exports are not libsodium's public API:
 * ./rawExports.test.ts pins each one (arity, and the result equal to its wrapper's).
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

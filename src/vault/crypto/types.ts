/**
 * The vault's crypto contract. Only src/vault/crypto/sodium/ imports libsodium; everything else
 * uses these types and the functions of src/vault/crypto/index.ts.
 */

/** 32 random bytes that encrypt every record of one store (the real vault, or the decoy). */
export type VaultKey = Uint8Array & { readonly __brand: 'VaultKey' };
/** Argon2id(code, salt): wraps vault keys in the key slots. Never stored. */
export type KeyEncryptionKey = Uint8Array & { readonly __brand: 'KeyEncryptionKey' };
/** Argon2id(passphrase, salt): encrypts a backup file. Never stored. */
export type BackupKey = Uint8Array & { readonly __brand: 'BackupKey' };

/** 32 random bytes, one per evidence item, kept only inside the item's vault record. */
export type MediaKey = Uint8Array & { readonly __brand: 'MediaKey' };

export type SymmetricKey = VaultKey | KeyEncryptionKey | BackupKey;

/**
 * The vault's X25519 key pair (crypto_box): the locked calculator holds only the public key and
 * seals to it what it records; only the secret key, kept inside the real vault, opens that.
 */
export type CapturePublicKey = Uint8Array & { readonly __brand: 'CapturePublicKey' };
export type CaptureSecretKey = Uint8Array & { readonly __brand: 'CaptureSecretKey' };
export interface CaptureKeyPair {
  publicKey: CapturePublicKey;
  secretKey: CaptureSecretKey;
}

/** One evidence item's secretstream, on the writing side: one push per recorder slice. */
export interface StreamSealer {
  /** Stored with the item; the reader needs it to start. */
  readonly header: Uint8Array;
  /** Seals the next slice; `final` marks the end, so a cut-off stream is told from a whole one. */
  push(chunk: Uint8Array, final: boolean): Uint8Array;
  /** Ends the stream without a final slice (the wipe): its state, key included, is wiped. */
  dispose(): void;
}

export type StreamPullResult =
  { ok: true; value: Uint8Array; final: boolean } | { ok: false; reason: 'decrypt-failed' };

/** The reading side: slices must come in their written order, each exactly once. */
export interface StreamOpener {
  pull(sealed: Uint8Array): StreamPullResult;
}

/** SHA-256 over bytes that arrive in pieces (an item's plaintext as it is recorded). */
export interface Sha256Hasher {
  update(bytes: Uint8Array): void;
  /** Lowercase hex; the hasher cannot be used afterwards. */
  digestHex(): string;
}

/** Every envelope starts with this version byte, so formats and algorithms can change later. */
export const ENVELOPE_VERSION = 1;
/** Version 2: the plaintext is padded to a size bucket (./padding.ts) before sealing. */
export const PADDED_ENVELOPE_VERSION = 2;

export type OpenFailure = 'decrypt-failed' | 'bad-version' | 'malformed';
export type OpenResult = { ok: true; value: Uint8Array } | { ok: false; reason: OpenFailure };

export interface KdfParams {
  /** libsodium's crypto_pwhash opslimit (Argon2id passes). */
  opsLimit: number;
  /** libsodium's crypto_pwhash memlimit in bytes. */
  memLimitBytes: number;
}

export interface SodiumCrypto {
  randomBytes(length: number): Uint8Array;
  newVaultKey(): VaultKey;
  /** XChaCha20-Poly1305 (IETF): returns [version][24-byte nonce][ciphertext + 16-byte tag]. */
  seal(key: SymmetricKey, plaintext: Uint8Array, associatedData: string): Uint8Array;
  /** As seal(), after padding the plaintext to its size bucket: [2][nonce][ciphertext + tag]. */
  sealPadded(key: SymmetricKey, plaintext: Uint8Array, associatedData: string): Uint8Array;
  /**
   * Opens an envelope from seal() (version 1) or sealPadded() (version 2, unpadded here); a wrong
   * key, wrong associated data or any change fails.
   */
  open(key: SymmetricKey, envelope: Uint8Array, associatedData: string): OpenResult;
  /**
   * As sealPadded(), for a plaintext `write` puts straight into libsodium's memory (at most
   * `maxLength` bytes into `target`; it returns how many): no buffer in between. The records' path.
   */
  sealPaddedWith(
    key: SymmetricKey,
    maxLength: number,
    write: (target: Uint8Array) => number,
    associatedData: string,
  ): Uint8Array;
  /**
   * As open(), but `read` gets a view of the plaintext inside libsodium's memory, valid only during
   * the call (it is wiped after), and its result is returned: no copy unless `read` makes one.
   */
  openWith<T>(
    key: SymmetricKey,
    envelope: Uint8Array,
    associatedData: string,
    read: (plaintext: Uint8Array) => T,
  ): { ok: true; value: T } | { ok: false; reason: OpenFailure };
  /**
   * A deterministic, reversible opaque form of a record id (what IndexedDB sees as the key):
   * base64url of [16-byte keyed BLAKE2b tag][XChaCha20 of the padded id]. The same id in the same
   * context always gives the same text, so lookups work; without the key it says nothing.
   */
  opaqueId(key: VaultKey, context: string, id: string): string;
  /** The id behind opaqueId(), or null when the text is not one of ours under this key. */
  openOpaqueId(key: VaultKey, context: string, opaque: string): string | null;
  /** Argon2id in this thread (the browser app calls deriveKey(), which uses a Worker). */
  argon2id(secret: string, salt: Uint8Array, params: KdfParams): Uint8Array;
  /**
   * Makes the first argon2id() at `params` in this thread as fast as the next ones (memory paged
   * in, code optimised), deriving nothing from any secret. For the KDF worker, ahead of an unlock.
   */
  prepareArgon2id(params: KdfParams): void;
  /** Overwrites key material in memory (best effort in JavaScript). */
  memzero(bytes: Uint8Array): void;
  readonly saltBytes: number;
  newMediaKey(): MediaKey;
  /**
   * crypto_secretstream_xchacha20poly1305 under an item's key; `associatedData` (the item id) is
   * bound to every slice, so slices cannot move between items.
   */
  sealStream(key: MediaKey, associatedData: string): StreamSealer;
  /** Null when the header is not a secretstream header (wrong length). */
  openStream(key: MediaKey, header: Uint8Array, associatedData: string): StreamOpener | null;
  sha256(): Sha256Hasher;
  newCaptureKeyPair(): CaptureKeyPair;
  /**
   * crypto_box_seal to a public key: [version][ephemeral public key 32][ciphertext + tag 16].
   * Whoever holds the public key can seal; only the matching secret key opens, so the sealer cannot
   * read back what it sealed once it has forgotten the plaintext.
   */
  sealToPublicKey(publicKey: CapturePublicKey, plaintext: Uint8Array): Uint8Array;
  /** Opens what sealToPublicKey() sealed to `keys.publicKey`; anything else fails. */
  openSealedBox(keys: CaptureKeyPair, envelope: Uint8Array): OpenResult;
}

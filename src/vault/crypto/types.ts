/**
 * The vault's crypto contract. Only src/vault/crypto/sodium.ts imports libsodium; everything else
 * uses these types and the functions of src/vault/crypto/index.ts.
 */

/** 32 random bytes that encrypt every record of one store (the real vault, or the decoy). */
export type VaultKey = Uint8Array & { readonly __brand: 'VaultKey' };
/** Argon2id(code, salt): wraps vault keys in the key slots. Never stored. */
export type KeyEncryptionKey = Uint8Array & { readonly __brand: 'KeyEncryptionKey' };
/** Argon2id(passphrase, salt): encrypts a backup file. Never stored. */
export type BackupKey = Uint8Array & { readonly __brand: 'BackupKey' };

export type SymmetricKey = VaultKey | KeyEncryptionKey | BackupKey;

/** Every envelope starts with this version byte, so formats and algorithms can change later. */
export const ENVELOPE_VERSION = 1;

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
  /** Opens an envelope from seal(); a wrong key, wrong associated data or any change fails. */
  open(key: SymmetricKey, envelope: Uint8Array, associatedData: string): OpenResult;
  /** Argon2id in this thread (the browser app calls deriveKey(), which uses a Worker). */
  argon2id(secret: string, salt: Uint8Array, params: KdfParams): Uint8Array;
  /** Overwrites key material in memory (best effort in JavaScript). */
  memzero(bytes: Uint8Array): void;
  readonly saltBytes: number;
}

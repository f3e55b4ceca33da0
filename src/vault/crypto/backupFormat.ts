/**
 * Backup file format (version 1), all integers big-endian:
 *
 *   "CALCPLUS-BACKUP" (15 ASCII bytes) | version u8 | opsLimit u32 | memLimitBytes u32 | salt (16)
 *   | envelope from SodiumCrypto.seal: [ENVELOPE_VERSION][nonce 24][ciphertext + tag 16]
 *
 * The key is Argon2id(passphrase NFC-normalised, salt) with the parameters in the header, so they
 * can change. The whole header is the envelope's associated data: altering it fails to decrypt.
 */
import { plainBytes, toHex, utf8 } from './bytes';
import { deriveKey } from './kdf';
import { KDF_PARAMS } from './params';
import { loadSodiumCrypto } from './sodium';
import type { BackupKey, KdfParams } from './types';

export const BACKUP_FORMAT_VERSION = 1;
const MAGIC = utf8('CALCPLUS-BACKUP');
const VERSION_AT = MAGIC.length;
const OPS_AT = VERSION_AT + 1;
const MEM_AT = OPS_AT + 4;
const SALT_AT = MEM_AT + 4;
const SALT_BYTES = 16; // crypto_pwhash_SALTBYTES
const HEADER_BYTES = SALT_AT + SALT_BYTES;
const MIN_ENVELOPE_BYTES = 1 + 24 + 16;

// A file is untrusted input: refuse costs that no version of this app writes before deriving.
const OPS_RANGE = [1, 16] as const;
const MEM_RANGE = [8 * 1024, 1024 * 1024 * 1024] as const;

export type BackupFailure = 'wrong-passphrase-or-damaged' | 'not-a-backup' | 'unsupported-version';
export type DecryptBackupResult =
  { ok: true; value: Uint8Array } | { ok: false; reason: BackupFailure };

function paramsInRange({ opsLimit, memLimitBytes }: KdfParams): boolean {
  const within = (n: number, [min, max]: readonly [number, number]) =>
    Number.isSafeInteger(n) && n >= min && n <= max;
  return within(opsLimit, OPS_RANGE) && within(memLimitBytes, MEM_RANGE);
}

function writeHeader(params: KdfParams, salt: Uint8Array): Uint8Array {
  const header = new Uint8Array(HEADER_BYTES);
  const view = new DataView(header.buffer);
  header.set(MAGIC, 0);
  header[VERSION_AT] = BACKUP_FORMAT_VERSION;
  view.setUint32(OPS_AT, params.opsLimit);
  view.setUint32(MEM_AT, params.memLimitBytes);
  header.set(salt, SALT_AT);
  return header;
}

const associatedData = (header: Uint8Array) => `calcplus-backup:${toHex(header)}`;

async function backupKey(passphrase: string, salt: Uint8Array, params: KdfParams) {
  return (await deriveKey(passphrase.normalize('NFC'), salt, params)) as BackupKey;
}

/** Encrypts a backup under a passphrase; params default to KDF_PARAMS (tests pass small ones). */
export async function encryptBackup(
  plaintext: Uint8Array,
  passphrase: string,
  params: KdfParams = KDF_PARAMS,
): Promise<Uint8Array> {
  if (passphrase.length === 0) throw new TypeError('the backup passphrase must not be empty');
  if (!paramsInRange(params)) throw new TypeError('KDF parameters out of the backup format range');
  const sodium = await loadSodiumCrypto();
  const salt = sodium.randomBytes(SALT_BYTES);
  const header = writeHeader(params, salt);
  const key = await backupKey(passphrase, salt, params);
  try {
    const envelope = sodium.seal(key, plaintext, associatedData(header));
    const file = new Uint8Array(HEADER_BYTES + envelope.length);
    file.set(header, 0);
    file.set(envelope, HEADER_BYTES);
    return file;
  } finally {
    sodium.memzero(key);
  }
}

/** Decrypts a backup file. A wrong passphrase and a damaged file cannot be told apart. */
export async function decryptBackup(
  file: Uint8Array,
  passphrase: string,
): Promise<DecryptBackupResult> {
  const bytes = plainBytes(file);
  if (bytes.length < MAGIC.length || MAGIC.some((byte, i) => bytes[i] !== byte)) {
    return { ok: false, reason: 'not-a-backup' };
  }
  if (bytes.length > VERSION_AT && bytes[VERSION_AT] !== BACKUP_FORMAT_VERSION) {
    return { ok: false, reason: 'unsupported-version' };
  }
  const damaged = { ok: false, reason: 'wrong-passphrase-or-damaged' } as const;
  if (bytes.length < HEADER_BYTES + MIN_ENVELOPE_BYTES) return damaged;
  const view = new DataView(bytes.buffer);
  const params = { opsLimit: view.getUint32(OPS_AT), memLimitBytes: view.getUint32(MEM_AT) };
  if (!paramsInRange(params)) return damaged;

  const header = bytes.subarray(0, HEADER_BYTES);
  const sodium = await loadSodiumCrypto();
  const key = await backupKey(passphrase, bytes.subarray(SALT_AT, HEADER_BYTES), params);
  try {
    const opened = sodium.open(key, bytes.subarray(HEADER_BYTES), associatedData(header));
    return opened.ok ? { ok: true, value: opened.value } : damaged;
  } finally {
    sodium.memzero(key);
  }
}

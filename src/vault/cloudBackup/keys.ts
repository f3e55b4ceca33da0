/**
 * The cloud backup's key (issue 28). A random 32-byte key made on the device seals everything
 * that goes up; the vault keeps it (meta `cloudBackup`), and the server keeps it only wrapped by
 * the recovery code: Argon2id(code, salt) then XChaCha20-Poly1305. The calculator code never
 * wraps it (a server could try all 5-digit codes); the recovery code has 120 random bits.
 *
 * The server finds a backup by a restore token, a hash of the code's bytes under its own label
 * (it stores only a hash of that), so a new phone needs nothing but the code, and the token says
 * nothing about the wrapping key.
 */
import { fromBase64Url, toBase64Url } from '../../../common/base64url';
import { deriveKey } from '../crypto/kdf';
import { KDF_PARAMS } from '../crypto/params';
import { loadSodiumCrypto } from '../crypto/sodium';
import type { BackupKey, KdfParams } from '../crypto/types';
import { formatRecoveryCode, parseRecoveryCode, RECOVERY_CODE_BYTES } from './recoveryCode';

export const WRAPPED_KEY_VERSION = 1;
const WRAP_CONTEXT = 'calcplus-cloud-backup-key:v1';
const TOKEN_LABEL = 'calcplus-cloud-backup-token:v1:';

/** What the server keeps for a backup's key: nothing in it opens without the code. */
export interface WrappedBackupKey {
  v: typeof WRAPPED_KEY_VERSION;
  opsLimit: number;
  memLimitBytes: number;
  /** base64url */
  salt: string;
  /** base64url of the seal() envelope of the 32-byte key. */
  box: string;
}

export interface NewCloudBackup {
  key: BackupKey;
  /** Shown once; never stored. */
  recoveryCode: string;
  /** Sent to the server with the wrapped key; the server keeps its hash. */
  restoreToken: string;
  wrapped: WrappedBackupKey;
}

// Untrusted input from the server: refuse costs no version of this app writes.
const OPS_RANGE = [1, 16] as const;
const MEM_RANGE = [8 * 1024, 1024 * 1024 * 1024] as const;

export async function restoreTokenFor(entropy: Uint8Array): Promise<string> {
  const sodium = await loadSodiumCrypto();
  const hasher = sodium.sha256();
  hasher.update(new TextEncoder().encode(TOKEN_LABEL));
  hasher.update(entropy);
  return hasher.digestHex();
}

async function wrappingKey(entropy: Uint8Array, salt: Uint8Array, params: KdfParams) {
  return (await deriveKey(formatRecoveryCode(entropy), salt, params)) as BackupKey;
}

/** Makes the backup key, its recovery code and the wrapped form for the server. */
export async function createCloudBackupKey(
  params: KdfParams = KDF_PARAMS,
): Promise<NewCloudBackup> {
  const sodium = await loadSodiumCrypto();
  const entropy = sodium.randomBytes(RECOVERY_CODE_BYTES);
  const key = sodium.randomBytes(32) as BackupKey;
  const salt = sodium.randomBytes(sodium.saltBytes);
  const kek = await wrappingKey(entropy, salt, params);
  try {
    const box = sodium.seal(kek, key, WRAP_CONTEXT);
    return {
      key,
      recoveryCode: formatRecoveryCode(entropy),
      restoreToken: await restoreTokenFor(entropy),
      wrapped: {
        v: WRAPPED_KEY_VERSION,
        opsLimit: params.opsLimit,
        memLimitBytes: params.memLimitBytes,
        salt: toBase64Url(salt),
        box: toBase64Url(box),
      },
    };
  } finally {
    sodium.memzero(kek);
    sodium.memzero(entropy);
  }
}

export type UnwrapResult =
  { ok: true; key: BackupKey } | { ok: false; reason: 'not-a-code' | 'wrong-code-or-damaged' };

/** The restore token of a typed code, or null when the text is not a whole recovery code. */
export async function restoreTokenOfCode(code: string): Promise<string | null> {
  const entropy = parseRecoveryCode(code);
  return entropy ? restoreTokenFor(entropy) : null;
}

/** Opens the server's wrapped key with a typed recovery code. */
export async function unwrapCloudBackupKey(
  wrapped: WrappedBackupKey,
  code: string,
): Promise<UnwrapResult> {
  const entropy = parseRecoveryCode(code);
  if (!entropy) return { ok: false, reason: 'not-a-code' };
  const damaged = { ok: false, reason: 'wrong-code-or-damaged' } as const;
  const within = (n: unknown, [min, max]: readonly [number, number]) =>
    typeof n === 'number' && Number.isSafeInteger(n) && n >= min && n <= max;
  if (wrapped?.v !== WRAPPED_KEY_VERSION) return damaged;
  if (!within(wrapped.opsLimit, OPS_RANGE) || !within(wrapped.memLimitBytes, MEM_RANGE)) {
    return damaged;
  }
  const salt = typeof wrapped.salt === 'string' ? fromBase64Url(wrapped.salt) : null;
  const box = typeof wrapped.box === 'string' ? fromBase64Url(wrapped.box) : null;
  const sodium = await loadSodiumCrypto();
  if (!salt || salt.length !== sodium.saltBytes || !box) return damaged;
  const kek = await wrappingKey(entropy, salt, wrapped);
  try {
    const opened = sodium.open(kek, box, WRAP_CONTEXT);
    if (!opened.ok || opened.value.length !== 32) return damaged;
    return { ok: true, key: opened.value as BackupKey };
  } finally {
    sodium.memzero(kek);
    sodium.memzero(entropy);
  }
}

/** Seals one backed-up object (a slice, a record) under the backup key; `name` binds it to its place. */
export async function sealForCloud(
  key: BackupKey,
  plaintext: Uint8Array,
  name: string,
): Promise<Uint8Array> {
  const sodium = await loadSodiumCrypto();
  return sodium.sealPadded(key, plaintext, `calcplus-cloud-backup:${name}`);
}

/** Opens what sealForCloud() sealed under the same name; null when tampered, cut or misplaced. */
export async function openFromCloud(
  key: BackupKey,
  envelope: Uint8Array,
  name: string,
): Promise<Uint8Array | null> {
  const sodium = await loadSodiumCrypto();
  const opened = sodium.open(key, envelope, `calcplus-cloud-backup:${name}`);
  return opened.ok ? opened.value : null;
}

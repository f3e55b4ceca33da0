/**
 * The vault's crypto, seen from the rest of the app. Only ./sodium/ touches libsodium.
 */
export * from './types';
export { loadSodiumCrypto } from './sodium';
export {
  deriveKey,
  isKdfWorkerReady,
  lastKdfSteps,
  prefetchCrypto,
  warmKdf,
  type KdfSteps,
} from './kdf';
export { KDF_PARAMS, OWASP_ARGON2ID_FLOOR } from './params';
export {
  BACKUP_FORMAT_VERSION,
  decryptBackup,
  encryptBackup,
  type BackupFailure,
  type DecryptBackupResult,
} from './backupFormat';
export { fromUtf8, utf8 } from './bytes';
export { startSha256, type Sha256Pipe } from './sha256Pipe';

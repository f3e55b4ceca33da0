/** The cloud backup's storage side (issue 28): its key, recovery code and sealing. */
export {
  formatRecoveryCode,
  parseRecoveryCode,
  RECOVERY_CODE_BITS,
  RECOVERY_CODE_BYTES,
} from './recoveryCode';
export {
  createCloudBackupKey,
  openFromCloud,
  restoreTokenFor,
  restoreTokenOfCode,
  sealForCloud,
  unwrapCloudBackupKey,
  WRAPPED_KEY_VERSION,
  type NewCloudBackup,
  type UnwrapResult,
  type WrappedBackupKey,
} from './keys';

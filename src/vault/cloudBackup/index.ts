/** The cloud backup's storage side (issue 28): its key, recovery code, sealing and restore. */
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
export {
  backedUpRecordings,
  backUpPending,
  type SendSealed,
  pendingCloudBackup,
  restoreCloudObjects,
  type CloudRestoreResult,
  type PendingCount,
} from './engine';
export {
  cloudBackupState,
  forgetCloudBackup,
  keepCloudBackupKey,
  prepareCloudBackup,
  setCloudBackupWifiOnly,
  setWipeDeletesCloudBackup,
  type CloudBackupSettings,
} from './state';

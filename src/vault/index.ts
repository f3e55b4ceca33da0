/**
 * The vault's public face. Loaded lazily (it brings Dexie and libsodium): the calculator imports
 * only ./session until a code is typed.
 */
import { onLock } from '../session';
import { lockVault } from './vault';

onLock(lockVault);

export type * from './db/entities';
export { isCorrupt } from './db/entities';
export {
  MEDIA_CHUNK_ORDER_INDEX,
  STORED_TABLE_NAMES,
  VAULT_TABLES,
  type VaultDatabase,
  type VaultTableName,
} from './db/schema';
export { VaultLockedError, StorageFullError, isQuotaError } from './errors';
export { newId } from './ids';
export { STORED_ITEMS, type StoredItem } from './registry';
export { useVaultQuery } from './useVaultQuery';
export {
  DEFAULT_CODE,
  getVaultDatabase,
  isVaultOpen,
  lockVault,
  setCodes,
  unlockWithCode,
  vaultMode,
  verifyCurrentCode,
  type SetCodesResult,
  type VaultMode,
} from './vault';
export { wipeAllData, type WipeOptions } from './wipe';
export {
  readPendingDeletions,
  savePendingDeletions,
  type AccountCredentials,
} from './device/accountDeletion';
export { prefetchCrypto } from './crypto';
export { onVaultWrite } from './writeSignal';
export { speculateCode } from './unlock/speculation';
export {
  readMeta,
  writeMeta,
  useMeta,
  type MetaValues,
  type MetaName,
  type TriggerSettings,
  type LiveLocationState,
} from './meta';
export { exportBackup, importBackup, type ExportResult, type ImportResult } from './backup';
export { readEssentials, EMPTY_ESSENTIALS, type SosEssentials } from './device/essentials';
export { updateSosEssentials } from './device/essentialsWriter';
export { honourAutoDeleteAtStart } from './autoDeleteAtStart';
export { openFromServer, sealForServer, SERVER_COPY_PREFIX } from './remote';
export {
  deleteEvidenceExceptRecording,
  deleteMediaItem,
  MediaReadError,
  readMediaItem,
  startMediaItem,
  type MediaReadFailure,
  type MediaWriteFailure,
  type MediaWriter,
  type NewMediaItem,
} from './media/media';
export {
  backedUpRecordings,
  backUpPending,
  cloudBackupState,
  forgetCloudBackup,
  keepCloudBackupKey,
  pendingCloudBackup,
  prepareCloudBackup,
  restoreCloudObjects,
  restoreTokenOfCode,
  setCloudBackupWifiOnly,
  setWipeDeletesCloudBackup,
  unwrapCloudBackupKey,
  type CloudBackupSettings,
  type CloudRestoreResult,
  type PendingCount,
  type WrappedBackupKey,
} from './cloudBackup';

/** Cloud backup (issue 28): end-to-end encrypted, uploaded as it is recorded. */
export {
  deleteCloudBackup,
  restoreFromCloud,
  sendPendingBackup,
  turnOnCloudBackup,
  uploadSealed,
  type NetOptions,
  type RestoreOutcome,
} from './cloudBackup';

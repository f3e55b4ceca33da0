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
export { CloudBackupCard } from './CloudBackupCard';
/** Whether a saved recording is safe on the server (the evidence list's badge). */
export { useBackedUp } from './useBackedUp';

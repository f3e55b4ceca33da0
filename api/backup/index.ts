// The cloud backup's routes and index (issue 28); server/backup is its Node host side.
export {
  BACKUP_STATEMENTS,
  createMemoryBackupIndex,
  createSqlBackupIndex,
  type BackupIndex,
  type BackupObject,
} from './backupIndex';
export { ACCOUNT_HEADER, MAX_OBJECT_BYTES, MAX_PRUNE_IDS, TUS_PATH } from './constants';
export { BACKUP_MESSAGES } from './messages';
export { backupRoutes, hasCloudBackup } from './routes';
export type { BackupService, StoredBytes } from './service';

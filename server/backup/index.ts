// The cloud backup's Node side: @tus/server over the data folder or an S3 object store.
export { createBackupService, DEFAULT_QUOTA_BYTES, quotaFromEnv } from './service';
export { openBackupStorage, s3ConfigFromEnv, type BackupStorage, type S3Config } from './storage';

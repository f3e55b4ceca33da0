// The cloud backup's host side (issue 28): @tus/server over the chosen storage, indexing each
// object under its account as it is created. The routes and rules are api/backup.
import { Server } from '@tus/server';
import type { BackupIndex, BackupService, StoredBytes } from '../../api/backup';
import { ACCOUNT_HEADER, MAX_OBJECT_BYTES, TUS_PATH } from '../../api/backup/constants';
import type { BackupStorage } from './storage';

/** Per account, unless BACKUP_QUOTA_MB says otherwise. */
export const DEFAULT_QUOTA_BYTES = 2 * 1024 * 1024 * 1024;
/** The data folder keeps this much free for the database and the rest. */
export const DEFAULT_RESERVE_BYTES = 256 * 1024 * 1024;

export function createBackupService(options: {
  index: BackupIndex;
  storage: BackupStorage;
  quotaBytes?: number;
  reserveBytes?: number;
}): BackupService {
  const { index, storage } = options;
  const tus = new Server({
    path: TUS_PATH,
    datastore: storage.datastore,
    relativeLocation: true,
    maxSize: MAX_OBJECT_BYTES,
    // Each object is indexed under its account before any byte of it is stored.
    async onUploadCreate(req, upload) {
      const accountId = req.headers.get(ACCOUNT_HEADER);
      if (!accountId || upload.size === undefined) {
        throw { status_code: 400, body: 'Upload-Length is required.\n' };
      }
      await index.addObject(accountId, upload.id, upload.size);
      return { metadata: {} };
    },
    async onUploadFinish(_req, upload) {
      await index.completeObject(upload.id);
      return {};
    },
  });
  const datastore = storage.datastore as typeof storage.datastore & {
    read(id: string): StoredBytes | Promise<StoredBytes>;
  };
  return {
    index,
    tus,
    read: async (id) => datastore.read(id),
    remove: (id) => storage.remove(id),
    freeBytes: storage.freeBytes,
    quotaBytes: options.quotaBytes ?? DEFAULT_QUOTA_BYTES,
    reserveBytes: options.reserveBytes ?? DEFAULT_RESERVE_BYTES,
    description: storage.description,
  };
}

/** BACKUP_QUOTA_MB: a positive number of MiB per account; unset for the default. */
export function quotaFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_QUOTA_BYTES;
  const mib = Number(value);
  if (!Number.isFinite(mib) || mib <= 0) {
    throw new Error(`BACKUP_QUOTA_MB must be a positive number of MiB, got "${value}".`);
  }
  return Math.floor(mib * 1024 * 1024);
}

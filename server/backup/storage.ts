// Where backup bytes live (issue 28): the server's data folder by default (`npm start` needs
// nothing more), or an S3-compatible object store when S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and
// S3_SECRET_KEY are set, so any number of instances serve the same uploads.
import { statfs } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { S3Store } from '@tus/s3-store';
import type { DataStore } from '@tus/utils';

export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export type BackupStorageConfig =
  { kind: 'folder'; directory: string } | { kind: 's3'; s3: S3Config };

export interface BackupStorage {
  datastore: DataStore;
  /** Deletes an object's bytes, finished or not. */
  remove(id: string): Promise<void>;
  /** Bytes the storage can still take, or null when it cannot tell (an object store). */
  freeBytes(): Promise<number | null>;
  description: string;
}

interface S3Like {
  deleteObject(input: { Bucket: string; Key: string }): Promise<unknown>;
}

const S3_VARS = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY', 'S3_SECRET_KEY'] as const;

/** The S3 settings, or null when none is set; some but not all of them stops the start. */
export function s3ConfigFromEnv(env: NodeJS.ProcessEnv): S3Config | null {
  const set = S3_VARS.filter((name) => (env[name] ?? '').trim() !== '');
  if (set.length === 0) return null;
  if (set.length < S3_VARS.length) {
    const missing = S3_VARS.filter((name) => !set.includes(name));
    throw new Error(`Cloud backup on an object store needs ${missing.join(', ')} too.`);
  }
  return {
    endpoint: env.S3_ENDPOINT!.trim(),
    bucket: env.S3_BUCKET!.trim(),
    accessKeyId: env.S3_ACCESS_KEY!.trim(),
    secretAccessKey: env.S3_SECRET_KEY!.trim(),
    region: env.S3_REGION?.trim() || 'us-east-1',
  };
}

export function openBackupStorage(config: BackupStorageConfig): BackupStorage {
  if (config.kind === 's3') {
    const { s3 } = config;
    const datastore = new S3Store({
      s3ClientConfig: {
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        region: s3.region,
        forcePathStyle: true,
        // Checksums only where S3 requires them: the SDK's default streams bodies in aws-chunked
        // framing, which many S3-compatible stores (and s3rver) keep as part of the object.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      },
    });
    const client = (datastore as unknown as { client: S3Like }).client;
    return {
      datastore,
      // @tus/s3-store's remove aborts the multipart upload first, and gives up when there is none
      // (a finished upload: S3 answers NoSuchUpload) without deleting the object. Whatever it did,
      // the object, its info and any incomplete part are deleted here (deleting nothing is fine).
      remove: async (id) => {
        await datastore.remove(id).catch(() => undefined);
        for (const key of [id, `${id}.info`, `${id}.part`]) {
          await client.deleteObject({ Bucket: s3.bucket, Key: key });
        }
      },
      freeBytes: async () => null,
      description: `object store (${s3.endpoint}, bucket ${s3.bucket})`,
    };
  }
  const directory = path.resolve(config.directory);
  const datastore = new FileStore({ directory });
  return {
    datastore,
    remove: (id) => datastore.remove(id),
    freeBytes: async () => {
      try {
        const stats = await statfs(directory);
        return stats.bavail * stats.bsize;
      } catch {
        return null;
      }
    },
    description: `data folder (${directory})`,
  };
}

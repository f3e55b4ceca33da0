// What the cloud backup's routes need from their host (server/backup builds it over @tus/server
// and the data folder or an object store): the index, a tus handler, the stored bytes, the limits.
import type { BackupIndex } from './backupIndex';

/** A stored object's bytes as Node gives them (an async iterable of chunks). */
export type StoredBytes = AsyncIterable<Uint8Array> & { destroy(): void };

export interface BackupService {
  index: BackupIndex;
  /** The tus protocol over Web requests (@tus/server's handleWeb). */
  tus: { handleWeb(request: Request): Promise<Response> };
  /** The whole object, once complete. */
  read(id: string): Promise<StoredBytes>;
  remove(id: string): Promise<void>;
  /** Bytes the storage can still take, or null when it cannot tell (an object store). */
  freeBytes(): Promise<number | null>;
  quotaBytes: number;
  /** The storage keeps this much free for the database and the rest. */
  reserveBytes: number;
  /** For the start-up line. */
  description: string;
}

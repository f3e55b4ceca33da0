/**
 * The cloud backup's network side (issue 28): turning it on (the wrapped key to the server, then
 * the key into the vault), sending sealed objects through tus (resumable: a slice cut off by a
 * dropped connection goes on from where the server stopped), deleting it, and restoring it on a
 * new phone from the recovery code alone.
 */
import { Upload } from 'tus-js-client';
import { apiRequest } from '../../sync';
import {
  backUpPending,
  forgetCloudBackup,
  keepCloudBackupKey,
  prepareCloudBackup,
  restoreCloudObjects,
  restoreTokenOfCode,
  unwrapCloudBackupKey,
  type CloudRestoreResult,
  type WrappedBackupKey,
} from '../../vault';

export const TUS_ENDPOINT = '/api/backup/files';

export interface NetOptions {
  /** The server's origin; '' for the page's own. */
  origin?: string;
  fetch?: typeof fetch;
  /** Extra headers (tests in Node send the session cookie). */
  headers?: Record<string, string>;
  /** What tus-js-client reads: a Blob in the browser (the default), a Buffer in Node. */
  toInput?: (bytes: Uint8Array) => unknown;
  /** Asked before each object: true stops the pass (Wi-Fi only, on mobile data) with UploadPaused. */
  shouldPause?: () => boolean;
}

/** The pass stopped before an object because uploads must wait (for Wi-Fi); nothing failed. */
export class UploadPaused extends Error {
  constructor() {
    super('cloud backup uploads wait for Wi-Fi');
    this.name = 'UploadPaused';
  }
}

/** The server's id of an upload, from its URL (…/api/backup/files/<id>). */
const idOf = (url: string) => url.split('?')[0]!.split('/').pop()!;

/**
 * Sends one sealed object; resolves with its server id once the server holds all of it.
 * `onCreated` hears the id as soon as the server made the upload (to delete it if it is cut off).
 */
export function uploadSealed(
  bytes: Uint8Array,
  options: NetOptions = {},
  onCreated?: (id: string) => void,
): Promise<string> {
  const input = options.toInput ? options.toInput(bytes) : new Blob([bytes as BlobPart]);
  return new Promise((resolve, reject) => {
    const upload = new Upload(input as Blob, {
      endpoint: `${options.origin ?? ''}${TUS_ENDPOINT}`,
      headers: options.headers,
      retryDelays: [0, 1000, 3000, 5000],
      // Nothing about the object is kept in the browser's storage or sent as metadata.
      storeFingerprintForResuming: false,
      metadata: {},
      onUploadUrlAvailable: () => {
        if (upload.url) onCreated?.(idOf(upload.url));
      },
      onSuccess: () => resolve(idOf(upload.url ?? '')),
      onError: (error) => reject(error),
    });
    upload.start();
  });
}

/** The most ids the server takes in one prune (api/backup/constants.ts PRUNE_BATCH). */
const PRUNE_BATCH = 500;

/** Asks the server to delete objects no longer needed, a batch at a time. */
export async function pruneObjects(ids: string[], options: NetOptions = {}): Promise<void> {
  for (let start = 0; start < ids.length; start += PRUNE_BATCH) {
    await apiRequest(
      'POST',
      `${options.origin ?? ''}/api/backup/prune`,
      { ids: ids.slice(start, start + PRUNE_BATCH) },
      { fetch: options.fetch, headers: options.headers },
    );
  }
}

/** Turns backup on: returns the recovery code to show once. Nothing is kept if the server refuses. */
export async function turnOnCloudBackup(options: NetOptions = {}): Promise<string> {
  const made = await prepareCloudBackup();
  await apiRequest(
    'POST',
    `${options.origin ?? ''}/api/backup/key`,
    { token: made.restoreToken, wrapped: made.wrapped },
    { fetch: options.fetch, headers: options.headers },
  );
  await keepCloudBackupKey(made);
  return made.recoveryCode;
}

/** Sends what is pending; resolves with how many objects went up. */
export function sendPendingBackup(options: NetOptions = {}, onSent?: () => void): Promise<number> {
  return backUpPending(
    (sealed, onCreated) => {
      if (options.shouldPause?.()) return Promise.reject(new UploadPaused());
      return uploadSealed(sealed, options, onCreated);
    },
    onSent,
    (ids) => pruneObjects(ids, options),
  );
}

/** Deletes the server copy now, and forgets the key here. */
export async function deleteCloudBackup(options: NetOptions = {}): Promise<void> {
  await apiRequest('DELETE', `${options.origin ?? ''}/api/backup`, undefined, {
    fetch: options.fetch,
    headers: options.headers,
  });
  await forgetCloudBackup();
}

export type RestoreOutcome =
  | ({ ok: true } & CloudRestoreResult)
  | { ok: false; reason: 'not-a-code' | 'wrong-code' | 'offline' };

/** The body of one download, read as it arrives: `onBytes` hears how much came so far. */
async function readBody(response: Response, onBytes: (received: number) => void) {
  if (!response.body) return new Uint8Array(await response.arrayBuffer());
  const parts: Uint8Array[] = [];
  let received = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.length;
    onBytes(received);
  }
  const bytes = new Uint8Array(received);
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}

class Offline extends Error {}

/**
 * A new phone: the code finds the backup (a wrong one stops here, before any download), opens its
 * key, then downloads the objects one at a time, each opened and written into the open vault
 * before the next is asked for (memory holds one object, never the backup), with progress in
 * bytes as they arrive.
 */
export async function restoreFromCloud(
  code: string,
  onProgress: (done: number, total: number) => void,
  options: NetOptions = {},
): Promise<RestoreOutcome> {
  const found = await restoreTokenOfCode(code);
  if (!found) return { ok: false, reason: 'not-a-code' };
  const token: string = found;
  const send = options.fetch ?? fetch;
  const origin = options.origin ?? '';
  let listing: Response;
  try {
    listing = await send(`${origin}/api/backup/restore`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
  } catch {
    return { ok: false, reason: 'offline' };
  }
  if (listing.status === 404) return { ok: false, reason: 'wrong-code' };
  if (!listing.ok) return { ok: false, reason: 'offline' };
  const { wrapped, objects } = (await listing.json()) as {
    wrapped: WrappedBackupKey;
    objects: { id: string; size: number }[];
  };
  const opened = await unwrapCloudBackupKey(wrapped, code);
  if (!opened.ok) return { ok: false, reason: 'wrong-code' };
  const total = objects.reduce((sum, object) => sum + object.size, 0);
  onProgress(0, total);
  async function* download(): AsyncGenerator<Uint8Array> {
    let done = 0;
    for (const object of objects) {
      let bytes: Uint8Array;
      try {
        const response = await send(`${origin}/api/backup/restore/${object.id}`, {
          headers: { 'Backup-Token': token },
        });
        if (!response.ok) throw new Offline();
        bytes = await readBody(response, (received) =>
          onProgress(done + Math.min(received, object.size), total),
        );
      } catch {
        throw new Offline();
      }
      done += object.size;
      onProgress(done, total);
      yield bytes;
    }
  }
  try {
    return { ok: true, ...(await restoreCloudObjects(opened.key, download())) };
  } catch (error) {
    // What arrived before the connection dropped stays in the vault; a new try replaces it.
    if (error instanceof Offline) return { ok: false, reason: 'offline' };
    throw error;
  }
}

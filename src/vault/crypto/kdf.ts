/**
 * deriveKey(): Argon2id off the main thread. In a browser one long-lived module Worker answers the
 * requests in order; where Worker does not exist (Node, vitest) the work runs in this thread.
 * WebAssembly memory never shrinks: after a derivation the worker holds about memLimitBytes
 * (128 MiB with KDF_PARAMS) until the page closes, away from the main thread's heap.
 */
import { plainBytes } from './bytes';
import { answerKdfRequest, type KdfRequest, type KdfResponse } from './kdfProtocol';
import { loadSodiumCrypto } from './sodium';
import type { KdfParams } from './types';

interface Pending {
  request: KdfRequest;
  resolve: (key: Uint8Array) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
let workerUnusable = false;
let nextId = 1;
const pending = new Map<number, Pending>();

async function deriveInThread(request: KdfRequest): Promise<Uint8Array> {
  const response = await answerKdfRequest(request);
  if ('key' in response) return response.key;
  throw new Error(response.error);
}

function settle(response: KdfResponse): void {
  const entry = pending.get(response.id);
  if (!entry) return;
  pending.delete(response.id);
  if ('key' in response) entry.resolve(response.key);
  else entry.reject(new Error(response.error));
}

/**
 * The worker failed to load or crashed. Unlocking must not hang, so what it held (and everything
 * after) is derived in this thread, in order: slower for the calculator, but it still works.
 */
function abandonWorker(): void {
  worker?.terminate();
  worker = undefined;
  workerUnusable = true;
  const queued = [...pending.values()];
  pending.clear();
  void queued.reduce<Promise<void>>(
    (previous, entry) =>
      previous.then(() => deriveInThread(entry.request).then(entry.resolve, entry.reject)),
    Promise.resolve(),
  );
}

function kdfWorker(): Worker | undefined {
  if (worker || workerUnusable || typeof Worker === 'undefined') return worker;
  try {
    worker = new Worker(new URL('./kdf.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    workerUnusable = true;
    return undefined;
  }
  worker.onmessage = (event: MessageEvent<KdfResponse>) => settle(event.data);
  worker.onerror = (event: ErrorEvent) => {
    event.preventDefault();
    abandonWorker();
  };
  return worker;
}

/** Argon2id(secret, salt) with the given parameters: a 32-byte key. */
export async function deriveKey(
  secret: string,
  salt: Uint8Array,
  params: KdfParams,
): Promise<Uint8Array> {
  const request: KdfRequest = {
    id: nextId++,
    secret,
    salt: plainBytes(salt),
    params: { opsLimit: params.opsLimit, memLimitBytes: params.memLimitBytes },
  };
  const target = kdfWorker();
  if (!target) return deriveInThread(request);
  return new Promise((resolve, reject) => {
    pending.set(request.id, { request, resolve, reject });
    target.postMessage(request);
  });
}

/**
 * Starts loading libsodium (and the KDF worker, which loads its own copy) without waiting, so
 * that the first unlock does not pay for it. The app calls this at idle after first paint.
 */
export function prefetchCrypto(): void {
  void loadSodiumCrypto().catch(() => undefined);
  kdfWorker();
}

/**
 * deriveKey(): Argon2id off the main thread. In a browser one long-lived module Worker answers the
 * requests in order; where Worker does not exist (Node, vitest) the work runs in this thread.
 * WebAssembly memory never shrinks: after a derivation the worker holds about memLimitBytes
 * (128 MiB with KDF_PARAMS) until the page closes, away from the main thread's heap.
 */
import { plainBytes } from './bytes';
import {
  answerKdfRequest,
  wallClock,
  type KdfReady,
  type KdfRequest,
  type KdfResponse,
  type KdfWarmed,
  type KdfWarmRequest,
} from './kdfProtocol';
import type { KdfParams } from './types';

interface Pending {
  request: KdfRequest;
  resolve: (key: Uint8Array) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
let workerUnusable = false;
/** When the worker said libsodium was loaded (wall clock), or null until then. */
let workerReadyAt: number | null = null;

/** The steps of the last derivation that ran in the worker, in wall-clock ms (for the bench). */
export interface KdfSteps {
  /** The worker had loaded libsodium (null: not yet when the request was posted). */
  workerReady: number | null;
  /** The worker's warm-up (warmKdf) had ended (null: none had when the request was posted). */
  warmedUp: number | null;
  posted: number;
  start: number;
  end: number;
  /** The key was back in this thread. */
  received: number;
}

let lastSteps: KdfSteps | null = null;
const postedAt = new Map<
  number,
  { posted: number; workerReady: number | null; warmedUp: number | null }
>();
let warmedUpAt: number | null = null;
/** The parameters a warm-up was sent for: one per worker and parameters is enough. */
let warmedFor: string | null = null;

/** Whether the KDF worker has loaded and compiled libsodium (prefetchCrypto starts it at idle). */
export function isKdfWorkerReady(): boolean {
  return workerReadyAt !== null;
}

/** The last worker derivation's steps, for the vault bench (src/vault/unlockTiming.ts). */
export function lastKdfSteps(): KdfSteps | null {
  return lastSteps;
}
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
  const sent = postedAt.get(response.id);
  postedAt.delete(response.id);
  if ('key' in response && sent) {
    lastSteps = { ...sent, ...response.timing, received: wallClock() };
  }
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
  postedAt.clear();
  workerReadyAt = null;
  warmedUpAt = null;
  warmedFor = null;
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
  worker.onmessage = ({ data }: MessageEvent<KdfResponse | KdfReady | KdfWarmed>) => {
    if ('ready' in data) workerReadyAt = data.ready;
    else if ('warmed' in data) warmedUpAt = data.warmed.end;
    else settle(data);
  };
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
    postedAt.set(request.id, {
      posted: wallClock(),
      workerReady: workerReadyAt,
      warmedUp: warmedUpAt,
    });
    target.postMessage(request);
  });
}

/**
 * Starts the KDF worker, which loads and compiles its own libsodium and then says so, without
 * waiting, so that the first unlock does not pay for it. The app calls this at idle after the
 * calculator's first paint (src/app/main.ts, every route, the React ones too). It derives nothing:
 * Argon2id's 128 MiB are taken at the first derivation or warm-up (warmKdf), not here. This
 * thread's own libsodium is not loaded here: part of its loading is one task of about 30 ms here,
 * so the app loads it at the end of the interface's warm-up (src/app/main.ts), and a code about to
 * be tried loads it too if it has not come yet (speculation.ts, unlockWithCode), alongside the
 * derivation in the worker.
 */
export function prefetchCrypto(): void {
  kdfWorker();
}

/**
 * Readies the KDF worker for a first derivation at `params` (sodium/argon2.ts, prepareArgon2id): about
 * 90 ms of the worker's time, after which its first Argon2id runs as fast as the next ones (100-150
 * ms sooner here). It takes the memory a derivation takes (128 MiB), which an unlock or a
 * speculative derivation takes anyway, so the app sends it only where a key ring exists, at idle
 * after the first paint (src/vault/unlockWarmUp.ts). Nothing happens without a worker: in this
 * thread it would be a stall for nothing.
 */
export function warmKdf(params: KdfParams): void {
  const target = kdfWorker();
  const id = `${params.opsLimit}:${params.memLimitBytes}`;
  if (!target || warmedFor === id) return;
  warmedFor = id;
  const request: KdfWarmRequest = {
    warm: { opsLimit: params.opsLimit, memLimitBytes: params.memLimitBytes },
  };
  target.postMessage(request);
}

/**
 * Module Web Worker for Argon2id, so that a derivation (about 200 ms here, more on a phone) never
 * stalls the calculator. Requests are answered one at a time, in the order they arrive.
 */
import {
  answerKdfRequest,
  answerKdfWarmRequest,
  wallClock,
  type KdfReady,
  type KdfRequest,
  type KdfResponse,
  type KdfWarmed,
  type KdfWarmRequest,
} from './kdfProtocol';
import { loadSodiumCrypto } from './sodium';

/** The parts of DedicatedWorkerGlobalScope used here (tsconfig's lib has DOM, not WebWorker). */
interface KdfWorkerScope {
  onmessage: ((event: MessageEvent<KdfRequest | KdfWarmRequest>) => void) | null;
  postMessage(message: KdfResponse | KdfReady | KdfWarmed, transfer: Transferable[]): void;
}

const scope = globalThis as unknown as KdfWorkerScope;

// Start compiling libsodium as soon as the worker exists (prefetchCrypto creates it at idle), and
// say when it is ready. Nothing is derived and no memory is grown for Argon2id before a request
// (a warm-up, which kdf.ts sends only where a key ring exists, is one).
void loadSodiumCrypto().then(
  () => scope.postMessage({ ready: wallClock() }, []),
  () => undefined,
);

let queue: Promise<void> = Promise.resolve();

scope.onmessage = ({ data }) => {
  queue = queue.then(async () => {
    if ('warm' in data) {
      const warmed = await answerKdfWarmRequest(data);
      if (warmed) scope.postMessage(warmed, []);
      return;
    }
    const response = await answerKdfRequest(data);
    scope.postMessage(response, 'key' in response ? [response.key.buffer] : []);
  });
};

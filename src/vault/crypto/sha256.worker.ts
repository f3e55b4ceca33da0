/**
 * Module Web Worker for the SHA-256 of evidence recordings: the main thread seals each slice while
 * this thread hashes it (two cores instead of one, issue 9). Requests are answered in order.
 */
import { sha256Service, type Sha256Request, type Sha256Response } from './sha256Protocol';
import { loadSodiumCrypto } from './sodium';

/** The parts of DedicatedWorkerGlobalScope used here (tsconfig's lib has DOM, not WebWorker). */
interface Sha256WorkerScope {
  onmessage: ((event: MessageEvent<Sha256Request>) => void) | null;
  postMessage(message: Sha256Response): void;
}

const scope = globalThis as unknown as Sha256WorkerScope;
const service = loadSodiumCrypto().then(sha256Service);
// A failed load is answered per request below, not reported as an unhandled rejection meanwhile.
service.catch(() => undefined);
let queue: Promise<void> = Promise.resolve();

scope.onmessage = ({ data }) => {
  queue = queue.then(async () => {
    let response: Sha256Response | null;
    try {
      response = (await service)(data);
    } catch (error) {
      // libsodium did not load: every request of the stream fails, and its slice is wiped.
      if ('bytes' in data) data.bytes.fill(0);
      response = { stream: data.stream, error: error instanceof Error ? error.message : 'load' };
    }
    if (response) scope.postMessage(response);
  });
};

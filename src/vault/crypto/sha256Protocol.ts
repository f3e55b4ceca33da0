/** Messages between startSha256() (./sha256Pipe.ts) and the hashing worker (./sha256.worker.ts). */
import type { Sha256Hasher, SodiumCrypto } from './types';

/** One recording's hash is one `stream`: its slices in order, then `end` (or `drop`). */
export type Sha256Request =
  | { stream: number; bytes: Uint8Array }
  | { stream: number; end: true }
  | { stream: number; drop: true };

/** `took`: one slice hashed (the sender may hand over another). */
export type Sha256Response =
  | { stream: number; took: true }
  | { stream: number; hex: string }
  | { stream: number; error: string };

/**
 * Answers requests in the order they arrive, in this thread; never throws (an error becomes a
 * response and ends its stream). Each slice is wiped once hashed: it is a copy made for the hash.
 */
export function sha256Service(
  crypto: SodiumCrypto,
): (request: Sha256Request) => Sha256Response | null {
  const hashers = new Map<number, Sha256Hasher>();
  return (request) => {
    const { stream } = request;
    try {
      if ('bytes' in request) {
        let hasher = hashers.get(stream);
        if (!hasher) {
          hasher = crypto.sha256();
          hashers.set(stream, hasher);
        }
        hasher.update(request.bytes);
        return { stream, took: true };
      }
      const hasher = hashers.get(stream);
      hashers.delete(stream);
      if ('drop' in request) {
        // The wipe stopped the recording: finishing wipes and frees the state (plaintext in it).
        hasher?.digestHex();
        return null;
      }
      return { stream, hex: (hasher ?? crypto.sha256()).digestHex() };
    } catch (error) {
      hashers.delete(stream);
      return { stream, error: error instanceof Error ? error.message : String(error) };
    } finally {
      if ('bytes' in request) request.bytes.fill(0);
    }
  };
}

/** Messages between deriveKey() (./kdf.ts) and the KDF worker (./kdf.worker.ts). */
import { loadSodiumCrypto } from './sodium';
import type { KdfParams } from './types';

export interface KdfRequest {
  id: number;
  secret: string;
  salt: Uint8Array;
  params: KdfParams;
}

export type KdfResponse = { id: number; key: Uint8Array } | { id: number; error: string };

/** Runs one request in this thread; never throws (an error becomes a response). */
export async function answerKdfRequest(request: KdfRequest): Promise<KdfResponse> {
  try {
    const sodium = await loadSodiumCrypto();
    const derived = sodium.argon2id(request.secret, request.salt, request.params);
    // A fresh buffer holding only the key, so that transferring it hands over nothing else.
    const key = new Uint8Array(derived);
    sodium.memzero(derived);
    return { id: request.id, key };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}

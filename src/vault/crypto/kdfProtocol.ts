/** Messages between deriveKey() (./kdf.ts) and the KDF worker (./kdf.worker.ts). */
import { loadSodiumCrypto } from './sodium';
import type { KdfParams } from './types';

export interface KdfRequest {
  id: number;
  secret: string;
  salt: Uint8Array;
  params: KdfParams;
}

/**
 * When the derivation ran, as wall-clock milliseconds (performance.timeOrigin + now(): a worker's
 * clock starts when the worker does), for the vault bench's breakdown of an unlock. Durations of
 * the work only: they say nothing about the code or the key.
 */
export interface KdfTiming {
  start: number;
  end: number;
}

export type KdfResponse =
  { id: number; key: Uint8Array; timing: KdfTiming } | { id: number; error: string };

/**
 * Readies the worker for a first derivation at these parameters (sodium/argon2.ts, prepareArgon2id): sent
 * at idle when a key ring exists, so that an unlock typed soon after opening does not pay for
 * fresh memory. No secret, no answer but the time it took (for the vault bench).
 */
export interface KdfWarmRequest {
  warm: KdfParams;
}

/** The warm-up's answer: when it ran. */
export interface KdfWarmed {
  warmed: KdfTiming;
}

/** What the worker says once libsodium is loaded and compiled, before any request. */
export interface KdfReady {
  ready: number;
}

/** Wall-clock milliseconds, comparable between a page and its workers. */
export const wallClock = (): number => performance.timeOrigin + performance.now();

/** Runs one request in this thread; never throws (an error becomes a response). */
export async function answerKdfRequest(request: KdfRequest): Promise<KdfResponse> {
  try {
    const sodium = await loadSodiumCrypto();
    const start = wallClock();
    const derived = sodium.argon2id(request.secret, request.salt, request.params);
    // A fresh buffer holding only the key, so that transferring it hands over nothing else.
    const key = new Uint8Array(derived);
    sodium.memzero(derived);
    return { id: request.id, key, timing: { start, end: wallClock() } };
  } catch (error) {
    return { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Runs a warm-up in this thread; a failure only means the first derivation is not sped up. */
export async function answerKdfWarmRequest(request: KdfWarmRequest): Promise<KdfWarmed | null> {
  try {
    const sodium = await loadSodiumCrypto();
    const start = wallClock();
    sodium.prepareArgon2id(request.warm);
    return { warmed: { start, end: wallClock() } };
  } catch {
    return null;
  }
}

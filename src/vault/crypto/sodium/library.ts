/**
 * libsodium once loaded (./load.ts sets it), and what every part of ./ shares: its WebAssembly
 * module, the one scratch region of its memory, the random source, the key checks and the sizes.
 */
import type Sodium from 'libsodium-wrappers-sumo';
import { isBytes, plainBytes } from '../bytes';
import type { SymmetricKey } from '../types';
import { Scratch, type SodiumModule } from './heap';

export const KEY_BYTES = 32;
export const NONCE_BYTES = 24; // crypto_aead_xchacha20poly1305_ietf_NPUBBYTES

/**
 * libsodium itself, set once it has loaded. It is imported on demand, not with this module: its
 * 540 KB (the WebAssembly inlined as base64) take one long task to evaluate, which at idle on the
 * locked calculator was most of Lighthouse's blocking time and a stall a key press could meet
 * (bench/coldstart.mjs). Every use runs after loadSodiumCrypto() has resolved.
 */
export let sodium: typeof Sodium;

/** Set once libsodium has loaded: the module's memory, reused by each call. */
let scratchRegion: Scratch | undefined;

/** Called once by ./load.ts, when libsodium is ready. */
export function setLibrary(loaded: typeof Sodium): void {
  sodium = loaded;
}

/** libsodium's Emscripten module (its raw exports and memory). */
export function wasm(): SodiumModule {
  return (sodium as unknown as { libsodium: SodiumModule }).libsodium;
}

export function scratch(): Scratch {
  scratchRegion ??= new Scratch(wasm());
  return scratchRegion;
}

/** What sodium.memzero does, without its same-realm instanceof check. */
export function wipe(bytes: Uint8Array): void {
  bytes.fill(0);
}

/** getRandomValues fills at most this many bytes per call. */
const RANDOM_CHUNK = 65_536;

/**
 * `length` random bytes from the platform's CSPRNG in as few calls as possible. libsodium's own
 * randombytes_buf asks the browser for 4 bytes at a time (six calls per nonce), which was most of
 * the cost of sealing a record; where Web Crypto is missing it is still the source.
 */
export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  const source = globalThis.crypto;
  if (typeof source?.getRandomValues !== 'function') {
    return plainBytes(sodium.randombytes_buf(length));
  }
  const out = new Uint8Array(length);
  for (let offset = 0; offset < length; offset += RANDOM_CHUNK) {
    source.getRandomValues(out.subarray(offset, Math.min(length, offset + RANDOM_CHUNK)));
  }
  return out;
}

/** A fresh random nonce written straight into the heap. */
export function writeNonce(heap: Uint8Array<ArrayBuffer>, at: number): void {
  const nonce = heap.subarray(at, at + NONCE_BYTES);
  if (typeof globalThis.crypto?.getRandomValues === 'function')
    globalThis.crypto.getRandomValues(nonce);
  else nonce.set(sodium.randombytes_buf(NONCE_BYTES));
}

export function checkKey(key: SymmetricKey): void {
  if (!isBytes(key)) throw new TypeError('key must be a Uint8Array');
  if (key.length !== KEY_BYTES) {
    throw new TypeError(`key must be ${KEY_BYTES} bytes, got ${key.length}`);
  }
}

/**
 * A region of the module's memory of its own for a state (secretstream's holds the key, SHA-256's
 * up to 63 bytes of plaintext), kept between calls, unlike the scratch region; `release` wipes and
 * frees it.
 */
export function stateRegion(size: number): { at: number; release: () => void } {
  const at = wasm()._malloc(size);
  if (!at) throw new RangeError('libsodium: out of memory');
  let released = false;
  return {
    at,
    release: () => {
      if (released) return;
      released = true;
      wasm().HEAPU8.fill(0, at, at + size);
      wasm()._free(at);
    },
  };
}

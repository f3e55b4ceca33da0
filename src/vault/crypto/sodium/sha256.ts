/** Streaming SHA-256 of evidence (its sum in the export's manifest) by direct calls. */
import { isBytes } from '../bytes';
import type { Sha256Hasher } from '../types';
import { scratch, sodium, stateRegion, wasm } from './library';

const SHA256_BYTES = 32;

/**
 * Streaming SHA-256 by direct calls: each update copies the bytes into the scratch region once,
 * hashes them there and wipes them (the wrappers left a freed, unwiped copy of every slice). The
 * state (it holds up to 63 bytes of the plaintext) is wiped and freed by digestHex.
 */
export function sha256(): Sha256Hasher {
  const state = stateRegion(wasm()._crypto_hash_sha256_statebytes());
  wasm()._crypto_hash_sha256_init(state.at);
  let done = false;
  return {
    update: (bytes) => {
      if (done) throw new Error('hasher already finished');
      if (!isBytes(bytes)) throw new TypeError('bytes must be a Uint8Array');
      try {
        const at = scratch().reserve(bytes.length);
        scratch().heap().set(bytes, at);
        wasm()._crypto_hash_sha256_update(state.at, at, bytes.length, 0);
      } finally {
        scratch().wipe(bytes.length);
      }
    },
    digestHex: () => {
      if (done) throw new Error('hasher already finished');
      done = true;
      try {
        const at = scratch().reserve(SHA256_BYTES);
        wasm()._crypto_hash_sha256_final(state.at, at);
        return sodium.to_hex(
          scratch()
            .heap()
            .subarray(at, at + SHA256_BYTES),
        );
      } finally {
        scratch().wipe(SHA256_BYTES);
        state.release();
      }
    },
  };
}

/**
 * Argon2id (crypto_pwhash through the wrappers: one call per unlock, where the derivation's own
 * time is all that counts) and the warm-up that readies a fresh Worker for it.
 */
import { plainBytes, utf8 } from '../bytes';
import type { KdfParams } from '../types';
import { KEY_BYTES, sodium, stateRegion, wipe } from './library';

function checkKdfInput(salt: Uint8Array, params: KdfParams): void {
  if (salt.length !== sodium.crypto_pwhash_SALTBYTES) {
    throw new TypeError(`salt must be ${sodium.crypto_pwhash_SALTBYTES} bytes, got ${salt.length}`);
  }
  checkKdfParams(params);
}

function checkKdfParams(params: KdfParams): void {
  const { opsLimit, memLimitBytes } = params;
  if (!Number.isSafeInteger(opsLimit) || opsLimit < sodium.crypto_pwhash_OPSLIMIT_MIN) {
    throw new TypeError(`opsLimit out of range: ${opsLimit}`);
  }
  if (!Number.isSafeInteger(memLimitBytes) || memLimitBytes < sodium.crypto_pwhash_MEMLIMIT_MIN) {
    throw new TypeError(`memLimitBytes out of range: ${memLimitBytes}`);
  }
}

export function argon2id(secret: string, salt: Uint8Array, params: KdfParams): Uint8Array {
  checkKdfInput(salt, params);
  const password = utf8(secret);
  try {
    return sodium.crypto_pwhash(
      KEY_BYTES,
      password,
      plainBytes(salt),
      params.opsLimit,
      params.memLimitBytes,
      sodium.crypto_pwhash_ALG_ARGON2ID13,
    );
  } finally {
    wipe(password);
  }
}

/** The warm-up's own derivation: small, so that it takes a few milliseconds. */
const WARM_UP_MEMORY_BYTES = 8 * 1024 * 1024;
/**
 * Room above Argon2id's memory for the allocator's own: libsodium allocates the blocks aligned to
 * a WebAssembly page, so the region touched must be that much larger for the derivation to fit in
 * it (with less, this module's memory grew by a further 25 MiB in Chromium and the derivation took
 * fresh pages again).
 */
const WARM_UP_SLACK_BYTES = 256 * 1024;

/**
 * Readies this module for a first Argon2id at `params`, without deriving anything from a secret.
 * In a fresh Worker the first derivation took about 1.5x as long as after this (327-429 against
 * 223-260 ms, five fresh workers each, in Chromium here): its 128 MiB are new pages the system
 * hands over as they are first written, and its block function still runs in V8's baseline tier. So: one small derivation of
 * fixed bytes (the block function is optimised), then a region the size of the derivation's memory
 * is allocated, written and freed (the pages are this module's, and the derivation reuses them).
 * The module's memory ends as large as after a derivation, no larger; nothing secret goes through.
 */
export function prepareArgon2id(params: KdfParams): void {
  checkKdfParams(params);
  const fixed = new Uint8Array(sodium.crypto_pwhash_SALTBYTES);
  const output = sodium.crypto_pwhash(
    KEY_BYTES,
    fixed,
    fixed,
    sodium.crypto_pwhash_OPSLIMIT_MIN,
    Math.min(WARM_UP_MEMORY_BYTES, params.memLimitBytes),
    sodium.crypto_pwhash_ALG_ARGON2ID13,
  );
  wipe(output);
  let region: ReturnType<typeof stateRegion>;
  try {
    region = stateRegion(params.memLimitBytes + WARM_UP_SLACK_BYTES);
  } catch {
    // No room: the derivation will find out for itself, as it would have.
    return;
  }
  // Releasing a region writes zeros over all of it before freeing it: that pages it in.
  region.release();
}

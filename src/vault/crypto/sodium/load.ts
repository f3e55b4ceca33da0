/**
 * The only importer of libsodium (the sumo build: the standard one lacks crypto_pwhash), on demand:
 * loadSodiumCrypto() loads it once and hands out the SodiumCrypto contract of ../types.ts, put
 * together here from this folder's parts.
 */
import type { MediaKey, SodiumCrypto, SymmetricKey, VaultKey } from '../types';
import { open, openWith, seal, sealPadded, sealPaddedWith } from './aead';
import { argon2id, prepareArgon2id } from './argon2';
import { KEY_BYTES, randomBytes, setLibrary, sodium } from './library';
import { memzero, opaqueId, openOpaqueId } from './opaqueId';
import { newCaptureKeyPair, openSealedBox, sealToPublicKey } from './sealedBox';
import { sha256 } from './sha256';
import { openStream, sealStream } from './stream';

let loading: Promise<SodiumCrypto> | undefined;

/** Loads libsodium once (memoised; a failed load may be retried) and returns the contract. */
export function loadSodiumCrypto(): Promise<SodiumCrypto> {
  loading ??= import('libsodium-wrappers-sumo')
    .then(async ({ default: loaded }) => {
      await loaded.ready;
      setLibrary(loaded);
      return createSodiumCrypto();
    })
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

function createSodiumCrypto(): SodiumCrypto {
  return Object.freeze({
    randomBytes,
    newVaultKey: () => randomBytes(KEY_BYTES) as VaultKey,
    seal: (key: SymmetricKey, plaintext: Uint8Array, associatedData: string) =>
      seal(key, plaintext, associatedData),
    sealPadded,
    sealPaddedWith,
    open,
    openWith,
    opaqueId,
    openOpaqueId,
    argon2id,
    prepareArgon2id,
    memzero,
    saltBytes: sodium.crypto_pwhash_SALTBYTES,
    newMediaKey: () =>
      sodium.randombytes_buf(sodium.crypto_secretstream_xchacha20poly1305_KEYBYTES) as MediaKey,
    sealStream,
    openStream,
    sha256,
    newCaptureKeyPair,
    sealToPublicKey,
    openSealedBox,
  });
}

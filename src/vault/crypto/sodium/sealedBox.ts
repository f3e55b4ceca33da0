/**
 * Sealed boxes for what is captured while the vault is locked: crypto_box_seal (an ephemeral
 * X25519 key, XSalsa20-Poly1305) to the vault's capture public key, by direct calls that wipe the
 * secret key and the plaintext from libsodium's memory.
 */
import { isBytes } from '../bytes';
import {
  ENVELOPE_VERSION,
  type CaptureKeyPair,
  type CapturePublicKey,
  type CaptureSecretKey,
  type OpenResult,
} from '../types';
import { scratch, wasm } from './library';

const BOX_KEY_BYTES = 32; // crypto_box_PUBLICKEYBYTES, crypto_box_SECRETKEYBYTES
const BOX_SEAL_BYTES = 48; // crypto_box_SEALBYTES: the ephemeral public key and the tag

function checkBoxKey(key: Uint8Array, name: string): void {
  if (!isBytes(key) || key.length !== BOX_KEY_BYTES) {
    throw new TypeError(`${name} must be ${BOX_KEY_BYTES} bytes`);
  }
}

/** crypto_box_keypair by a direct call: the secret key is copied out once and wiped in the heap. */
export function newCaptureKeyPair(): CaptureKeyPair {
  const used = 2 * BOX_KEY_BYTES;
  try {
    const at = scratch().reserve(used);
    if (wasm()._crypto_box_keypair(at, at + BOX_KEY_BYTES) !== 0) {
      throw new Error('libsodium: key pair failed');
    }
    const heap = scratch().heap();
    return {
      publicKey: heap.slice(at, at + BOX_KEY_BYTES) as CapturePublicKey,
      secretKey: heap.slice(at + BOX_KEY_BYTES, at + used) as CaptureSecretKey,
    };
  } finally {
    scratch().wipe(used);
  }
}

/** crypto_box_seal (an ephemeral X25519 key, XSalsa20-Poly1305) behind our version byte. */
export function sealToPublicKey(publicKey: CapturePublicKey, plaintext: Uint8Array): Uint8Array {
  checkBoxKey(publicKey, 'public key');
  if (!isBytes(plaintext)) throw new TypeError('plaintext must be a Uint8Array');
  const sealedLength = plaintext.length + BOX_SEAL_BYTES;
  const used = BOX_KEY_BYTES + plaintext.length + sealedLength;
  try {
    const pk = scratch().reserve(used);
    const m = pk + BOX_KEY_BYTES;
    const c = m + plaintext.length;
    const heap = scratch().heap();
    heap.set(publicKey, pk);
    heap.set(plaintext, m);
    if (wasm()._crypto_box_seal(c, m, plaintext.length, 0, pk) !== 0) {
      throw new Error('libsodium: seal failed');
    }
    const out = new Uint8Array(1 + sealedLength);
    out[0] = ENVELOPE_VERSION;
    out.set(
      scratch()
        .heap()
        .subarray(c, c + sealedLength),
      1,
    );
    return out;
  } finally {
    scratch().wipe(used);
  }
}

export function openSealedBox(keys: CaptureKeyPair, envelope: Uint8Array): OpenResult {
  checkBoxKey(keys.publicKey, 'public key');
  checkBoxKey(keys.secretKey, 'secret key');
  if (!isBytes(envelope) || envelope.length < 1 + BOX_SEAL_BYTES) {
    return { ok: false, reason: 'malformed' };
  }
  if (envelope[0] !== ENVELOPE_VERSION) return { ok: false, reason: 'bad-version' };
  const sealedLength = envelope.length - 1;
  const messageLength = sealedLength - BOX_SEAL_BYTES;
  const used = 2 * BOX_KEY_BYTES + sealedLength + messageLength;
  try {
    const pk = scratch().reserve(used);
    const sk = pk + BOX_KEY_BYTES;
    const c = sk + BOX_KEY_BYTES;
    const m = c + sealedLength;
    const heap = scratch().heap();
    heap.set(keys.publicKey, pk);
    heap.set(keys.secretKey, sk);
    heap.set(envelope.subarray(1), c);
    if (wasm()._crypto_box_seal_open(m, c, sealedLength, 0, pk, sk) !== 0) {
      return { ok: false, reason: 'decrypt-failed' };
    }
    return {
      ok: true,
      value: scratch()
        .heap()
        .slice(m, m + messageLength),
    };
  } finally {
    scratch().wipe(used);
  }
}

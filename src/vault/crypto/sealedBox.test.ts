// @vitest-environment node
import Sodium from 'libsodium-wrappers-sumo';
import { fromUtf8, utf8 } from './bytes';
import { loadSodiumCrypto } from './sodium';
import { ENVELOPE_VERSION, type CapturePublicKey, type SodiumCrypto } from './types';

/**
 * The vault's key pair and sealed boxes (crypto_box_seal): what the locked calculator records is
 * sealed to the public key, which cannot open it; only the secret key does.
 */
let sodium: SodiumCrypto;

beforeAll(async () => {
  sodium = await loadSodiumCrypto();
  await Sodium.ready;
});

describe('capture key pair and sealed boxes', () => {
  it('make an X25519 key pair whose public key is the secret key’s', () => {
    const keys = sodium.newCaptureKeyPair();
    expect(keys.publicKey).toHaveLength(32);
    expect(keys.secretKey).toHaveLength(32);
    expect(keys.publicKey).toEqual(Sodium.crypto_scalarmult_base(keys.secretKey));
    expect(sodium.newCaptureKeyPair().secretKey).not.toEqual(keys.secretKey);
  });

  it('seal to the public key and open only with its secret key', () => {
    const keys = sodium.newCaptureKeyPair();
    const sealed = sodium.sealToPublicKey(keys.publicKey, utf8('slice key and header'));
    expect(sealed[0]).toBe(ENVELOPE_VERSION);
    expect(sealed).toHaveLength(1 + 48 + 'slice key and header'.length);
    const opened = sodium.openSealedBox(keys, sealed);
    expect(opened.ok && fromUtf8(opened.value)).toBe('slice key and header');

    const other = sodium.newCaptureKeyPair();
    expect(sodium.openSealedBox(other, sealed)).toEqual({ ok: false, reason: 'decrypt-failed' });
    // The public key alone opens nothing: a wrong secret key with the right public key fails.
    const publicOnly = { publicKey: keys.publicKey, secretKey: other.secretKey };
    expect(sodium.openSealedBox(publicOnly, sealed).ok).toBe(false);
  });

  it('use a fresh ephemeral key for every seal', () => {
    const keys = sodium.newCaptureKeyPair();
    const a = sodium.sealToPublicKey(keys.publicKey, utf8('same'));
    const b = sodium.sealToPublicKey(keys.publicKey, utf8('same'));
    expect(a).not.toEqual(b);
  });

  it('refuse any change, a truncated box and another version', () => {
    const keys = sodium.newCaptureKeyPair();
    const sealed = sodium.sealToPublicKey(keys.publicKey, utf8('evidence'));
    for (let i = 1; i < sealed.length; i += 7) {
      const changed = sealed.slice();
      changed[i]! ^= 1;
      expect(sodium.openSealedBox(keys, changed).ok).toBe(false);
    }
    expect(sodium.openSealedBox(keys, sealed.subarray(0, 40))).toEqual({
      ok: false,
      reason: 'malformed',
    });
    const versioned = sealed.slice();
    versioned[0] = 9;
    expect(sodium.openSealedBox(keys, versioned)).toEqual({ ok: false, reason: 'bad-version' });
  });

  it('write what libsodium’s own crypto_box_seal_open reads, and read what it seals', () => {
    const keys = sodium.newCaptureKeyPair();
    const sealed = sodium.sealToPublicKey(keys.publicKey, utf8('both ways'));
    const opened = Sodium.crypto_box_seal_open(sealed.subarray(1), keys.publicKey, keys.secretKey);
    expect(fromUtf8(opened)).toBe('both ways');
    const theirs = Sodium.crypto_box_seal(utf8('theirs'), keys.publicKey);
    const envelope = new Uint8Array([ENVELOPE_VERSION, ...theirs]);
    const read = sodium.openSealedBox(keys, envelope);
    expect(read.ok && fromUtf8(read.value)).toBe('theirs');
  });

  it('round-trip an empty plaintext, and refuse a public key of the wrong length', () => {
    const keys = sodium.newCaptureKeyPair();
    const opened = sodium.openSealedBox(keys, sodium.sealToPublicKey(keys.publicKey, utf8('')));
    expect(opened).toEqual({ ok: true, value: new Uint8Array() });
    expect(() => sodium.sealToPublicKey(new Uint8Array(31) as CapturePublicKey, utf8('x'))).toThrow(
      TypeError,
    );
  });
});

// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import libsodium from 'libsodium-wrappers-sumo';
import { pad } from '../padding';
import type { MediaKey, SodiumCrypto, VaultKey } from '../types';
import { loadSodiumCrypto } from './load';

/**
 * The raw Emscripten exports this folder calls (kept over the wrappers for the scratch region that
 * every call wipes, and for speed: bench/sodium.mjs). They are not libsodium's public API: a
 * release may rename them, change their arguments (a 64-bit length split in two, say) or their
 * results. These tests pin each one, so that such an upgrade fails here and not on a phone: the
 * export exists with the number of arguments the calls pass, and what the call computes equals
 * what the wrapper of the same function computes.
 */
const ARITY: Record<string, number> = {
  _malloc: 1,
  _free: 1,
  _crypto_aead_xchacha20poly1305_ietf_encrypt: 11,
  _crypto_aead_xchacha20poly1305_ietf_decrypt: 11,
  _crypto_generichash: 7,
  _crypto_stream_xchacha20_xor: 6,
  _crypto_secretstream_xchacha20poly1305_statebytes: 0,
  _crypto_secretstream_xchacha20poly1305_init_push: 3,
  _crypto_secretstream_xchacha20poly1305_push: 10,
  _crypto_secretstream_xchacha20poly1305_init_pull: 3,
  _crypto_secretstream_xchacha20poly1305_pull: 10,
  _crypto_hash_sha256_statebytes: 0,
  _crypto_hash_sha256_init: 1,
  _crypto_hash_sha256_update: 4,
  _crypto_hash_sha256_final: 2,
  _crypto_box_keypair: 2,
  _crypto_box_seal: 5,
  _crypto_box_seal_open: 6,
};

const raw = () => (libsodium as unknown as { libsodium: Record<string, unknown> }).libsodium;
let crypto: SodiumCrypto;
let key: VaultKey;

beforeAll(async () => {
  crypto = await loadSodiumCrypto();
  await libsodium.ready;
  key = crypto.newVaultKey();
});

describe("libsodium's raw exports", () => {
  it('are all pinned here: every raw call in the sources is in the table', () => {
    const folder = new URL('./', import.meta.url);
    const called = new Set<string>();
    for (const name of readdirSync(folder)) {
      if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
      const source = readFileSync(new URL(name, folder), 'utf8');
      for (const [, exported] of source.matchAll(/(?:wasm\(\)|module)\.(_\w+)\(/g)) {
        called.add(exported!);
      }
    }
    expect(called.size).toBeGreaterThan(0);
    expect([...called].filter((name) => !(name in ARITY))).toEqual([]);
  });

  it.each(Object.entries(ARITY))('%s exists and takes %i arguments', (name, arity) => {
    const exported = raw()[name];
    expect(typeof exported).toBe('function');
    expect((exported as (...args: number[]) => number).length).toBe(arity);
  });

  it('the memory is a byte view (HEAPU8)', () => {
    expect(raw().HEAPU8).toBeInstanceOf(Uint8Array);
  });
});

describe('raw calls compute what the wrappers compute', () => {
  const plaintext = new Uint8Array(300).map((_, i) => (i * 13) & 255);
  const ad = 'r2:j:["id-1",{"é":1}]';

  it('AEAD encrypt: the same bytes as crypto_aead_xchacha20poly1305_ietf_encrypt with that nonce', () => {
    const plain = crypto.seal(key, plaintext, ad);
    expect(plain.subarray(25)).toEqual(
      libsodium.crypto_aead_xchacha20poly1305_ietf_encrypt(
        plaintext,
        ad,
        null,
        plain.subarray(1, 25),
        key,
      ),
    );
    const padded = crypto.sealPadded(key, plaintext, ad);
    expect(padded.subarray(25)).toEqual(
      libsodium.crypto_aead_xchacha20poly1305_ietf_encrypt(
        pad(plaintext, 512),
        ad,
        null,
        padded.subarray(1, 25),
        key,
      ),
    );
  });

  it('AEAD decrypt: opens what the wrapper sealed, and nothing changed', () => {
    const nonce = new Uint8Array(24).fill(9);
    const sealed = libsodium.crypto_aead_xchacha20poly1305_ietf_encrypt(
      plaintext,
      ad,
      null,
      nonce,
      key,
    );
    const envelope = new Uint8Array(25 + sealed.length);
    envelope[0] = 1;
    envelope.set(nonce, 1);
    envelope.set(sealed, 25);
    const opened = crypto.open(key, envelope, ad);
    expect(opened.ok && opened.value).toEqual(plaintext);
    envelope[40]! ^= 1;
    expect(crypto.open(key, envelope, ad)).toEqual({ ok: false, reason: 'decrypt-failed' });
  });

  it('generichash and stream_xchacha20_xor: the opaque id the wrappers compute, both ways', () => {
    const enc = new TextEncoder();
    const mac = libsodium.crypto_generichash(32, enc.encode('opaque-id:mac'), key);
    const encKey = libsodium.crypto_generichash(32, enc.encode('opaque-id:enc'), key);
    const input = enc.encode('j\u0000journal-42');
    const tag = libsodium.crypto_generichash(16, input, mac);
    const nonce = libsodium.crypto_generichash(24, tag, null);
    const body = libsodium.crypto_stream_xchacha20_xor(
      pad(enc.encode('journal-42'), 32),
      nonce,
      encKey,
    );
    const expected = libsodium.to_base64(
      new Uint8Array([...tag, ...body]),
      libsodium.base64_variants.URLSAFE_NO_PADDING,
    );
    expect(crypto.opaqueId(key, 'j', 'journal-42')).toBe(expected);
    // A copy of the key has no memo: this opens by the cipher.
    expect(crypto.openOpaqueId(key.slice() as VaultKey, 'j', expected)).toBe('journal-42');
  });

  it('secretstream: the wrapper opens what the raw calls sealed, tags and all, and back', () => {
    const mediaKey = crypto.newMediaKey();
    const slices = [plaintext, new Uint8Array(0)];
    const sealer = crypto.sealStream(mediaKey, 'item-1');
    const sealed = slices.map((slice, i) => sealer.push(slice, i === slices.length - 1));
    const pull = libsodium.crypto_secretstream_xchacha20poly1305_init_pull(sealer.header, mediaKey);
    const pulled = sealed.map((c) =>
      libsodium.crypto_secretstream_xchacha20poly1305_pull(pull, c, 'item-1'),
    );
    expect(pulled.map((p) => p && [Array.from(p.message), p.tag])).toEqual([
      [Array.from(plaintext), libsodium.crypto_secretstream_xchacha20poly1305_TAG_MESSAGE],
      [[], libsodium.crypto_secretstream_xchacha20poly1305_TAG_FINAL],
    ]);

    const push = libsodium.crypto_secretstream_xchacha20poly1305_init_push(mediaKey as MediaKey);
    const theirs = libsodium.crypto_secretstream_xchacha20poly1305_push(
      push.state,
      plaintext,
      'item-2',
      libsodium.crypto_secretstream_xchacha20poly1305_TAG_FINAL,
    );
    const opened = crypto.openStream(mediaKey, push.header, 'item-2')?.pull(theirs);
    expect(opened).toEqual({ ok: true, value: plaintext, final: true });
  });

  it('SHA-256: the digest of crypto_hash_sha256 over the same bytes in several updates', () => {
    const hasher = crypto.sha256();
    hasher.update(plaintext.subarray(0, 100));
    hasher.update(new Uint8Array(0));
    hasher.update(plaintext.subarray(100));
    expect(hasher.digestHex()).toBe(libsodium.to_hex(libsodium.crypto_hash_sha256(plaintext)));
  });

  it("box: the key pair is X25519's, and crypto_box_seal and its opening agree both ways", () => {
    const keys = crypto.newCaptureKeyPair();
    expect(keys.publicKey).toEqual(libsodium.crypto_scalarmult_base(keys.secretKey));
    const sealed = crypto.sealToPublicKey(keys.publicKey, plaintext);
    expect(
      libsodium.crypto_box_seal_open(sealed.subarray(1), keys.publicKey, keys.secretKey),
    ).toEqual(plaintext);
    const theirs = libsodium.crypto_box_seal(plaintext, keys.publicKey);
    const opened = crypto.openSealedBox(keys, new Uint8Array([sealed[0]!, ...theirs]));
    expect(opened.ok && opened.value).toEqual(plaintext);
  });
});

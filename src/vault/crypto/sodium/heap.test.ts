import libsodium from 'libsodium-wrappers-sumo';
import { beforeAll, describe, expect, it } from 'vitest';
import { fromBase64Url, toBase64Url } from '../../../../common/base64url';
import { pad, paddedLength, blockSizeFor } from '../padding';
import { loadSodiumCrypto } from './load';
import type { SodiumCrypto, VaultKey } from '../types';

/**
 * The per-record functions call libsodium's WebAssembly directly (./heap.ts). What they write must
 * stay byte for byte what the wrappers wrote before: every record and id already stored on a phone
 * was written that way. These tests rebuild the old formats with the wrappers and compare.
 */
let crypto: SodiumCrypto;
let key: VaultKey;
const URLSAFE = () => libsodium.base64_variants.URLSAFE_NO_PADDING;

beforeAll(async () => {
  crypto = await loadSodiumCrypto();
  await libsodium.ready;
  key = crypto.newVaultKey();
});

/** The opaque id as the wrappers computed it (the stored format). */
function wrapperOpaqueId(vaultKey: Uint8Array, context: string, id: string): string {
  const enc = new TextEncoder();
  const mac = libsodium.crypto_generichash(32, enc.encode('opaque-id:mac'), vaultKey);
  const encKey = libsodium.crypto_generichash(32, enc.encode('opaque-id:enc'), vaultKey);
  const prefix = enc.encode(context);
  const idBytes = enc.encode(id);
  const input = new Uint8Array(prefix.length + 1 + idBytes.length);
  input.set(prefix);
  input.set(idBytes, prefix.length + 1);
  const tag = libsodium.crypto_generichash(16, input, mac);
  const nonce = libsodium.crypto_generichash(24, tag, null);
  const body = libsodium.crypto_stream_xchacha20_xor(pad(idBytes, 32), nonce, encKey);
  const out = new Uint8Array(tag.length + body.length);
  out.set(tag);
  out.set(body, tag.length);
  return libsodium.to_base64(out, URLSAFE());
}

describe('records sealed through the WebAssembly heap', () => {
  it('open with the wrappers, padded to the same bucket, and the wrappers’ seals open here', () => {
    for (const length of [0, 1, 200, 255, 256, 700, 5000]) {
      const plaintext = crypto.randomBytes(length);
      const ad = `r2:a:["id-${length}",{"é":1}]`;
      const envelope = crypto.sealPadded(key, plaintext, ad);
      const padded = paddedLength(length);
      expect(envelope.length).toBe(1 + 24 + padded + 16);
      const inner = libsodium.crypto_aead_xchacha20poly1305_ietf_decrypt(
        null,
        envelope.subarray(25),
        ad,
        envelope.subarray(1, 25),
        key,
      );
      expect(inner).toEqual(pad(plaintext, blockSizeFor(padded)));

      const nonce = libsodium.randombytes_buf(24);
      const sealed = libsodium.crypto_aead_xchacha20poly1305_ietf_encrypt(
        pad(plaintext, blockSizeFor(padded)),
        ad,
        null,
        nonce,
        key,
      );
      const old = new Uint8Array(25 + sealed.length);
      old[0] = 2;
      old.set(nonce, 1);
      old.set(sealed, 25);
      const opened = crypto.open(key, old, ad);
      expect(opened.ok && opened.value).toEqual(plaintext);
    }
  });

  it('leave no key or plaintext in libsodium’s memory after a call', () => {
    // A key the wrappers (which free their copies without wiping them) never saw.
    const own = crypto.newVaultKey();
    const marker = new Uint8Array(64).fill(0xa7);
    const envelope = crypto.sealPadded(own, marker, 'ad');
    crypto.open(own, envelope, 'ad');
    crypto.openOpaqueId(own, 'a', crypto.opaqueId(own, 'a', 'journal-1'));
    const heap = (libsodium as unknown as { libsodium: { HEAPU8: Uint8Array } }).libsodium.HEAPU8;
    const run = (needle: Uint8Array) =>
      heap.findIndex((_, i) => needle.every((byte, j) => heap[i + j] === byte));
    expect(run(marker.subarray(0, 16))).toBe(-1);
    expect(run(own)).toBe(-1);
  });
});

describe('records written and read in place', () => {
  it('sealPaddedWith seals what the writer wrote, padded like sealPadded', () => {
    const text = new TextEncoder().encode('journal entry ✓');
    const envelope = crypto.sealPaddedWith(
      key,
      100,
      (target) => {
        target.set(text);
        return text.length;
      },
      'ad',
    );
    expect(envelope.length).toBe(crypto.sealPadded(key, text, 'ad').length);
    const opened = crypto.open(key, envelope, 'ad');
    expect(opened.ok && opened.value).toEqual(text);
  });

  it('openWith lends the plaintext only during the call: it is wiped after', () => {
    const text = new Uint8Array(40).fill(0x5c);
    let lent: Uint8Array | null = null;
    const opened = crypto.openWith(key, crypto.sealPadded(key, text, 'ad'), 'ad', (plaintext) => {
      lent = plaintext;
      return plaintext.slice();
    });
    expect(opened.ok && opened.value).toEqual(text);
    expect(lent!.every((byte) => byte === 0)).toBe(true);
    expect(crypto.openWith(key, crypto.sealPadded(key, text, 'ad'), 'other', () => 1)).toEqual({
      ok: false,
      reason: 'decrypt-failed',
    });
  });
});

describe('opaque ids through the WebAssembly heap', () => {
  it('are the ids the wrappers wrote, and those open here', () => {
    for (const id of ['', 'emergency', 'journal-0f3a', 'é✓ ids', 'x'.repeat(31), 'y'.repeat(32)]) {
      const stored = wrapperOpaqueId(key, 'b', id);
      expect(crypto.opaqueId(key, 'b', id)).toBe(stored);
      expect(crypto.openOpaqueId(key, 'b', stored)).toBe(id);
    }
  });
});

describe('base64url', () => {
  it('writes what libsodium writes and reads it back', () => {
    for (let length = 0; length < 70; length += 1) {
      const bytes = crypto.randomBytes(length);
      const text = libsodium.to_base64(bytes, URLSAFE());
      expect(toBase64Url(bytes)).toBe(text);
      expect(fromBase64Url(text)).toEqual(bytes);
    }
  });

  it('refuses what is not the canonical spelling of some bytes', () => {
    expect(fromBase64Url('AB+C')).toBeNull();
    expect(fromBase64Url('AB=C')).toBeNull();
    expect(fromBase64Url('A')).toBeNull();
    // "AB" is one byte; "AC" would be the same byte with a leftover bit set.
    expect(fromBase64Url('AB')).toBeNull();
    expect(fromBase64Url('AA')).toEqual(new Uint8Array([0]));
    expect(fromBase64Url('AC')).toBeNull();
  });
});

/** HChaCha20 (RFC draft-irtf-cfrg-xchacha, 2.2) in plain JavaScript, for the tests only. */
function hchacha20(key: Uint8Array, nonce16: Uint8Array): Uint8Array {
  const word = (b: Uint8Array, i: number) =>
    (b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16) | (b[i + 3]! << 24)) >>> 0;
  const x = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574];
  for (let i = 0; i < 8; i += 1) x.push(word(key, i * 4));
  for (let i = 0; i < 4; i += 1) x.push(word(nonce16, i * 4));
  const rotl = (v: number, n: number) => ((v << n) | (v >>> (32 - n))) >>> 0;
  const quarter = (a: number, b: number, c: number, d: number) => {
    x[a] = (x[a]! + x[b]!) >>> 0;
    x[d] = rotl(x[d]! ^ x[a]!, 16);
    x[c] = (x[c]! + x[d]!) >>> 0;
    x[b] = rotl(x[b]! ^ x[c]!, 12);
    x[a] = (x[a]! + x[b]!) >>> 0;
    x[d] = rotl(x[d]! ^ x[a]!, 8);
    x[c] = (x[c]! + x[d]!) >>> 0;
    x[b] = rotl(x[b]! ^ x[c]!, 7);
  };
  for (let round = 0; round < 10; round += 1) {
    quarter(0, 4, 8, 12);
    quarter(1, 5, 9, 13);
    quarter(2, 6, 10, 14);
    quarter(3, 7, 11, 15);
    quarter(0, 5, 10, 15);
    quarter(1, 6, 11, 12);
    quarter(2, 7, 8, 13);
    quarter(3, 4, 9, 14);
  }
  const out = new Uint8Array(32);
  [0, 1, 2, 3, 12, 13, 14, 15].forEach((w, i) => {
    for (let b = 0; b < 4; b += 1) out[i * 4 + b] = (x[w]! >>> (8 * b)) & 255;
  });
  return out;
}

describe('evidence streams through the WebAssembly heap', () => {
  const slices = [
    new Uint8Array(70_000).map((_, i) => (i * 7) & 255),
    new TextEncoder().encode('second slice'),
    new Uint8Array(0),
  ];

  it('seal slices the wrappers open (the stored item format), ending with the FINAL tag', () => {
    const mediaKey = crypto.newMediaKey();
    const sealer = crypto.sealStream(mediaKey, 'item-1');
    const sealed = slices.map((slice, i) => sealer.push(slice, i === slices.length - 1));
    const state = libsodium.crypto_secretstream_xchacha20poly1305_init_pull(
      sealer.header,
      mediaKey,
    );
    const ad = new TextEncoder().encode('item-1');
    const pulled = sealed.map((c) =>
      libsodium.crypto_secretstream_xchacha20poly1305_pull(state, c, ad),
    );
    expect(pulled.map((p) => p && Array.from(p.message))).toEqual(slices.map((s) => Array.from(s)));
    expect(pulled.map((p) => p && p.tag)).toEqual([
      libsodium.crypto_secretstream_xchacha20poly1305_TAG_MESSAGE,
      libsodium.crypto_secretstream_xchacha20poly1305_TAG_MESSAGE,
      libsodium.crypto_secretstream_xchacha20poly1305_TAG_FINAL,
    ]);
    expect(sealed.map((c) => c.length)).toEqual(slices.map((s) => s.length + 17));
    // Nothing more after the end: the state (and the key in it) is gone.
    expect(() => sealer.push(slices[1]!, false)).toThrow();
  });

  it('open slices the wrappers sealed', () => {
    const mediaKey = crypto.newMediaKey();
    const { state, header } = libsodium.crypto_secretstream_xchacha20poly1305_init_push(mediaKey);
    const ad = new TextEncoder().encode('item-2');
    const sealed = slices.map((slice, i) =>
      libsodium.crypto_secretstream_xchacha20poly1305_push(
        state,
        slice,
        ad,
        i === slices.length - 1
          ? libsodium.crypto_secretstream_xchacha20poly1305_TAG_FINAL
          : libsodium.crypto_secretstream_xchacha20poly1305_TAG_MESSAGE,
      ),
    );
    const opener = crypto.openStream(mediaKey, header, 'item-2');
    const opened = sealed.map((c) => opener?.pull(c));
    expect(opened.map((r) => r?.ok && Array.from(r.value))).toEqual(
      slices.map((s) => Array.from(s)),
    );
    expect(opened.at(-1)).toMatchObject({ ok: true, final: true });
  });

  it('refuse a tampered, a replayed and a reordered slice, and anything after the end', () => {
    const mediaKey = crypto.newMediaKey();
    const sealer = crypto.sealStream(mediaKey, 'item-5');
    const sealed = slices.map((slice, i) => sealer.push(slice, i === slices.length - 1));
    const open = () => crypto.openStream(mediaKey, sealer.header, 'item-5')!;
    const tampered = sealed[0]!.slice();
    tampered[100] = tampered[100]! ^ 1;
    expect(open().pull(tampered).ok).toBe(false);
    expect(open().pull(sealed[1]!).ok).toBe(false);
    expect(crypto.openStream(mediaKey, sealer.header, 'item-6')!.pull(sealed[0]!).ok).toBe(false);
    const opener = open();
    expect(opener.pull(sealed[0]!).ok).toBe(true);
    expect(opener.pull(sealed[0]!).ok).toBe(false);
    expect(opener.pull(sealed[1]!)).toMatchObject({ ok: true, final: false });
    expect(opener.pull(sealed[2]!)).toMatchObject({ ok: true, final: true });
    expect(opener.pull(sealed[2]!).ok).toBe(false);
  });

  it('leave no decrypted slice or key in libsodium’s memory after opening', () => {
    const mediaKey = crypto.newMediaKey();
    const marker = new Uint8Array(4096).fill(0x3a);
    const sealer = crypto.sealStream(mediaKey, 'item-7');
    const sealed = [sealer.push(marker, false), sealer.push(new Uint8Array(0), true)];
    const subkey = Buffer.from(hchacha20(mediaKey, sealer.header.subarray(0, 16)));
    const opener = crypto.openStream(mediaKey, sealer.header, 'item-7')!;
    const first = opener.pull(sealed[0]!);
    expect(first.ok && first.value[0]).toBe(0x3a);
    const heap = (libsodium as unknown as { libsodium: { HEAPU8: Uint8Array } }).libsodium.HEAPU8;
    const run = (needle: Uint8Array) =>
      Buffer.from(heap.buffer, heap.byteOffset, heap.length).indexOf(Buffer.from(needle));
    // Between pulls (a paused player) and after the end alike.
    expect(run(marker.subarray(0, 64))).toBe(-1);
    expect(run(subkey)).toBe(-1);
    expect(opener.pull(sealed[1]!)).toMatchObject({ ok: true, final: true });
    expect(run(marker.subarray(0, 64))).toBe(-1);
    expect(run(mediaKey)).toBe(-1);
  });

  it('hash the whole plaintext as sha256sum does, and equal the wrappers', async () => {
    const hasher = crypto.sha256();
    for (const slice of slices) hasher.update(slice);
    const whole = new Uint8Array(slices.reduce((n, s) => n + s.length, 0));
    let at = 0;
    for (const slice of slices) {
      whole.set(slice, at);
      at += slice.length;
    }
    const expected = Buffer.from(await globalThis.crypto.subtle.digest('SHA-256', whole));
    expect(hasher.digestHex()).toBe(expected.toString('hex'));
    expect(libsodium.to_hex(libsodium.crypto_hash_sha256(whole))).toBe(expected.toString('hex'));
    expect(() => hasher.digestHex()).toThrow();
  });

  it('leave no key in libsodium’s memory once a stream is disposed (the wipe)', () => {
    const mediaKey = crypto.newMediaKey();
    const sealer = crypto.sealStream(mediaKey, 'item-4');
    sealer.push(new Uint8Array(10), false);
    // The state holds the stream's subkey, HChaCha20(item key, first 16 bytes of the header),
    // computed here in JavaScript: the wrappers would leave their own copy in the module's memory.
    const subkey = Buffer.from(hchacha20(mediaKey, sealer.header.subarray(0, 16)));
    const heap = () => {
      const view = (libsodium as unknown as { libsodium: { HEAPU8: Uint8Array } }).libsodium.HEAPU8;
      return Buffer.from(view.buffer, view.byteOffset, view.length);
    };
    expect(heap().indexOf(subkey)).toBeGreaterThanOrEqual(0);
    sealer.dispose();
    expect(heap().indexOf(subkey)).toBe(-1);
    expect(() => sealer.push(new Uint8Array(1), false)).toThrow();
  });

  it('leave no key or slice in libsodium’s memory once the item is finished', () => {
    const mediaKey = crypto.newMediaKey();
    const marker = new Uint8Array(4096).fill(0x5c);
    const sealer = crypto.sealStream(mediaKey, 'item-3');
    const hasher = crypto.sha256();
    sealer.push(marker, false);
    hasher.update(marker);
    sealer.push(new Uint8Array(0), true);
    hasher.digestHex();
    const heap = (libsodium as unknown as { libsodium: { HEAPU8: Uint8Array } }).libsodium.HEAPU8;
    const run = (needle: Uint8Array) =>
      Buffer.from(heap.buffer, heap.byteOffset, heap.length).indexOf(Buffer.from(needle));
    expect(run(marker.subarray(0, 64))).toBe(-1);
    expect(run(mediaKey)).toBe(-1);
  });
});

describe('sealed boxes through the WebAssembly heap', () => {
  it('leave no secret key or plaintext in libsodium’s memory after a call', () => {
    const keys = crypto.newCaptureKeyPair();
    const marker = new Uint8Array(256).fill(0x3d);
    const sealed = crypto.sealToPublicKey(keys.publicKey, marker);
    const opened = crypto.openSealedBox(keys, sealed);
    expect(opened.ok && opened.value).toEqual(marker);
    const heap = (libsodium as unknown as { libsodium: { HEAPU8: Uint8Array } }).libsodium.HEAPU8;
    const run = (needle: Uint8Array) =>
      Buffer.from(heap.buffer, heap.byteOffset, heap.length).indexOf(Buffer.from(needle));
    expect(run(marker.subarray(0, 64))).toBe(-1);
    expect(run(keys.secretKey)).toBe(-1);
  });
});

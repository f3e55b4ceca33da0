// @vitest-environment node
import { runInNewContext } from 'node:vm';
import { utf8, fromUtf8 } from './bytes';
import { loadSodiumCrypto } from './sodium';
import { ENVELOPE_VERSION, type SodiumCrypto, type SymmetricKey, type VaultKey } from './types';

const TINY = { opsLimit: 1, memLimitBytes: 8 * 1024 };
let sodium: SodiumCrypto;
let key: VaultKey;

beforeAll(async () => {
  sodium = await loadSodiumCrypto();
  key = sodium.newVaultKey();
});

const sealText = (text: string, ad = 'journal:1') => sodium.seal(key, utf8(text), ad);

describe('seal / open', () => {
  it('loads once and round-trips', async () => {
    expect(await loadSodiumCrypto()).toBe(sodium);
    const envelope = sealText('I was here at 9pm');
    expect(envelope[0]).toBe(ENVELOPE_VERSION);
    expect(envelope.length).toBe(1 + 24 + 'I was here at 9pm'.length + 16);
    const opened = sodium.open(key, envelope, 'journal:1');
    expect(opened.ok && fromUtf8(opened.value)).toBe('I was here at 9pm');
  });

  it('round-trips an empty plaintext', () => {
    const opened = sodium.open(key, sodium.seal(key, new Uint8Array(), 'x'), 'x');
    expect(opened).toEqual({ ok: true, value: new Uint8Array() });
  });

  it('uses a fresh random nonce for every seal', () => {
    expect(sealText('same')).not.toEqual(sealText('same'));
  });

  it('fails with a wrong key', () => {
    expect(sodium.open(sodium.newVaultKey(), sealText('secret'), 'journal:1')).toEqual({
      ok: false,
      reason: 'decrypt-failed',
    });
  });

  it('fails with other associated data', () => {
    expect(sodium.open(key, sealText('secret'), 'journal:2')).toEqual({
      ok: false,
      reason: 'decrypt-failed',
    });
  });

  it('fails when any bit is flipped', () => {
    const envelope = sealText('flip me');
    for (let bit = 0; bit < envelope.length * 8; bit += 1) {
      const damaged = new Uint8Array(envelope);
      damaged[bit >> 3]! ^= 1 << (bit & 7);
      const reason = bit < 8 ? 'bad-version' : 'decrypt-failed';
      expect(sodium.open(key, damaged, 'journal:1')).toEqual({ ok: false, reason });
    }
  });

  it('fails on truncated envelopes', () => {
    const envelope = sealText('truncate me');
    expect(sodium.open(key, envelope.subarray(0, envelope.length - 1), 'journal:1')).toEqual({
      ok: false,
      reason: 'decrypt-failed',
    });
    for (const length of [0, 1, 24, 1 + 24 + 15]) {
      expect(sodium.open(key, envelope.subarray(0, length), 'journal:1')).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
  });

  it('fails on an unknown version', () => {
    const envelope = sealText('v3?');
    envelope[0] = 3;
    expect(sodium.open(key, envelope, 'journal:1')).toEqual({ ok: false, reason: 'bad-version' });
  });

  it('throws a TypeError for keys of the wrong length', () => {
    for (const length of [0, 16, 31, 33, 64]) {
      const bad = new Uint8Array(length) as SymmetricKey;
      expect(() => sodium.seal(bad, utf8('x'), 'a')).toThrow(TypeError);
      expect(() => sodium.open(bad, sealText('x'), 'a')).toThrow(TypeError);
    }
  });

  it('accepts byte arrays from another realm', () => {
    const foreignKey = runInNewContext('new Uint8Array(32)') as VaultKey;
    const foreignText = runInNewContext('new Uint8Array([104, 105])') as Uint8Array;
    const envelope = sodium.seal(foreignKey, foreignText, 'a');
    const foreignEnvelope = runInNewContext('(e) => new Uint8Array(e)')(envelope) as Uint8Array;
    const opened = sodium.open(foreignKey, foreignEnvelope, 'a');
    expect(opened.ok && fromUtf8(opened.value)).toBe('hi');
  });
});

describe('argon2id', () => {
  const salt = new Uint8Array(16).fill(7);

  it('is deterministic for the same secret, salt and parameters', () => {
    const a = sodium.argon2id('77777', salt, TINY);
    expect(a).toHaveLength(32);
    expect(sodium.argon2id('77777', salt, TINY)).toEqual(a);
  });

  it('differs with another salt, secret or parameters', () => {
    const a = sodium.argon2id('77777', salt, TINY);
    expect(sodium.argon2id('77777', new Uint8Array(16).fill(8), TINY)).not.toEqual(a);
    expect(sodium.argon2id('77778', salt, TINY)).not.toEqual(a);
    expect(sodium.argon2id('77777', salt, { ...TINY, opsLimit: 2 })).not.toEqual(a);
  });

  it('rejects a salt of the wrong length and parameters below libsodium minimums', () => {
    expect(sodium.saltBytes).toBe(16);
    expect(() => sodium.argon2id('x', new Uint8Array(15), TINY)).toThrow(TypeError);
    expect(() => sodium.argon2id('x', salt, { ...TINY, opsLimit: 0 })).toThrow(TypeError);
    expect(() => sodium.argon2id('x', salt, { ...TINY, memLimitBytes: 1024 })).toThrow(TypeError);
  });
});

describe('helpers', () => {
  it('randomBytes and memzero', () => {
    const bytes = sodium.randomBytes(32);
    expect(bytes).toHaveLength(32);
    expect(bytes.some((b) => b !== 0)).toBe(true);
    sodium.memzero(bytes);
    expect(bytes.every((b) => b === 0)).toBe(true);
  });

  it('utf8 round-trips text with non-ASCII characters', () => {
    expect(fromUtf8(utf8('Señal ✓ 安全'))).toBe('Señal ✓ 安全');
    expect(utf8('a').constructor).toBe(Uint8Array);
  });
});

describe('opaque ids', () => {
  it('are deterministic, reversible only with the key, and differ per table', () => {
    const opaque = sodium.opaqueId(key, 'a', 'emergency');
    expect(opaque).toMatch(/^[A-Za-z0-9_-]{64}$/);
    expect(opaque).not.toContain('emergency');
    expect(sodium.opaqueId(key, 'a', 'emergency')).toBe(opaque);
    expect(sodium.opaqueId(key, 'b', 'emergency')).not.toBe(opaque);
    expect(sodium.openOpaqueId(key, 'a', opaque)).toBe('emergency');
    expect(sodium.openOpaqueId(key, 'b', opaque)).toBeNull();
    expect(sodium.openOpaqueId(sodium.newVaultKey(), 'a', opaque)).toBeNull();
    expect(sodium.openOpaqueId(key, 'a', 'emergency')).toBeNull();
  });

  it('forget the subkeys of a wiped key: closing a store leaves nothing that still opens ids', () => {
    const own = sodium.newVaultKey();
    const opaque = sodium.opaqueId(own, 'a', 'journal-1');
    sodium.memzero(own);
    expect(sodium.openOpaqueId(own, 'a', opaque)).toBeNull();
    const zero = new Uint8Array(32) as VaultKey;
    expect(sodium.opaqueId(own, 'a', 'journal-1')).toBe(sodium.opaqueId(zero, 'a', 'journal-1'));
  });

  it('answer from memory exactly what they compute, per key and table', () => {
    const own = sodium.newVaultKey();
    const copy = own.slice() as VaultKey; // same bytes, nothing remembered under it
    const opaque = sodium.opaqueId(own, 'a', 'entry-7');
    expect(sodium.openOpaqueId(own, 'a', opaque)).toBe('entry-7');
    expect(sodium.openOpaqueId(copy, 'a', opaque)).toBe('entry-7');
    expect(sodium.opaqueId(copy, 'a', 'entry-7')).toBe(opaque);
    // An id opened first (under a key that never sealed it) is sealed to the same text from memory.
    const sealed = sodium.opaqueId(own, 'c', 'entry-8');
    const reader = own.slice() as VaultKey;
    expect(sodium.openOpaqueId(reader, 'c', sealed)).toBe('entry-8');
    expect(sodium.opaqueId(reader, 'c', 'entry-8')).toBe(sealed);
    // Remembered under table "a" only, and only for the text that opened.
    expect(sodium.openOpaqueId(own, 'b', opaque)).toBeNull();
    const flipped = `${opaque.slice(0, 10)}${opaque[10] === 'A' ? 'B' : 'A'}${opaque.slice(11)}`;
    expect(sodium.openOpaqueId(own, 'a', flipped)).toBeNull();
    expect(sodium.openOpaqueId(own, 'a', flipped)).toBeNull();
  });

  it('open an id sealed or opened before under the same key without the cipher', async () => {
    const module = (await import('libsodium-wrappers-sumo')).default as unknown as {
      libsodium: { _crypto_stream_xchacha20_xor: (...args: number[]) => number };
    };
    const own = sodium.newVaultKey();
    const opaque = sodium.opaqueId(own, 'a', 'entry-9');
    const cipher = vi.spyOn(module.libsodium, '_crypto_stream_xchacha20_xor');
    try {
      expect(sodium.openOpaqueId(own, 'a', opaque)).toBe('entry-9');
      expect(sodium.opaqueId(own, 'a', 'entry-9')).toBe(opaque);
      expect(cipher).not.toHaveBeenCalled();
      // Another key object (a store opened again) remembers nothing: the id is opened.
      expect(sodium.openOpaqueId(own.slice() as VaultKey, 'a', opaque)).toBe('entry-9');
      expect(cipher).toHaveBeenCalledTimes(1);
    } finally {
      cipher.mockRestore();
    }
  });

  it('still open correctly after more ids than they keep in memory', () => {
    const own = sodium.newVaultKey();
    const first = sodium.opaqueId(own, 'a', 'id-0');
    const count = 50_001;
    const texts: string[] = [];
    for (let i = 0; i < count; i += 1) texts.push(sodium.opaqueId(own, 'a', `id-${i}`));
    expect(texts[0]).toBe(first);
    for (const i of [0, 1, 25_000, count - 1])
      expect(sodium.openOpaqueId(own, 'a', texts[i]!)).toBe(`id-${i}`);
    expect(sodium.opaqueId(own, 'a', 'id-0')).toBe(first);
  });
});

// @vitest-environment node
// A file of its own: libsodium's module is fresh here, so its memory's size says what the warm-up
// and the derivation took.
import { loadSodiumCrypto } from './sodium';
import type { SodiumCrypto } from './types';

const MIB = 1024 * 1024;
const PARAMS = { opsLimit: 2, memLimitBytes: 32 * MIB };
const salt = new Uint8Array(16).fill(9);
let sodium: SodiumCrypto;
let heapBytes: () => number;

beforeAll(async () => {
  sodium = await loadSodiumCrypto();
  const { default: loaded } = await import('libsodium-wrappers-sumo');
  heapBytes = () =>
    (loaded as unknown as { libsodium: { HEAPU8: Uint8Array } }).libsodium.HEAPU8.length;
});

describe('prepareArgon2id (the KDF worker warm-up before a first unlock)', () => {
  it("takes the derivation's memory, which the derivation then reuses: no more than it alone", () => {
    const before = heapBytes();
    expect(before).toBeLessThan(PARAMS.memLimitBytes);
    sodium.prepareArgon2id(PARAMS);
    const prepared = heapBytes();
    expect(prepared).toBeGreaterThanOrEqual(PARAMS.memLimitBytes);
    const key = sodium.argon2id('246810', salt, PARAMS);
    // The derivation fitted in the region the warm-up wrote: the memory did not grow again.
    expect(heapBytes()).toBe(prepared);
    expect(key).toHaveLength(32);
  });

  it('changes no key: a derivation after it gives the same key as before it', () => {
    const small = { opsLimit: 2, memLimitBytes: 4 * MIB };
    const before = sodium.argon2id('246810', salt, small);
    sodium.prepareArgon2id(PARAMS);
    expect(sodium.argon2id('246810', salt, small)).toEqual(before);
  });

  it('rejects parameters below libsodium minimums, as a derivation would', () => {
    expect(() => sodium.prepareArgon2id({ opsLimit: 0, memLimitBytes: 32 * MIB })).toThrow(
      TypeError,
    );
    expect(() => sodium.prepareArgon2id({ opsLimit: 2, memLimitBytes: 1024 })).toThrow(TypeError);
  });
});

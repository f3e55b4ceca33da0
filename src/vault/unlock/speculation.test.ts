// @vitest-environment node
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as CryptoModule from '../crypto';
import { STORE_NAMES } from '../db/schema';
import { isVaultOpen, lockVault, setCodes, speculateCode, unlockWithCode } from '../index';
import { resetVaultForTests, setMinimalKdfForTests } from '../vault';

// The real Argon2id (at the tests' minimal cost), watched: how many derivations ran, and the keys
// they gave, to check that an unconfirmed guess's key is wiped.
const derived: Uint8Array[] = [];
vi.mock('../crypto', async (original) => {
  const actual = await original<typeof CryptoModule>();
  return {
    ...actual,
    deriveKey: vi.fn(async (...args: Parameters<typeof actual.deriveKey>) => {
      const key = await actual.deriveKey(...args);
      derived.push(key);
      return key;
    }),
  };
});

/** A vault whose own code is 246810 (77777 no longer opens it). */
async function vaultWithOwnCode() {
  resetVaultForTests();
  for (const name of [...STORE_NAMES, 'calculator-keys']) await Dexie.delete(name);
  setMinimalKdfForTests();
  expect(await unlockWithCode('77777')).toBe('real');
  expect(await setCodes('246810')).toEqual({ ok: true });
  lockVault();
  derived.length = 0;
}

/** Lets the speculative derivation (keyring read, then Argon2id) finish. */
const settle = () => vi.waitFor(() => expect(derived.length).toBeGreaterThan(0));

beforeEach(vaultWithOwnCode);
afterEach(() => vi.useRealTimers());

describe('speculative key derivation', () => {
  it('the "=" after a code finds its key derived: it opens the vault without deriving again', async () => {
    speculateCode('246810');
    await settle();
    expect(await unlockWithCode('246810')).toBe('real');
    expect(derived).toHaveLength(1);
  });

  it('a guess never opens anything by itself; only the confirmed code does', async () => {
    speculateCode('246810');
    await settle();
    // Digits typed and never confirmed: the vault stays locked.
    expect(isVaultOpen()).toBe(false);
  });

  it('a wrong guess is ignored: the code confirmed is derived and tried on its own', async () => {
    speculateCode('135791');
    await settle();
    expect(await unlockWithCode('246810')).toBe('real');
    expect(derived).toHaveLength(2);
    // The vault opened: the guess's key was wiped with it.
    expect(derived[0]!.every((byte) => byte === 0)).toBe(true);
  });

  it('an unconfirmed guess’s key is wiped after a few seconds', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    speculateCode('135791');
    await settle();
    expect(derived[0]!.some((byte) => byte !== 0)).toBe(true);
    vi.advanceTimersByTime(3_000);
    expect(derived[0]!.every((byte) => byte === 0)).toBe(true);
    // And "=" then derives afresh: a wiped key is never used.
    expect(await unlockWithCode('135791')).toBeNull();
    expect(derived).toHaveLength(2);
  });

  it('a confirmed wrong code opens nothing, as without speculation', async () => {
    speculateCode('135791');
    await settle();
    expect(await unlockWithCode('135791')).toBeNull();
    expect(derived).toHaveLength(1);
    expect(derived[0]!.every((byte) => byte === 0)).toBe(true);
  });
});

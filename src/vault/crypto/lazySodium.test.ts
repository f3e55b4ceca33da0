// @vitest-environment node
import type * as Libsodium from 'libsodium-wrappers-sumo';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as KdfModule from './kdf';

/**
 * libsodium on the page's thread is one long task to evaluate (540 KB, its WebAssembly inlined), so
 * it is not part of the crypto module and nothing loads it at idle: the KDF worker has its own copy,
 * and this thread's loads when a code is about to be tried.
 */
let evaluated = 0;
vi.mock('libsodium-wrappers-sumo', async (original) => {
  const actual = await original<typeof Libsodium>();
  // Counted where sodium/load.ts waits for it, at each load (the mocked module itself is kept between
  // the tests' fresh module graphs).
  const counted = new Proxy(actual.default, {
    get(target, key, receiver) {
      if (key === 'ready') evaluated += 1;
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
  return { ...actual, default: counted };
});

class SilentWorker {
  onmessage = null;
  onerror = null;
  postMessage(): void {}
  terminate(): void {}
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.doUnmock('./kdf');
});

describe("this thread's libsodium", () => {
  it('is not evaluated by importing the crypto module, nor by the idle prefetch (which starts the KDF worker)', async () => {
    vi.resetModules();
    evaluated = 0;
    vi.stubGlobal('Worker', vi.fn(SilentWorker));
    const crypto = await import('./index');
    crypto.prefetchCrypto();
    expect(Worker).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(evaluated).toBe(0);
    const sodium = await crypto.loadSodiumCrypto();
    expect(evaluated).toBe(1);
    expect(sodium.newVaultKey()).toHaveLength(32);
    // Loaded once: a second caller gets the same instance.
    expect(await crypto.loadSodiumCrypto()).toBe(sodium);
    expect(evaluated).toBe(1);
  });

  it('starts loading when the key that completes a possible code starts its derivation', async () => {
    vi.resetModules();
    evaluated = 0;
    // The derivation itself is not under test here: it never settles.
    vi.doMock('./kdf', async (original) => ({
      ...(await original<typeof KdfModule>()),
      deriveKey: () => new Promise(() => undefined),
    }));
    const { speculateCode } = await import('../unlock/speculation');
    expect(evaluated).toBe(0);
    speculateCode('246810');
    await vi.waitFor(() => expect(evaluated).toBe(1));
  });
});

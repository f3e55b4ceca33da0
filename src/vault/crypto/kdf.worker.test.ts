// @vitest-environment node
import sodium from 'libsodium-wrappers-sumo';
import type { KdfReady, KdfResponse, KdfWarmed, KdfWarmRequest } from './kdfProtocol';

const MIB = 1024 * 1024;
/** The size of the worker's libsodium memory (the module the worker imports is this one). */
const heapBytes = () =>
  (sodium as unknown as { libsodium: { HEAPU8: Uint8Array } }).libsodium.HEAPU8.length;

describe('the KDF worker', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('loads libsodium and says it is ready before any request, deriving nothing', async () => {
    const posted: (KdfResponse | KdfReady)[] = [];
    vi.stubGlobal('postMessage', (message: KdfResponse | KdfReady) => posted.push(message));
    const before = Date.now();
    await import('./kdf.worker');
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    const [ready] = posted as [KdfReady];
    expect(ready.ready).toBeGreaterThanOrEqual(before - 1);
    // Argon2id's 128 MiB are taken by a derivation, not by getting ready.
    expect(heapBytes()).toBeLessThan(32 * MIB);
  });

  it('answers a warm-up with when it ran, and takes the memory a derivation at those parameters takes', async () => {
    const posted: (KdfResponse | KdfReady | KdfWarmed)[] = [];
    vi.stubGlobal('postMessage', (message: KdfWarmed) => posted.push(message));
    await import('./kdf.worker');
    const scope = globalThis as unknown as {
      onmessage: (event: { data: KdfWarmRequest }) => void;
    };
    scope.onmessage({ data: { warm: { opsLimit: 2, memLimitBytes: 40 * MIB } } });
    await vi.waitFor(() => expect(posted).toHaveLength(1));
    const [warmed] = posted as [KdfWarmed];
    expect(warmed.warmed.start).toBeLessThanOrEqual(warmed.warmed.end);
    expect(heapBytes()).toBeGreaterThanOrEqual(40 * MIB);
  });
});

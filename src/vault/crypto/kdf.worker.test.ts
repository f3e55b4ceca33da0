// @vitest-environment node
import sodium from 'libsodium-wrappers-sumo';
import type { KdfReady, KdfResponse } from './kdfProtocol';

const MIB = 1024 * 1024;

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
    const heap = (sodium as unknown as { libsodium: { HEAPU8: Uint8Array } }).libsodium.HEAPU8;
    expect(heap.length).toBeLessThan(32 * MIB);
  });
});

// @vitest-environment node
import {
  answerKdfRequest,
  answerKdfWarmRequest,
  type KdfRequest,
  type KdfResponse,
  type KdfWarmRequest,
} from './kdfProtocol';
import { loadSodiumCrypto } from './sodium';

const TINY = { opsLimit: 1, memLimitBytes: 8 * 1024 };
const salt = new Uint8Array(16).fill(3);

async function freshKdf() {
  vi.resetModules();
  return import('./kdf');
}

describe('deriveKey without Worker (Node)', () => {
  it('returns the 32-byte Argon2id key, in this thread', async () => {
    const { deriveKey } = await freshKdf();
    const key = await deriveKey('77777', salt, TINY);
    expect(key).toHaveLength(32);
    expect(key).toEqual((await loadSodiumCrypto()).argon2id('77777', salt, TINY));
  });

  it('rejects invalid input', async () => {
    const { deriveKey } = await freshKdf();
    await expect(deriveKey('x', new Uint8Array(3), TINY)).rejects.toThrow(/salt/);
  });
});

/** Stands in for the module worker: answers through the same protocol, asynchronously. */
class FakeWorker {
  static instances: FakeWorker[] = [];
  static crashNext = false;
  onmessage: ((event: MessageEvent<KdfResponse>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  received: KdfRequest[] = [];
  warmUps: KdfWarmRequest[] = [];
  terminated = false;

  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    FakeWorker.instances.push(this);
  }

  /** What the real worker posts once its libsodium is loaded (kdf.worker.test.ts). */
  sayReady(): void {
    this.onmessage?.({
      data: { ready: performance.timeOrigin + performance.now() },
    } as MessageEvent);
  }

  /** What the browser does when the worker's script fails to load. */
  fail(): void {
    this.onerror?.({ message: 'load', preventDefault: () => undefined } as unknown as ErrorEvent);
  }

  postMessage(request: KdfRequest | KdfWarmRequest): void {
    if ('warm' in request) {
      this.warmUps.push(request);
      void answerKdfWarmRequest(request).then(
        (data) => data && this.onmessage?.({ data } as MessageEvent),
      );
      return;
    }
    this.received.push(request);
    if (FakeWorker.crashNext) {
      const event = { message: 'boom', preventDefault: () => undefined } as unknown as ErrorEvent;
      setTimeout(() => this.onerror?.(event));
      return;
    }
    // Answer later requests sooner, to prove that replies are matched by id.
    const delay = 20 - this.received.length * 5;
    setTimeout(
      () => {
        void answerKdfRequest(request).then((data) => this.onmessage?.({ data } as MessageEvent));
      },
      Math.max(delay, 0),
    );
  }

  terminate(): void {
    this.terminated = true;
  }
}

describe('deriveKey with a Worker', () => {
  beforeEach(() => {
    FakeWorker.instances = [];
    FakeWorker.crashNext = false;
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('uses one long-lived module worker and matches replies to requests', async () => {
    const { deriveKey, prefetchCrypto } = await freshKdf();
    prefetchCrypto();
    const sodium = await loadSodiumCrypto();
    const keys = await Promise.all(['a', 'b', 'c'].map((code) => deriveKey(code, salt, TINY)));
    expect(keys).toEqual(['a', 'b', 'c'].map((code) => sodium.argon2id(code, salt, TINY)));
    expect(FakeWorker.instances).toHaveLength(1);
    const [worker] = FakeWorker.instances;
    expect(worker?.options).toEqual({ type: 'module' });
    expect(worker?.url.pathname).toMatch(/kdf\.worker\.ts$/);
    expect(worker?.received.map((r) => r.secret)).toEqual(['a', 'b', 'c']);
  });

  it('has the worker ready at idle, before the first derivation, which it then runs', async () => {
    const { deriveKey, isKdfWorkerReady, lastKdfSteps, prefetchCrypto } = await freshKdf();
    prefetchCrypto();
    expect(FakeWorker.instances).toHaveLength(1);
    expect(isKdfWorkerReady()).toBe(false);
    FakeWorker.instances[0]?.sayReady();
    expect(isKdfWorkerReady()).toBe(true);
    expect(await deriveKey('77777', salt, TINY)).toHaveLength(32);
    expect(FakeWorker.instances).toHaveLength(1);
    expect(FakeWorker.instances[0]?.received).toHaveLength(1);
    const steps = lastKdfSteps();
    expect(steps?.workerReady).not.toBeNull();
    expect(steps!.workerReady!).toBeLessThanOrEqual(steps!.posted);
    expect(steps!.start).toBeLessThanOrEqual(steps!.end);
  });

  it("warms the worker once per parameters, and says so in the next derivation's steps", async () => {
    const { deriveKey, lastKdfSteps, warmKdf } = await freshKdf();
    const params = { opsLimit: 2, memLimitBytes: 16 * 1024 * 1024 };
    warmKdf(params);
    warmKdf({ ...params });
    expect(FakeWorker.instances).toHaveLength(1);
    expect(FakeWorker.instances[0]?.warmUps).toEqual([{ warm: params }]);
    await vi.waitFor(async () => {
      await deriveKey('77777', salt, TINY);
      expect(lastKdfSteps()?.warmedUp).toBeTypeOf('number');
    });
    // A key ring with other parameters (an older one) gets its own warm-up.
    warmKdf({ ...params, opsLimit: 3 });
    expect(FakeWorker.instances[0]?.warmUps).toHaveLength(2);
  });

  it('does not warm up without a worker (it would stall this thread for nothing)', async () => {
    vi.stubGlobal('Worker', undefined);
    const { deriveKey, lastKdfSteps, warmKdf } = await freshKdf();
    warmKdf({ opsLimit: 2, memLimitBytes: 16 * 1024 * 1024 });
    expect(await deriveKey('77777', salt, TINY)).toHaveLength(32);
    expect(lastKdfSteps()).toBeNull();
  });

  it('derives in this thread when the worker prefetched at idle fails to load', async () => {
    const { deriveKey, isKdfWorkerReady, prefetchCrypto } = await freshKdf();
    prefetchCrypto();
    FakeWorker.instances[0]?.fail();
    expect(isKdfWorkerReady()).toBe(false);
    expect(FakeWorker.instances[0]?.terminated).toBe(true);
    const key = await deriveKey('77777', salt, TINY);
    expect(key).toEqual((await loadSodiumCrypto()).argon2id('77777', salt, TINY));
    expect(FakeWorker.instances).toHaveLength(1);
    expect(FakeWorker.instances[0]?.received).toHaveLength(0);
  });

  it('turns a worker error reply into a rejection', async () => {
    const { deriveKey } = await freshKdf();
    await expect(deriveKey('x', new Uint8Array(2), TINY)).rejects.toThrow(/salt/);
    expect(await deriveKey('x', salt, TINY)).toHaveLength(32);
  });

  it('falls back to this thread when the worker crashes', async () => {
    const { deriveKey } = await freshKdf();
    FakeWorker.crashNext = true;
    const keys = await Promise.all([deriveKey('a', salt, TINY), deriveKey('b', salt, TINY)]);
    expect(keys[1]).toEqual((await loadSodiumCrypto()).argon2id('b', salt, TINY));
    expect(FakeWorker.instances[0]?.terminated).toBe(true);
    expect(await deriveKey('c', salt, TINY)).toHaveLength(32);
    expect(FakeWorker.instances).toHaveLength(1);
  });
});

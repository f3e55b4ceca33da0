// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { sha256Pipes, IN_FLIGHT, type Sha256Worker } from './sha256Pipe';
import { sha256Service, type Sha256Request, type Sha256Response } from './sha256Protocol';
import { loadSodiumCrypto } from './sodium';
import type { SodiumCrypto } from './types';

let crypto: SodiumCrypto;
beforeAll(async () => {
  crypto = await loadSodiumCrypto();
});

/**
 * A worker in this thread: requests wait until `run()` answers them (as the real worker, in
 * order), so a test sees what the main thread does while the hash lags behind.
 */
function fakeWorker() {
  const queue: Sha256Request[] = [];
  const seen: Uint8Array[] = [];
  let terminated = false;
  const answer = sha256Service(crypto);
  const worker: Sha256Worker & { run(count?: number): void; fail(): void } = {
    onmessage: null,
    onerror: null,
    postMessage(message, transfer) {
      if (terminated) return;
      // Transferred, as the real one: the sender's copy is detached.
      const moved = structuredClone(message, { transfer });
      if ('bytes' in moved) seen.push(moved.bytes);
      queue.push(moved);
    },
    terminate: () => (terminated = true),
    run(count = Infinity) {
      for (let i = 0; i < count && queue.length; i++) {
        const response = answer(queue.shift()!);
        if (response) worker.onmessage?.({ data: response as Sha256Response });
      }
    },
    fail() {
      worker.onerror?.({ preventDefault: () => undefined });
    },
  };
  return { worker, seen };
}

const slices = [new TextEncoder().encode('one '), new Uint8Array(5000).fill(9), new Uint8Array()];

async function expectedHex(parts: Uint8Array[]): Promise<string> {
  const whole = Buffer.concat(parts);
  return Buffer.from(await globalThis.crypto.subtle.digest('SHA-256', whole)).toString('hex');
}

/** Resolves to true if `promise` settles within a few turns of the event loop. */
async function settles(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('the recording hash beside the seal', () => {
  it('hashes the whole plaintext in the worker, as sha256sum of the file would', async () => {
    const { worker, seen } = fakeWorker();
    const pipe = sha256Pipes(() => worker).start(crypto);
    const callerBytes = slices.map((s) => s.slice());
    for (const bytes of callerBytes) await pipe.update(bytes);
    const digest = pipe.digestHex();
    worker.run();
    expect(await digest).toBe(await expectedHex(slices));
    // The caller keeps its bytes; the worker's copies are wiped once hashed.
    expect(callerBytes.map((b) => Array.from(b))).toEqual(slices.map((s) => Array.from(s)));
    expect(seen[1]!.every((byte) => byte === 0)).toBe(true);
  });

  it('keeps two recordings apart', async () => {
    const { worker } = fakeWorker();
    const pipes = sha256Pipes(() => worker);
    const a = pipes.start(crypto);
    const b = pipes.start(crypto);
    await a.update(slices[0]!);
    await b.update(slices[1]!);
    await a.update(slices[1]!);
    const digests = [a.digestHex(), b.digestHex()];
    worker.run();
    expect(await Promise.all(digests)).toEqual([
      await expectedHex([slices[0]!, slices[1]!]),
      await expectedHex([slices[1]!]),
    ]);
  });

  it(`makes the recorder wait while ${IN_FLIGHT} slices are still being hashed`, async () => {
    const { worker } = fakeWorker();
    const pipe = sha256Pipes(() => worker).start(crypto);
    for (let i = 0; i < IN_FLIGHT; i++) expect(await settles(pipe.update(slices[1]!))).toBe(true);
    const next = pipe.update(slices[1]!);
    expect(await settles(next)).toBe(false);
    worker.run(1);
    expect(await settles(next)).toBe(true);
  });

  it('answers null when the worker is lost midway, and hashes later recordings here', async () => {
    const { worker } = fakeWorker();
    const pipes = sha256Pipes(() => worker);
    const pipe = pipes.start(crypto);
    for (let i = 0; i < IN_FLIGHT + 1; i++) void pipe.update(slices[1]!);
    const blocked = pipe.update(slices[1]!);
    worker.fail();
    expect(await settles(blocked)).toBe(true);
    expect(await pipe.digestHex()).toBeNull();
    expect(pipes.inWorker()).toBe(false);
    const later = pipes.start(crypto);
    await later.update(slices[0]!);
    expect(await later.digestHex()).toBe(await expectedHex([slices[0]!]));
  });

  it('hashes in this thread where there is no Worker', async () => {
    const pipes = sha256Pipes(() => undefined);
    const pipe = pipes.start(crypto);
    for (const bytes of slices) await pipe.update(bytes);
    expect(await pipe.digestHex()).toBe(await expectedHex(slices));
    expect(pipes.inWorker()).toBe(false);
  });
});

/**
 * startSha256(): the SHA-256 of an evidence recording, computed in a worker while the main thread
 * seals the same slices (./sha256.worker.ts). Sealing and hashing one after the other in one thread
 * reached about 120 MiB/s; side by side each runs at its own speed (issue 9 asks for 150).
 * The hash is still of the whole plaintext, in order (what `sha256sum` of the exported file says).
 * Where Worker does not exist (Node, vitest) or the worker cannot start, the hash runs in this
 * thread as before.
 */
import { type Sha256Request, type Sha256Response } from './sha256Protocol';
import type { SodiumCrypto } from './types';

export interface Sha256Pipe {
  /**
   * Hands a copy of `bytes` over now (so the order is the call order). Resolves once fewer than
   * IN_FLIGHT slices wait for the hash: the copies waiting stay few, so memory stays flat.
   */
  update(bytes: Uint8Array): Promise<void>;
  /**
   * The lowercase hex digest of everything handed over, or null when the worker was lost midway
   * (its state went with it; the caller hashes the stored item again instead).
   */
  digestHex(): Promise<string | null>;
  /** The recording was stopped by the wipe: the hash state is wiped, nothing is answered. */
  discard(): void;
}

/** What a worker is to this module (a fake in the tests). */
export interface Sha256Worker {
  onmessage: ((event: { data: Sha256Response }) => void) | null;
  onerror: ((event: { preventDefault(): void }) => void) | null;
  postMessage(message: Sha256Request, transfer: Transferable[]): void;
  terminate(): void;
}

/** Slices handed over and not yet hashed before update() makes the recorder wait. */
export const IN_FLIGHT = 4;

interface Listener {
  took(): void;
  done(hex: string | null): void;
}

export function sha256Pipes(spawn: () => Sha256Worker | undefined) {
  let worker: Sha256Worker | undefined;
  let unusable = false;
  let nextStream = 1;
  const listeners = new Map<number, Listener>();

  /** The worker failed to load or crashed: its streams lose their hash, later ones hash here. */
  const abandon = () => {
    worker?.terminate();
    worker = undefined;
    unusable = true;
    const lost = [...listeners.values()];
    listeners.clear();
    for (const listener of lost) listener.done(null);
  };

  const hashWorker = (): Sha256Worker | undefined => {
    if (worker || unusable) return worker;
    try {
      worker = spawn();
    } catch {
      worker = undefined;
    }
    if (!worker) {
      unusable = true;
      return undefined;
    }
    worker.onmessage = ({ data }) => {
      const listener = listeners.get(data.stream);
      if (!listener) return;
      if ('took' in data) return listener.took();
      listeners.delete(data.stream);
      listener.done('hex' in data ? data.hex : null);
    };
    worker.onerror = (event) => {
      event.preventDefault();
      abandon();
    };
    return worker;
  };

  function inThread(crypto: SodiumCrypto): Sha256Pipe {
    const hasher = crypto.sha256();
    let ended = false;
    return {
      update: (bytes) => {
        // After discard (the wipe) a slice still on its way is not hashed.
        if (!ended) hasher.update(bytes);
        return Promise.resolve();
      },
      digestHex: () => {
        if (ended) return Promise.resolve(null);
        ended = true;
        return Promise.resolve(hasher.digestHex());
      },
      discard: () => {
        if (!ended) hasher.digestHex();
        ended = true;
      },
    };
  }

  function inWorker(target: Sha256Worker): Sha256Pipe {
    const stream = nextStream++;
    let waiting = 0;
    let lost = false;
    const blocked: (() => void)[] = [];
    let settle: ((hex: string | null) => void) | undefined;
    const result = new Promise<string | null>((resolve) => (settle = resolve));
    listeners.set(stream, {
      took: () => {
        waiting -= 1;
        blocked.shift()?.();
      },
      done: (hex) => {
        lost = hex === null;
        for (const resume of blocked.splice(0)) resume();
        settle?.(hex);
      },
    });
    return {
      update: (bytes) => {
        if (lost || !listeners.has(stream)) return Promise.resolve();
        // A copy of our own to transfer: the caller keeps its bytes, the worker wipes this one.
        const copy = new Uint8Array(bytes);
        target.postMessage({ stream, bytes: copy }, [copy.buffer]);
        waiting += 1;
        if (waiting <= IN_FLIGHT) return Promise.resolve();
        return new Promise((resolve) => blocked.push(resolve));
      },
      digestHex: () => {
        if (listeners.has(stream)) target.postMessage({ stream, end: true }, []);
        return result;
      },
      discard: () => {
        if (!listeners.delete(stream)) return;
        target.postMessage({ stream, drop: true }, []);
        for (const resume of blocked.splice(0)) resume();
        settle?.(null);
      },
    };
  }

  return {
    start(crypto: SodiumCrypto): Sha256Pipe {
      const target = hashWorker();
      return target ? inWorker(target) : inThread(crypto);
    },
    /** Whether recordings hash in the worker (false: in this thread). */
    inWorker: () => hashWorker() !== undefined,
  };
}

const pipes = sha256Pipes(() =>
  typeof Worker === 'undefined'
    ? undefined
    : (new Worker(new URL('./sha256.worker.ts', import.meta.url), {
        type: 'module',
      }) as unknown as Sha256Worker),
);

/** A new recording's hash: in the worker where there is one, else in this thread. */
export const startSha256 = (crypto: SodiumCrypto): Sha256Pipe => pipes.start(crypto);

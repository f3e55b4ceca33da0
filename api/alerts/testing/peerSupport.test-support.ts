// Plumbing shared by the test peers (smtpSink, smsGateway, pushService): a record list that
// tests can wait on, the refusals a peer reports, and the node:http helpers of the HTTP peers.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const DEFAULT_WAIT_MS = 10_000;

/** Why a peer refused a request that broke its protocol (not an injected transient failure). */
export interface Refusal {
  status: number;
  reason: string;
  at: number;
}

interface Waiter<T> {
  matches: (item: T) => boolean;
  resolve: (item: T) => void;
  reject: (error: Error) => void;
}

const asError = (value: unknown): Error =>
  value instanceof Error ? value : new Error(String(value));

/** An append-only list; `waitFor` resolves with the first item, present or future, that matches. */
export class WaitList<T> {
  readonly items: T[] = [];
  readonly #noun: string;
  readonly #waiters = new Set<Waiter<T>>();

  constructor(noun: string) {
    this.#noun = noun;
  }

  add(item: T): void {
    this.items.push(item);
    for (const waiter of [...this.#waiters]) {
      try {
        if (waiter.matches(item)) waiter.resolve(item);
      } catch (error) {
        waiter.reject(asError(error));
      }
    }
  }

  waitFor(predicate: (item: T) => boolean, timeoutMs = DEFAULT_WAIT_MS): Promise<T> {
    try {
      const present = this.items.find(predicate);
      if (present !== undefined) return Promise.resolve(present);
    } catch (error) {
      return Promise.reject(asError(error));
    }
    return new Promise<T>((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        this.#waiters.delete(waiter);
      };
      const waiter: Waiter<T> = {
        matches: predicate,
        resolve: (item) => {
          settle();
          resolve(item);
        },
        reject: (error) => {
          settle();
          reject(error);
        },
      };
      const timer = setTimeout(() => {
        const seen = this.items.length;
        waiter.reject(new Error(`no ${this.#noun} matched within ${timeoutMs} ms (${seen} seen)`));
      }, timeoutMs);
      this.#waiters.add(waiter);
    });
  }

  /** Rejects every pending waitFor, so a test fails at once instead of at its timeout. */
  close(): void {
    for (const waiter of [...this.#waiters])
      waiter.reject(new Error(`the ${this.#noun} peer closed`));
  }
}

export function checkRate(rate: number): number {
  if (!(rate >= 0 && rate <= 1))
    throw new RangeError(`failRate must be within [0, 1], got ${rate}`);
  return rate;
}

/** Listens on 127.0.0.1 at a free port; resolves with the origin, e.g. http://127.0.0.1:41234. */
export function listenLocal(server: Server): Promise<string> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      resolve(`http://127.0.0.1:${port}`);
    });
  });
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Clients keep connections alive; without this close() would wait for them to time out.
    server.closeAllConnections();
  });
}

/** The whole body, or null when it is over `limit` bytes (it is still drained, to answer cleanly). */
export async function readBody(request: IncomingMessage, limit: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= limit) chunks.push(chunk);
  }
  return size > limit ? null : Buffer.concat(chunks);
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    ...headers,
  });
  response.end(text);
}

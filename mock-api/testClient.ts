// Test helper: starts msw/node around a suite and calls the API with global fetch.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { server } from './node';
import { resetMockState, snapshotState } from './state';
import type { MockStateOptions, MockStateSnapshot } from './state';

export const BASE = 'http://localhost';

export interface ApiResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  method?: string;
  /** Sent as JSON unless it is already a string (to send malformed bodies). */
  body?: unknown;
  key?: string;
  headers?: Record<string, string>;
}

export async function call<T = unknown>(
  path: string,
  opts: CallOptions = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  let body: string | undefined;
  if (opts.body !== undefined) {
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    headers['Content-Type'] = 'application/json';
  }
  if (opts.key !== undefined) headers['Idempotency-Key'] = opts.key;
  const method = opts.method ?? (body === undefined ? 'GET' : 'POST');
  const response = await fetch(`${BASE}${path}`, { method, body, headers, redirect: 'manual' });
  const text = await response.text();
  return {
    status: response.status,
    body: (text === '' ? null : JSON.parse(text)) as T,
    headers: response.headers,
  };
}

export const post = <T = unknown>(path: string, body: unknown, key?: string) =>
  call<T>(path, { method: 'POST', body, key });

export const del = <T = unknown>(path: string, key?: string) =>
  call<T>(path, { method: 'DELETE', key });

export const state = (): MockStateSnapshot => snapshotState();

/** Registers msw/node for the current test file and resets state before each test. */
export function setupMockApiSuite(opts: MockStateOptions = {}): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    resetMockState({ signedIn: true, paymentsAvailable: true, testHooks: false, ...opts });
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
}

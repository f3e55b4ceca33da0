// Test helper: starts msw/node around a suite and calls the API with global fetch.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { callApi, type ApiResult, type CallOptions } from '../api/testing/client.test-support';
import { server } from './node';
import { resetMockState, snapshotState } from './state';
import type { MockStateOptions, MockStateSnapshot } from './state';

export const BASE = 'http://localhost';

export type { ApiResult, CallOptions };

/** An API call through global fetch (msw/node answers it). */
export const call = <T = unknown>(path: string, opts: CallOptions = {}): Promise<ApiResult<T>> =>
  callApi<T>((p, init) => fetch(`${BASE}${p}`, init), path, opts);

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

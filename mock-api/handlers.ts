// MSW's handlers delegate every /api request to the one API implementation (api/app.ts) over the
// in-memory store of mock-api/state.ts: in the browser (browser.ts, development), in tests
// (node.ts). Production does not use MSW: server/ serves the same app from Node.
import { http } from 'msw';
import type { RequestHandler } from 'msw';
import { createApiApp } from '../api/app';
import type { ApiApp } from '../api/app';
import { createMemoryStore, newMemoryAccount } from '../api/store/memoryStore';
import type { Moderation, RateLimits } from '../api/options';
import { mockState, resetMockState, snapshotState } from './state';
import type { MockState } from './state';

let rateLimits: RateLimits | null = null;

/** Rate limits are off under MSW unless a test turns them on (until the next call). */
export function setMockRateLimits(limits: RateLimits | null): void {
  rateLimits = limits;
  built = null;
}

let moderation: { moderation: Moderation; operatorToken: string } | null = null;

/**
 * Every report is published at once under MSW unless a test holds them for review, with the
 * operator's token for /api/operator/* (until the next call).
 */
export function setMockModeration(value: { moderation: Moderation; operatorToken: string } | null) {
  moderation = value;
  built = null;
}

let built: { state: MockState; app: ApiApp } | null = null;

function appFor(state: MockState): ApiApp {
  if (built?.state === state) return built.app;
  const app = createApiApp({
    store: createMemoryStore(state.data),
    paymentsAvailable: () => mockState().paymentsAvailable,
    devAccount: {
      async id() {
        const current = mockState();
        // Deleted through /api/account/delete: the dev account starts again, empty.
        if (!current.data.accounts.has(current.id)) {
          Object.assign(current, newMemoryAccount(current.id, current.createdAt), { writes: {} });
          current.data.accounts.set(current.id, current);
        }
        return current.id;
      },
      signedIn: () => mockState().signedIn,
      setSignedIn: (signedIn) => {
        mockState().signedIn = signedIn;
      },
    },
    rateLimits,
    moderation: moderation?.moderation ?? null,
    operatorToken: moderation?.operatorToken ?? null,
    onApplied: (accountId, endpoint) => {
      const current = mockState();
      if (accountId === current.id) current.writes[endpoint] = (current.writes[endpoint] ?? 0) + 1;
    },
    testHooks: state.testHooks
      ? {
          snapshot: async () => snapshotState(),
          reset: async (opts) => snapshotState(resetMockState({ ...opts, testHooks: true })),
          setSignedIn: async (signedIn) => {
            mockState().signedIn = signedIn;
          },
        }
      : null,
  });
  built = { state, app };
  return app;
}

/** One catch-all: the Hono app answers every /api path, unknown ones with 404 JSON. */
export const handlers: RequestHandler[] = [
  http.all('*/api/*', ({ request }) => appFor(mockState()).fetch(request)),
  http.all('*/api', ({ request }) => appFor(mockState()).fetch(request)),
];

// MSW's side of the API: the in-memory store behind the one API implementation (api/), with a
// dev account that is signed in automatically (MSW cannot see navigations nor keep HttpOnly
// cookies). Tests read and arrange the dev account's records through mockState().
import type { CommunityReport, User } from '../api/contract';
import { emptyMemoryData, newMemoryAccount } from '../api/store/memoryStore';
import type { MemoryAccount, MemoryData } from '../api/store/memoryStore';
import type { IdempotencyEntry, StoredResult } from '../api/store/store';

export type { IdempotencyEntry, StoredResult };

/** The dev account's records plus the switches MSW's host keeps. */
export interface MockState extends MemoryAccount {
  user: User;
  /** Requests without a session act as the dev account while this is true. */
  signedIn: boolean;
  /** Public community reports (all accounts). */
  reports: CommunityReport[];
  /** Applied (state-changing) writes per endpoint of the dev account, e.g. `POST /api/journal`. */
  writes: Record<string, number>;
  paymentsAvailable: boolean;
  testHooks: boolean;
  /** Every account, sessions and rate-limit counters: the memory store's data. */
  data: MemoryData;
}

export interface MockStateOptions {
  /** Default: true, unless env MOCK_SIGNED_OUT=1. */
  signedIn?: boolean;
  /** Default: true, unless env MOCK_NO_PAYMENT_KEY=1. */
  paymentsAvailable?: boolean;
  /** Enables /api/__mock/*. Default: env MOCK_API_TEST_HOOKS=1. */
  testHooks?: boolean;
}

export const DEV_ACCOUNT_ID = 'user-1';
const DEV_CREATED_AT = '2026-01-01T00:00:00.000Z';

/** Reads an env flag in Node; always false in the browser. */
function envFlag(name: string): boolean {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
    ?.env;
  return env?.[name] === '1';
}

export function createMockState(opts: MockStateOptions = {}): MockState {
  const data = emptyMemoryData();
  const state: MockState = {
    ...newMemoryAccount(DEV_ACCOUNT_ID, DEV_CREATED_AT),
    user: { id: DEV_ACCOUNT_ID, createdAt: DEV_CREATED_AT },
    signedIn: opts.signedIn ?? !envFlag('MOCK_SIGNED_OUT'),
    reports: [],
    writes: {},
    paymentsAvailable: opts.paymentsAvailable ?? !envFlag('MOCK_NO_PAYMENT_KEY'),
    testHooks: opts.testHooks ?? envFlag('MOCK_API_TEST_HOOKS'),
    data,
  };
  // The state object is the dev account's record in the store, so tests see every change, and
  // its reports are the store's (a test may replace the list).
  data.accounts.set(DEV_ACCOUNT_ID, state);
  Object.defineProperty(state, 'reports', {
    enumerable: true,
    get: () => data.reports,
    set: (reports: CommunityReport[]) => {
      data.reports = reports;
    },
  });
  return state;
}

let current: MockState = createMockState();

/** The live state. Always call this rather than keeping a reference across a reset. */
export function mockState(): MockState {
  return current;
}

/** Replaces the whole state (every account, reports, idempotency keys) with a fresh one. */
export function resetMockState(opts: MockStateOptions = {}): MockState {
  current = createMockState(opts);
  return current;
}

/** Plain-JSON view of the dev account for the test hook (no idempotency internals). */
export function snapshotState(state: MockState = current) {
  return {
    signedIn: state.signedIn,
    user: state.user,
    subscription: state.subscription,
    usage: state.usage,
    journal: state.journal,
    watchlist: state.watchlist,
    reports: state.reports,
    checkins: state.checkins,
    writes: state.writes,
    idempotencyKeys: state.idempotency.size,
    paymentsAvailable: state.paymentsAvailable,
  };
}

export type MockStateSnapshot = ReturnType<typeof snapshotState>;

// The single user's in-memory server state. Global on purpose: the reference server has one user.
import type {
  Checkin,
  CommunityReport,
  JournalEntry,
  SubscriptionStatus,
  Usage,
  User,
  WatchlistItem,
} from './contract';

/** A stored answer to an idempotent request, replayed on a repeat with the same key. */
export interface StoredResult {
  status: number;
  body: unknown;
}

export interface IdempotencyEntry {
  /** Method, path and body of the first request that used the key. */
  fingerprint: string;
  result: StoredResult;
}

export interface MockState {
  user: User;
  signedIn: boolean;
  subscription: SubscriptionStatus;
  usage: Usage;
  /** Collections are kept newest first. */
  journal: JournalEntry[];
  watchlist: WatchlistItem[];
  reports: CommunityReport[];
  checkins: Checkin[];
  /** Applied (state-changing) writes per endpoint, e.g. `POST /api/journal`. */
  writes: Record<string, number>;
  idempotency: Map<string, IdempotencyEntry>;
  paymentsAvailable: boolean;
  testHooks: boolean;
}

export interface MockStateOptions {
  /** Default: true, unless env MOCK_SIGNED_OUT=1. */
  signedIn?: boolean;
  /** Default: true, unless env MOCK_NO_PAYMENT_KEY=1. */
  paymentsAvailable?: boolean;
  /** Enables /api/__mock/*. Default: env MOCK_API_TEST_HOOKS=1. */
  testHooks?: boolean;
}

export const DEFAULT_USER: User = {
  id: 'user-1',
  firstName: 'Alex',
  email: 'alex@example.com',
};

/** Reads an env flag in Node; always false in the browser. */
function envFlag(name: string): boolean {
  const env = (globalThis as { process?: { env?: Record<string, string | undefined> } }).process
    ?.env;
  return env?.[name] === '1';
}

export function createMockState(opts: MockStateOptions = {}): MockState {
  return {
    user: { ...DEFAULT_USER },
    signedIn: opts.signedIn ?? !envFlag('MOCK_SIGNED_OUT'),
    subscription: { status: 'free', plan: 'free', trialEnd: null, friendAccess: false },
    usage: { audio: 0, photo: 0, video: 0, total: 0 },
    journal: [],
    watchlist: [],
    reports: [],
    checkins: [],
    writes: {},
    idempotency: new Map(),
    paymentsAvailable: opts.paymentsAvailable ?? !envFlag('MOCK_NO_PAYMENT_KEY'),
    testHooks: opts.testHooks ?? envFlag('MOCK_API_TEST_HOOKS'),
  };
}

let current: MockState = createMockState();

/** The live state. Always call this rather than keeping a reference across a reset. */
export function mockState(): MockState {
  return current;
}

/** Replaces the whole state (records, usage, subscription, idempotency keys) with a fresh one. */
export function resetMockState(opts: MockStateOptions = {}): MockState {
  current = createMockState(opts);
  return current;
}

export function countWrite(endpoint: string): void {
  current.writes[endpoint] = (current.writes[endpoint] ?? 0) + 1;
}

/** Plain-JSON view of the state for the test hook (no idempotency internals). */
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

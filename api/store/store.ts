// The storage interface the API is written against. Three implementations: memoryStore.ts (MSW in
// development and unit tests), and sql/sqlStore.ts over PGlite (embedded, `npm start`) or
// PostgreSQL (`DATABASE_URL`), which share one schema and one set of migrations.
import type {
  Checkin,
  CommunityReport,
  JournalEntry,
  ReportReview,
  SubscriptionStatus,
  Usage,
  UsageActionType,
  WatchlistItem,
} from '../contract';

/** The per-account record collections; each is listed newest first. */
export interface RecordKinds {
  checkin: Checkin;
  watchlist: WatchlistItem;
  journal: JournalEntry;
}
export type RecordKind = keyof RecordKinds;

export interface AccountRow {
  id: string;
  createdAt: string;
  /** SHA-256 (hex) of the account secret; null until credentials were issued. */
  secretHash: string | null;
}

export interface StoredReport {
  report: CommunityReport;
  review: ReportReview;
}

/** A stored answer to an idempotent request, replayed on a repeat with the same key. */
export interface StoredResult {
  status: number;
  body: unknown;
}

export interface IdempotencyEntry {
  /** SHA-256 (hex) of the method, path and body of the first request that used the key. */
  fingerprint: string;
  result: StoredResult;
}

/** Thrown by putIdempotent when another request stored the same key first. */
export class IdempotencyRaceError extends Error {
  override readonly name = 'IdempotencyRaceError';
}

/** The rate-limit counters a request adds to before it is served (api/context.ts). */
export interface RequestCount {
  /** Buckets the caller named (the hashed address), counted in any case. */
  buckets: readonly string[];
  /**
   * The session's account bucket, counted only when the session is valid. Its name is
   * `${prefix}` + hex SHA-256 of `${window}:${accountId}`: the account id is never stored as such.
   */
  account: { prefix: string; window: number } | null;
  /** Stored with the counters: they are dropped once it has passed (the oldest window). */
  windowStart: number;
}

export interface OpenedRequest {
  accountId: string | null;
  /** Count so far of each of `count.buckets`, in order. */
  counts: number[];
  /** Count so far of the account bucket; null when it was not counted. */
  accountCount: number | null;
}

/** Every operation, scoped by account id where the data belongs to one account. */
export interface StoreOps {
  createAccount(id: string, createdAt: string): Promise<void>;
  getAccount(id: string): Promise<AccountRow | null>;
  setSecretHash(id: string, secretHash: string): Promise<void>;
  /** Deletes the account and everything it owns: records, sessions, idempotency keys. */
  deleteAccount(id: string): Promise<void>;

  createSession(tokenHash: string, accountId: string, expiresAt: string): Promise<void>;
  /** The session's account id, or null when unknown or expired at `now`. */
  findSession(tokenHash: string, now: string): Promise<string | null>;
  deleteSession(tokenHash: string): Promise<void>;
  /** Moves a live session's expiry to `expiresAt`. */
  renewSession(tokenHash: string, expiresAt: string): Promise<void>;

  listRecords<K extends RecordKind>(accountId: string, kind: K): Promise<RecordKinds[K][]>;
  findRecord<K extends RecordKind>(
    accountId: string,
    kind: K,
    id: string,
  ): Promise<RecordKinds[K] | null>;
  insertRecord<K extends RecordKind>(
    accountId: string,
    kind: K,
    record: RecordKinds[K],
  ): Promise<void>;
  /** False when the account has no such record. */
  deleteRecord(accountId: string, kind: RecordKind, id: string): Promise<boolean>;

  /**
   * Community reports carry no account id: they are public and outlive the account. A report is
   * stored `pending` (held for an operator) or `published`; only published ones are listed.
   */
  listReports(): Promise<CommunityReport[]>;
  findReport(id: string): Promise<StoredReport | null>;
  insertReport(report: CommunityReport, review: 'pending' | 'published'): Promise<void>;
  /** The reports held for review, oldest first (at most `limit`). */
  listHeldReports(limit: number): Promise<CommunityReport[]>;
  /** Where each known report of `ids` stands; unknown ids are left out. */
  reportReviews(ids: readonly string[]): Promise<Record<string, ReportReview>>;
  /**
   * An operator's decision on a held report: published, or rejected (its text is then erased).
   * False when no report with that id is held.
   */
  decideReport(id: string, decision: 'published' | 'rejected'): Promise<boolean>;

  getSubscription(accountId: string): Promise<SubscriptionStatus>;
  setSubscription(accountId: string, subscription: SubscriptionStatus): Promise<void>;
  /**
   * Records that a paid checkout session was applied to the account; false when it was already
   * (a webhook delivered twice) or the account no longer exists.
   */
  claimPaymentSession(sessionId: string, accountId: string, at: string): Promise<boolean>;
  getUsage(accountId: string): Promise<Usage>;
  addUsage(accountId: string, actionType: UsageActionType): Promise<Usage>;

  /** The entry stored for the key at `notBefore` or later (older ones have expired). */
  getIdempotent(
    accountId: string,
    key: string,
    notBefore: string,
  ): Promise<IdempotencyEntry | null>;
  /**
   * Stores the entry (over an expired one). Throws IdempotencyRaceError when a live entry is
   * already stored for the key.
   */
  putIdempotent(
    accountId: string,
    key: string,
    entry: IdempotencyEntry,
    createdAt: string,
    notBefore: string,
  ): Promise<void>;
  /** What the account keeps in records: how many, and their size in bytes. */
  recordUsage(accountId: string): Promise<{ count: number; bytes: number }>;
  /** Deletes every idempotency entry stored before `before`, of any account. */
  pruneIdempotency(before: string): Promise<void>;

  /**
   * The start of every request, in one round trip: the session's account (null when the hash is
   * null, unknown or expired at `now`) and one hit counted in each bucket of `count`.
   */
  openRequest(tokenHash: string | null, now: string, count: RequestCount): Promise<OpenedRequest>;

  /** Counts one hit per bucket in a fixed window; returns each bucket's count so far, in order. */
  hitRateLimits(buckets: readonly string[], windowStart: number): Promise<number[]>;
  /** Drops counters of windows that ended before `windowStart`. */
  pruneRateLimits(windowStart: number): Promise<void>;
}

export interface ApiStore extends StoreOps {
  /** Runs `fn` atomically: all its writes land, or none (a crash in between leaves nothing). */
  transaction<T>(fn: (tx: StoreOps) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Rewrites the tables that held a deleted account's data, so its rows are no longer in the
   * table files (VACUUM FULL; the embedded store only: on a PostgreSQL server that lock is the
   * operator's to schedule, docs/DEPLOY.md). Resolves when done; never run inside a transaction.
   */
  compact(): Promise<void>;
  /** Test hooks only: forgets every account, session, report and counter. */
  deleteEverything(): Promise<void>;
}

export const FREE_SUBSCRIPTION: SubscriptionStatus = {
  status: 'free',
  plan: 'free',
  trialEnd: null,
  friendAccess: false,
};

export const NO_USAGE: Usage = { audio: 0, photo: 0, video: 0, total: 0 };

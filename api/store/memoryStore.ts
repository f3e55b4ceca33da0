// The in-memory store: MSW's handlers in development and unit tests. Plain objects, so a test can
// read or arrange an account's records directly (mock-api/state.ts exposes the dev account).
import type { CommunityReport, ReportReview, SubscriptionStatus, Usage } from '../contract';
import { sha256Hex } from '../secrets';
import { FREE_SUBSCRIPTION, IdempotencyRaceError, NO_USAGE } from './store';
import type {
  AccountRow,
  ApiStore,
  IdempotencyEntry,
  RecordKind,
  RecordKinds,
  RequestCount,
  StoreOps,
} from './store';

export interface MemoryAccount extends AccountRow {
  subscription: SubscriptionStatus;
  usage: Usage;
  checkins: RecordKinds['checkin'][];
  watchlist: RecordKinds['watchlist'][];
  journal: RecordKinds['journal'][];
  idempotency: Map<string, { entry: IdempotencyEntry; createdAt: string }>;
  /** Paid checkout sessions already applied (POST /api/payments/webhook). */
  paymentSessions: Set<string>;
}

export interface MemoryData {
  accounts: Map<string, MemoryAccount>;
  sessions: Map<string, { accountId: string; expiresAt: string }>;
  /** Newest first, held ones included. */
  reports: CommunityReport[];
  /** Reports that are not published, by id (a report missing here is published). */
  reportReviews: Map<string, Exclude<ReportReview, 'published'>>;
  rateLimits: Map<string, number>;
}

export function newMemoryAccount(id: string, createdAt: string): MemoryAccount {
  return {
    id,
    createdAt,
    secretHash: null,
    subscription: { ...FREE_SUBSCRIPTION },
    usage: { ...NO_USAGE },
    checkins: [],
    watchlist: [],
    journal: [],
    idempotency: new Map(),
    paymentSessions: new Set(),
  };
}

export function emptyMemoryData(): MemoryData {
  return {
    accounts: new Map(),
    sessions: new Map(),
    reports: [],
    reportReviews: new Map(),
    rateLimits: new Map(),
  };
}

const LISTS: { [K in RecordKind]: (a: MemoryAccount) => RecordKinds[K][] } = {
  checkin: (a) => a.checkins,
  watchlist: (a) => a.watchlist,
  journal: (a) => a.journal,
};

class MemoryStore implements ApiStore {
  /** Transactions run one after another, so check-then-write cannot interleave. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly data: MemoryData) {}

  private account(id: string): MemoryAccount {
    const account = this.data.accounts.get(id);
    if (!account) throw new Error('No such account');
    return account;
  }

  async createAccount(id: string, createdAt: string) {
    this.data.accounts.set(id, newMemoryAccount(id, createdAt));
  }
  async getAccount(id: string) {
    const account = this.data.accounts.get(id);
    return account ? { id, createdAt: account.createdAt, secretHash: account.secretHash } : null;
  }
  async setSecretHash(id: string, secretHash: string) {
    this.account(id).secretHash = secretHash;
  }
  async deleteAccount(id: string) {
    this.data.accounts.delete(id);
    for (const [hash, session] of this.data.sessions) {
      if (session.accountId === id) this.data.sessions.delete(hash);
    }
  }

  async createSession(tokenHash: string, accountId: string, expiresAt: string) {
    this.data.sessions.set(tokenHash, { accountId, expiresAt });
  }
  async findSession(tokenHash: string, now: string) {
    const session = this.data.sessions.get(tokenHash);
    if (!session || session.expiresAt <= now) return null;
    return this.data.accounts.has(session.accountId) ? session.accountId : null;
  }
  async deleteSession(tokenHash: string) {
    this.data.sessions.delete(tokenHash);
  }
  async renewSession(tokenHash: string, expiresAt: string) {
    const session = this.data.sessions.get(tokenHash);
    if (session) session.expiresAt = expiresAt;
  }

  async listRecords<K extends RecordKind>(accountId: string, kind: K) {
    return [...LISTS[kind](this.account(accountId))];
  }
  async findRecord<K extends RecordKind>(accountId: string, kind: K, id: string) {
    return LISTS[kind](this.account(accountId)).find((r) => r.id === id) ?? null;
  }
  async insertRecord<K extends RecordKind>(accountId: string, kind: K, record: RecordKinds[K]) {
    LISTS[kind](this.account(accountId)).unshift(record);
  }
  async deleteRecord(accountId: string, kind: RecordKind, id: string) {
    const list: { id: string }[] = LISTS[kind](this.account(accountId));
    const index = list.findIndex((r) => r.id === id);
    if (index === -1) return false;
    list.splice(index, 1);
    return true;
  }

  private reviewOf(id: string): ReportReview {
    return this.data.reportReviews.get(id) ?? 'published';
  }
  async listReports() {
    return this.data.reports.filter((r) => this.reviewOf(r.id) === 'published');
  }
  async findReport(id: string) {
    const report = this.data.reports.find((r) => r.id === id);
    return report ? { report: { ...report }, review: this.reviewOf(id) } : null;
  }
  async insertReport(report: CommunityReport, review: 'pending' | 'published') {
    this.data.reports.unshift(report);
    if (review === 'pending') this.data.reportReviews.set(report.id, 'pending');
  }
  async listHeldReports(limit: number) {
    return this.data.reports
      .filter((r) => this.reviewOf(r.id) === 'pending')
      .reverse()
      .slice(0, limit);
  }
  async reportReviews(ids: readonly string[]) {
    const known = new Set(this.data.reports.map((r) => r.id));
    return Object.fromEntries(
      ids.filter((id) => known.has(id)).map((id) => [id, this.reviewOf(id)]),
    );
  }
  async decideReport(id: string, decision: 'published' | 'rejected') {
    const report = this.data.reports.find((r) => r.id === id);
    if (!report || this.reviewOf(id) !== 'pending') return false;
    if (decision === 'published') {
      this.data.reportReviews.delete(id);
    } else {
      this.data.reportReviews.set(id, 'rejected');
      report.description = '';
    }
    return true;
  }

  async getSubscription(accountId: string) {
    return { ...this.account(accountId).subscription };
  }
  async setSubscription(accountId: string, subscription: SubscriptionStatus) {
    this.account(accountId).subscription = { ...subscription };
  }
  async claimPaymentSession(sessionId: string, accountId: string) {
    const account = this.data.accounts.get(accountId);
    if (!account) return false;
    // Session ids are the provider's, unique across accounts.
    for (const other of this.data.accounts.values()) {
      if (other.paymentSessions.has(sessionId)) return false;
    }
    account.paymentSessions.add(sessionId);
    return true;
  }
  async getUsage(accountId: string) {
    return { ...this.account(accountId).usage };
  }
  async addUsage(accountId: string, actionType: keyof Omit<Usage, 'total'>) {
    const account = this.account(accountId);
    const usage = { ...account.usage };
    usage[actionType] += 1;
    usage.total += 1;
    account.usage = usage;
    return { ...usage };
  }

  async getIdempotent(accountId: string, key: string, notBefore: string) {
    const stored = this.account(accountId).idempotency.get(key);
    return stored && stored.createdAt >= notBefore ? stored.entry : null;
  }
  async putIdempotent(
    accountId: string,
    key: string,
    entry: IdempotencyEntry,
    createdAt: string,
    notBefore: string,
  ) {
    const map = this.account(accountId).idempotency;
    const stored = map.get(key);
    if (stored && stored.createdAt >= notBefore) throw new IdempotencyRaceError();
    map.set(key, { entry, createdAt });
  }
  async recordUsage(accountId: string) {
    const account = this.account(accountId);
    const lists = [account.journal, account.watchlist, account.checkins] as unknown[][];
    const all = lists.flat();
    return {
      count: all.length,
      bytes: all.reduce<number>((n, r) => n + JSON.stringify(r).length, 0),
    };
  }
  async pruneIdempotency(before: string) {
    for (const account of this.data.accounts.values()) {
      for (const [key, stored] of account.idempotency) {
        if (stored.createdAt < before) account.idempotency.delete(key);
      }
    }
  }

  async openRequest(tokenHash: string | null, now: string, count: RequestCount) {
    const accountId = tokenHash === null ? null : await this.findSession(tokenHash, now);
    const buckets = [...count.buckets];
    if (accountId !== null && count.account) {
      const { prefix, window } = count.account;
      buckets.push(`${prefix}${await sha256Hex(`${window}:${accountId}`)}`);
    }
    const counts = await this.hitRateLimits(buckets, count.windowStart);
    const accountCount = counts.length > count.buckets.length ? (counts.pop() ?? null) : null;
    return { accountId, counts, accountCount };
  }

  async hitRateLimits(buckets: readonly string[], windowStart: number) {
    return buckets.map((bucket) => {
      const id = `${windowStart}:${bucket}`;
      const count = (this.data.rateLimits.get(id) ?? 0) + 1;
      this.data.rateLimits.set(id, count);
      return count;
    });
  }
  async pruneRateLimits(windowStart: number) {
    for (const id of this.data.rateLimits.keys()) {
      if (Number(id.slice(0, id.indexOf(':'))) < windowStart) this.data.rateLimits.delete(id);
    }
  }

  transaction<T>(fn: (tx: StoreOps) => Promise<T>): Promise<T> {
    const run = this.queue.then(() => fn(this));
    this.queue = run.catch(() => undefined);
    return run;
  }

  async close() {}
  async compact() {}

  async deleteEverything() {
    this.data.accounts.clear();
    this.data.sessions.clear();
    this.data.reports.length = 0;
    this.data.reportReviews.clear();
    this.data.rateLimits.clear();
  }
}

export function createMemoryStore(data: MemoryData = emptyMemoryData()): ApiStore {
  return new MemoryStore(data);
}

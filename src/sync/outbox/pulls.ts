import { getQuery } from '../apiClient';
import {
  openFromServer,
  type CheckIn,
  type CommunityReport,
  type JournalEntry,
  type SubscriptionCache,
  type UsageCache,
  type VaultDatabase,
  type WatchlistItem,
} from '../../vault';
import { idOfResource, kindOfResource, PATHS } from './kinds';
import { readQueue } from './queue';
import { settleReviews } from './reviews';

/**
 * Pulls: the GET lists of spec §7 merged into the vault, which stays the only thing the UI reads.
 * Lists only add what the device lacks: a record the device has is the device's (it made it),
 * and a record with a call still queued is left alone, so a pull never brings back something the
 * user deleted. The scheduler runs pulls only while no call is in flight, so a list can never
 * predate a delivery it is merged after.
 */
export type PullKind =
  'journal' | 'watchlist' | 'communityReports' | 'checkins' | 'subscription' | 'usage';
export const PULL_KINDS: readonly PullKind[] = [
  'journal',
  'watchlist',
  'communityReports',
  'checkins',
  'subscription',
  'usage',
];

export interface PullOptions {
  fetch: typeof fetch;
  baseUrl: string;
  signal: AbortSignal;
  now: () => number;
}

type ListTable = 'journal' | 'watchlist' | 'communityReports' | 'checkins';
type Row = Record<string, unknown>;
const text = (value: unknown): value is string => typeof value === 'string';
const timeOf = (value: unknown, fallback: number) => (text(value) && Date.parse(value)) || fallback;

/** Opens a sealed server copy bound to "<kind>:<id>"; null for anything this vault did not seal. */
const opened = (value: unknown, ad: string) =>
  text(value) ? openFromServer(value, ad) : Promise.resolve(null);

/**
 * Only copies this vault sealed open; anything else (plain text, another key, a copy moved to
 * another record) is not imported. Community reports stay plain: others must read them.
 */
async function toJournal(row: Row, now: number): Promise<JournalEntry | null> {
  if (!text(row.id)) return null;
  const content = await opened(row.content, `journal:${row.id}`);
  return content === null ? null : { id: row.id, content, createdAt: timeOf(row.createdAt, now) };
}

async function toWatchlistItem(
  row: Row,
  now: number,
  index: number,
): Promise<WatchlistItem | null> {
  if (!text(row.id)) return null;
  const name = await opened(row.name, `watchlist:${row.id}`);
  return name === null ? null : { id: row.id, name, createdAt: now - index };
}

async function toCheckIn(row: Row, now: number): Promise<CheckIn | null> {
  if (!text(row.id) || (row.status !== 'safe' && row.status !== 'help')) return null;
  const location = await opened(row.location, `checkin:${row.id}`);
  if (location === null) return null;
  return { id: row.id, status: row.status, location, createdAt: timeOf(row.createdAt, now) };
}

const CONVERT: { [T in ListTable]: (row: Row, now: number, index: number) => unknown } = {
  journal: (row, now) => toJournal(row, now),
  watchlist: (row, now, index) => toWatchlistItem(row, now, index),
  communityReports: (row, now): CommunityReport | null =>
    text(row.id) && text(row.category) && text(row.description)
      ? {
          id: row.id,
          category: row.category as CommunityReport['category'],
          description: row.description,
          createdAt: timeOf(row.createdAt, now),
        }
      : null,
  checkins: (row, now) => toCheckIn(row, now),
};

async function mergeList(
  db: VaultDatabase,
  table: ListTable,
  rows: Row[],
  now: number,
): Promise<void> {
  const converted = await Promise.all(rows.map((row, index) => CONVERT[table](row, now, index)));
  const records = converted.filter((r): r is { id: string } => r !== null);
  const store = db.table<{ id: string }, string>(table);
  await db.transaction('rw', [store, db.outbox], async () => {
    const queued = new Set(
      (await readQueue(db))
        .filter((e) => kindOfResource(e.resource) === table)
        .map((e) => idOfResource(e.resource)),
    );
    const present = new Set((await store.toCollection().primaryKeys()).map(String));
    await store.bulkAdd(records.filter((r) => !present.has(r.id) && !queued.has(r.id)));
  });
}

/** Usage: the server's counts plus the track-usage calls not delivered yet. */
async function mergeUsage(db: VaultDatabase, server: Row): Promise<void> {
  const count = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? value : 0;
  await db.transaction('rw', [db.usage, db.outbox], async () => {
    const usage: UsageCache = {
      id: 'usage',
      audio: count(server.audio),
      photo: count(server.photo),
      video: count(server.video),
      total: count(server.total),
    };
    for (const entry of await readQueue(db)) {
      const type = (entry.body as { actionType?: unknown } | undefined)?.actionType;
      if (kindOfResource(entry.resource) !== 'usage' || entry.state !== 'pending') continue;
      if (type === 'audio' || type === 'photo' || type === 'video') {
        usage[type] += 1;
        usage.total += 1;
      }
    }
    await db.usage.put(usage);
  });
}

async function mergeSubscription(db: VaultDatabase, server: Row): Promise<void> {
  if (server.status !== 'free' && server.status !== 'active') return;
  const status: SubscriptionCache = {
    id: 'status',
    status: server.status,
    plan: (text(server.plan) ? server.plan : 'free') as SubscriptionCache['plan'],
    trialEnd: text(server.trialEnd) ? server.trialEnd : null,
    friendAccess: server.friendAccess === true,
    periodEnd: text(server.periodEnd) ? server.periodEnd : null,
  };
  await db.subscription.put(status);
}

const GET_PATH: Record<PullKind, string> = {
  ...PATHS,
  subscription: '/api/subscription/status',
  usage: '/api/subscription/usage',
};

/** One pull. Throws what getQuery throws (ApiError, network errors); the scheduler sorts them. */
export async function pull(db: VaultDatabase, kind: PullKind, options: PullOptions): Promise<void> {
  const body = await getQuery<unknown>([options.baseUrl + GET_PATH[kind]], options);
  const now = options.now();
  if (kind === 'subscription' || kind === 'usage') {
    if (typeof body !== 'object' || body === null) return;
    await (kind === 'usage' ? mergeUsage(db, body as Row) : mergeSubscription(db, body as Row));
    return;
  }
  if (!Array.isArray(body)) return;
  const rows = body.filter((r): r is Row => typeof r === 'object' && r !== null);
  await mergeList(db, kind, rows, now);
  if (kind === 'communityReports') {
    await settleReviews(db, new Set(rows.map((r) => r.id).filter(text)), options);
  }
}

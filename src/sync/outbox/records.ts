import type {
  CommunityReportRequest,
  TrackUsageRequest,
  WatchlistRequest,
} from '../../../api/contract';
import {
  getVaultDatabase,
  isQuotaError,
  newId,
  sealForServer,
  VaultLockedError,
  type CommunityReport,
  type UsageCache,
  type WatchlistItem,
} from '../../vault';
import { PATHS, resourceOf } from './kinds';
import { enqueue, enqueueDelete } from './queue';
import { notifyOutbox } from './lifecycle';

/**
 * The local-first writes of spec §7 whose features have no repository yet (Tools' watchlist,
 * Community's reports, Subscription's usage): each writes the record and queues its call in one
 * transaction. When those features arrive, their repositories call these (or move them).
 */
export type SyncedWriteFailure = 'locked' | 'quota';
export type SyncedWrite<T> =
  { ok: true; value: T } | { ok: false; reason: 'empty' | SyncedWriteFailure };

async function guarded<T>(write: () => Promise<T>): Promise<SyncedWrite<T>> {
  try {
    const value = await write();
    notifyOutbox();
    return { ok: true, value };
  } catch (error) {
    if (error instanceof VaultLockedError) return { ok: false, reason: 'locked' };
    if (isQuotaError(error)) return { ok: false, reason: 'quota' };
    throw error;
  }
}

export function addWatchlistItem(name: string): Promise<SyncedWrite<WatchlistItem>> {
  const trimmed = name.trim();
  if (trimmed === '') return Promise.resolve({ ok: false, reason: 'empty' });
  return guarded(async () => {
    const db = getVaultDatabase();
    const item: WatchlistItem = { id: newId(), name: trimmed, createdAt: Date.now() };
    // The server keeps the name only sealed (like the journal's copy); the vault keeps it plain.
    const name = await sealForServer(item.name, `watchlist:${item.id}`);
    await db.transaction('rw', [db.watchlist, db.outbox], async () => {
      await db.watchlist.add(item);
      const body: WatchlistRequest = { id: item.id, name };
      await enqueue(db, {
        method: 'POST',
        path: PATHS.watchlist,
        body,
        resource: resourceOf('watchlist', item.id),
      });
    });
    return item;
  });
}

export function deleteWatchlistItem(id: string): Promise<SyncedWrite<void>> {
  return guarded(async () => {
    const db = getVaultDatabase();
    await db.transaction('rw', [db.watchlist, db.outbox], async () => {
      if ((await db.watchlist.get(id)) === undefined) return;
      await db.watchlist.delete(id);
      await enqueueDelete(db, {
        path: `${PATHS.watchlist}/${encodeURIComponent(id)}`,
        resource: resourceOf('watchlist', id),
      });
    });
  });
}

export function addCommunityReport(
  category: CommunityReport['category'],
  description: string,
): Promise<SyncedWrite<CommunityReport>> {
  const text = description.trim();
  if (text === '') return Promise.resolve({ ok: false, reason: 'empty' });
  return guarded(async () => {
    const db = getVaultDatabase();
    const report: CommunityReport = {
      id: newId(),
      category,
      description: text,
      createdAt: Date.now(),
      // Never shown as public until the server says so (outbox/reviews.ts).
      review: 'unsent',
    };
    await db.transaction('rw', [db.communityReports, db.outbox], async () => {
      await db.communityReports.add(report);
      const body: CommunityReportRequest = { id: report.id, category, description: text };
      await enqueue(db, {
        method: 'POST',
        path: PATHS.communityReports,
        body,
        resource: resourceOf('communityReports', report.id),
      });
    });
    return report;
  });
}

/** Counts a recording or photo locally and tells the server (its count is rebuilt on pull). */
export function trackUsage(
  actionType: 'audio' | 'photo' | 'video',
): Promise<SyncedWrite<UsageCache>> {
  return guarded(async () => {
    const db = getVaultDatabase();
    return db.transaction('rw', [db.usage, db.outbox], async () => {
      const current = await db.usage.get('usage');
      const usage: UsageCache = { id: 'usage', audio: 0, photo: 0, video: 0, total: 0, ...current };
      usage[actionType] += 1;
      usage.total += 1;
      await db.usage.put(usage);
      // Each call is its own resource: counts have no order to keep.
      await enqueue(db, {
        method: 'POST',
        path: PATHS.usage,
        body: { actionType } satisfies TrackUsageRequest,
        resource: resourceOf('usage', newId()),
      });
      return usage;
    });
  });
}

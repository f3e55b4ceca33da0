import { enqueue, notifyOutbox, PATHS, resourceOf } from '../../../sync/outbox';
import {
  getVaultDatabase,
  newId,
  type SubscriptionCache,
  type UsageCache,
  type VaultDatabase,
} from '../../../vault';

/** Spec §5 and §9: while the subscription is not active, audio 2, photo 2, video 1. */
export const FREE_LIMITS = { audio: 2, photo: 2, video: 1 } as const;
export type UsageKind = keyof typeof FREE_LIMITS;

const EMPTY_USAGE: UsageCache = { id: 'usage', audio: 0, photo: 0, video: 0, total: 0 };

/** Friend access, the unlimited plan, or an active paid plan or trial: no limits (spec §4). */
export function isUnlimited(
  subscription: SubscriptionCache | undefined,
  now = Date.now(),
): boolean {
  if (!subscription) return false;
  if (subscription.friendAccess || subscription.plan === 'unlimited') return true;
  if (subscription.status !== 'active' || subscription.plan === 'free') return false;
  // A trial or a paid plan ends at its date (a paid plan cached without one runs on).
  const end = subscription.plan === 'trial' ? subscription.trialEnd : subscription.periodEnd;
  if (subscription.plan !== 'trial' && !end) return true;
  return Boolean(end) && new Date(end!).getTime() > now;
}

/** Screen recordings count as video: the spec's usage knows only audio, photo and video. */
export function usageKindOf(kind: 'audio' | 'video' | 'screen' | 'photo'): UsageKind {
  return kind === 'screen' ? 'video' : kind;
}

export function reachedLimit(
  kind: UsageKind,
  usage: UsageCache | undefined,
  subscription: SubscriptionCache | undefined,
): boolean {
  if (isUnlimited(subscription)) return false;
  return (usage?.[kind] ?? 0) >= FREE_LIMITS[kind];
}

/** Reads the cached usage and plan; whether this capture is still allowed. */
export async function canCapture(kind: UsageKind): Promise<boolean> {
  const db = getVaultDatabase();
  const [usage, subscription] = await Promise.all([
    db.usage.get('usage'),
    db.subscription.get('status'),
  ]);
  return !reachedLimit(kind, usage, subscription);
}

/**
 * Counts one capture locally and queues POST /api/subscription/track-usage in the same
 * transaction, so the count and the call never disagree after a crash.
 */
export async function trackUsage(kind: UsageKind, db: VaultDatabase = getVaultDatabase()) {
  await db.transaction('rw', [db.usage, db.outbox], async () => {
    const usage = (await db.usage.get('usage')) ?? EMPTY_USAGE;
    await db.usage.put({ ...usage, [kind]: usage[kind] + 1, total: usage.total + 1 });
    await enqueue(db, {
      method: 'POST',
      path: PATHS.usage,
      body: { actionType: kind },
      resource: resourceOf('usage', newId()),
    });
  });
  notifyOutbox();
}

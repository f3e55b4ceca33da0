import type { SubscriptionCache, UsageCache } from '../../vault';

/**
 * The free tier's limits and the four subscription views (spec §4, §5, §9), as pure functions:
 * the panel, the evidence recorder and the tests all read the same rules.
 */
export type CaptureKind = 'audio' | 'photo' | 'video';
export type Usage = Omit<UsageCache, 'id'>;
export type Subscription = Omit<SubscriptionCache, 'id'>;

export const FREE_LIMITS: Readonly<Record<CaptureKind, number>> = { audio: 2, photo: 2, video: 1 };
/** The upgrade prompt shows at this total while not paid (spec §9). */
export const LIMIT_PROMPT_TOTAL = 5;

export const FREE_SUBSCRIPTION: Subscription = {
  status: 'free',
  plan: 'free',
  trialEnd: null,
  friendAccess: false,
};
export const NO_USAGE: Usage = { audio: 0, photo: 0, video: 0, total: 0 };

export type SubscriptionView = 'friend' | 'trial' | 'premium' | 'limit' | 'free';

/** A plan's end date has passed (the server says so too, at the next pull). */
function hasEnded(end: string | null | undefined, now: number): boolean {
  if (!end) return false;
  const at = new Date(end).getTime();
  return !(at > now);
}

/**
 * Spec §4, in order: friend access, an active plan (the trial, then a paid plan), the limit
 * prompt, the free plan. A trial or paid plan past its end date is the free plan again.
 */
export function subscriptionView(
  subscription: Subscription,
  usage: Usage,
  now = Date.now(),
): SubscriptionView {
  if (subscription.friendAccess || subscription.plan === 'unlimited') return 'friend';
  if (subscription.status === 'active' && subscription.plan === 'trial') {
    if (subscription.trialEnd && !hasEnded(subscription.trialEnd, now)) return 'trial';
  } else if (subscription.status === 'active' && subscription.plan !== 'free') {
    if (!hasEnded(subscription.periodEnd, now)) return 'premium';
  }
  if (usage.total >= LIMIT_PROMPT_TOTAL) return 'limit';
  return 'free';
}

/** Friend access and any active plan (trial included) record without limits. */
export function isUnlimited(subscription: Subscription, now = Date.now()): boolean {
  return subscriptionView(subscription, NO_USAGE, now) !== 'free';
}

const count = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;

/**
 * The higher of each count: the server's can lag (calls still queued) and the device's can be
 * behind (another device, a restored backup), and a limit must never reset by going offline.
 */
export function higherUsage(...sources: readonly (Partial<Usage> | null | undefined)[]): Usage {
  const usage = { ...NO_USAGE };
  for (const source of sources) {
    if (!source) continue;
    for (const kind of ['audio', 'photo', 'video'] as const) {
      usage[kind] = Math.max(usage[kind], count(source[kind]));
    }
  }
  usage.total = usage.audio + usage.photo + usage.video;
  for (const source of sources) usage.total = Math.max(usage.total, count(source?.total));
  return usage;
}

export interface UsageLimit {
  kind: CaptureKind;
  used: number;
  /** null: unlimited. */
  limit: number | null;
  /** null: unlimited. */
  remaining: number | null;
}

export function limitFor(kind: CaptureKind, subscription: Subscription, usage: Usage): UsageLimit {
  const used = usage[kind];
  if (isUnlimited(subscription)) return { kind, used, limit: null, remaining: null };
  const limit = FREE_LIMITS[kind];
  return { kind, used, limit, remaining: Math.max(0, limit - used) };
}

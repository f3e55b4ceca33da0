// @vitest-environment node
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { getVaultDatabase, type SubscriptionCache } from '../../../vault';
import { openFreshTestVault } from '../../../vault/testing/vault.test-support';
import { canCapture, reachedLimit, trackUsage } from './limits';

const free: SubscriptionCache = {
  id: 'status',
  status: 'free',
  plan: 'free',
  trialEnd: null,
  friendAccess: false,
};
const usage = (audio: number, photo: number, video: number) => ({
  id: 'usage' as const,
  audio,
  photo,
  video,
  total: audio + photo + video,
});

describe('free limits (audio 2, photo 2, video 1)', () => {
  it('blocks the third audio, the third photo and the second video on the free plan', () => {
    expect(reachedLimit('audio', usage(1, 0, 0), free)).toBe(false);
    expect(reachedLimit('audio', usage(2, 0, 0), free)).toBe(true);
    expect(reachedLimit('photo', usage(0, 2, 0), free)).toBe(true);
    expect(reachedLimit('video', usage(0, 0, 0), free)).toBe(false);
    expect(reachedLimit('video', usage(0, 0, 1), free)).toBe(true);
    expect(reachedLimit('video', undefined, undefined)).toBe(false);
  });

  it('does not limit an active plan, the unlimited plan or friend access', () => {
    const many = usage(9, 9, 9);
    const soon = new Date(Date.now() + 60_000).toISOString();
    expect(
      reachedLimit('video', many, { ...free, status: 'active', plan: 'trial', trialEnd: soon }),
    ).toBe(false);
    expect(reachedLimit('video', many, { ...free, status: 'active', plan: 'monthly' })).toBe(false);
    expect(reachedLimit('video', many, { ...free, plan: 'unlimited' })).toBe(false);
    expect(reachedLimit('video', many, { ...free, friendAccess: true })).toBe(false);
    expect(reachedLimit('video', many, { ...free, status: 'active', plan: 'free' })).toBe(true);
  });

  it('limits again once the trial or the paid period has ended', () => {
    const many = usage(9, 9, 9);
    const past = new Date(Date.now() - 1000).toISOString();
    const trial: SubscriptionCache = { ...free, status: 'active', plan: 'trial', trialEnd: past };
    expect(reachedLimit('video', many, trial)).toBe(true);
    const paid: SubscriptionCache = { ...free, status: 'active', plan: 'yearly', periodEnd: past };
    expect(reachedLimit('video', many, paid)).toBe(true);
  });
});

describe('trackUsage', () => {
  beforeEach(async () => {
    await openFreshTestVault();
  });

  it('counts each capture and queues POST /api/subscription/track-usage; the limit then applies', async () => {
    await trackUsage('video');
    const db = getVaultDatabase();
    expect(await db.usage.get('usage')).toMatchObject({ video: 1, total: 1 });
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      method: 'POST',
      path: '/api/subscription/track-usage',
      body: { actionType: 'video' },
    });
    expect(await canCapture('video')).toBe(false);
    expect(await canCapture('audio')).toBe(true);
  });
});

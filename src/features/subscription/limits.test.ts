import { describe, expect, it } from 'vitest';
import {
  FREE_SUBSCRIPTION,
  higherUsage,
  limitFor,
  NO_USAGE,
  subscriptionView,
  type Subscription,
} from './limits';

const usage = (audio: number, photo: number, video: number) => ({
  audio,
  photo,
  video,
  total: audio + photo + video,
});
const friend: Subscription = { ...FREE_SUBSCRIPTION, friendAccess: true };
const monthly: Subscription = { ...FREE_SUBSCRIPTION, status: 'active', plan: 'monthly' };

describe('subscription view (spec §4, in order)', () => {
  it('friend access or the unlimited plan wins over everything', () => {
    expect(subscriptionView(friend, usage(9, 9, 9))).toBe('friend');
    expect(subscriptionView({ ...FREE_SUBSCRIPTION, plan: 'unlimited' }, NO_USAGE)).toBe('friend');
  });
  it('an active paid plan comes next, whatever the usage', () => {
    expect(subscriptionView(monthly, usage(5, 5, 5))).toBe('premium');
    const soon = new Date(Date.now() + 60_000).toISOString();
    expect(subscriptionView({ ...monthly, plan: 'trial', trialEnd: soon }, NO_USAGE)).toBe('trial');
    // "active" with the free plan is not a paid plan.
    expect(subscriptionView({ ...monthly, plan: 'free' }, NO_USAGE)).toBe('free');
  });
  it('a trial or paid plan past its end date is the free plan again, on the device too', () => {
    const now = Date.parse('2026-03-04T10:00:00Z');
    const trial = { ...monthly, plan: 'trial' as const, trialEnd: '2026-03-04T10:00:00.000Z' };
    expect(subscriptionView(trial, NO_USAGE, now - 1)).toBe('trial');
    expect(subscriptionView(trial, NO_USAGE, now)).toBe('free');
    expect(subscriptionView(trial, usage(2, 2, 1), now + 1)).toBe('limit');
    expect(subscriptionView({ ...trial, trialEnd: null }, NO_USAGE, now)).toBe('free');
    const paid = { ...monthly, periodEnd: '2026-04-03T10:00:00.000Z' };
    expect(subscriptionView(paid, NO_USAGE, now)).toBe('premium');
    expect(subscriptionView(paid, NO_USAGE, Date.parse('2026-04-03T10:00:01Z'))).toBe('free');
    const future = { ...monthly, periodEnd: new Date(Date.now() + 60_000).toISOString() };
    expect(limitFor('video', future, usage(0, 0, 1)).remaining).toBeNull();
    expect(limitFor('video', paid, usage(0, 0, 1)).remaining).toBe(0);
  });
  it('shows the limit prompt from a total of 5, the free plan below', () => {
    expect(subscriptionView(FREE_SUBSCRIPTION, usage(2, 2, 0))).toBe('free');
    expect(subscriptionView(FREE_SUBSCRIPTION, usage(2, 2, 1))).toBe('limit');
    expect(subscriptionView(FREE_SUBSCRIPTION, NO_USAGE)).toBe('free');
  });
});

describe('free limits (audio 2, photo 2, video 1)', () => {
  it('counts what is left per kind while not active', () => {
    expect(limitFor('audio', FREE_SUBSCRIPTION, usage(1, 0, 0))).toEqual({
      kind: 'audio',
      used: 1,
      limit: 2,
      remaining: 1,
    });
    expect(limitFor('photo', FREE_SUBSCRIPTION, usage(0, 2, 0)).remaining).toBe(0);
    expect(limitFor('video', FREE_SUBSCRIPTION, usage(0, 0, 1)).remaining).toBe(0);
    expect(limitFor('video', FREE_SUBSCRIPTION, usage(2, 2, 0)).remaining).toBe(1);
  });
  it('friend access and paid plans are unlimited', () => {
    expect(limitFor('video', friend, usage(0, 0, 7))).toMatchObject({
      limit: null,
      remaining: null,
    });
    expect(limitFor('audio', monthly, usage(9, 0, 0))).toMatchObject({ limit: null });
  });
  it('takes the higher count of server and device, so offline never resets a limit', () => {
    expect(higherUsage(usage(2, 0, 0), usage(0, 1, 1))).toEqual(usage(2, 1, 1));
    expect(higherUsage(usage(1, 0, 0), null, { audio: 'x' as unknown as number })).toEqual(
      usage(1, 0, 0),
    );
    expect(higherUsage({ audio: -3, photo: Number.NaN })).toEqual(NO_USAGE);
  });
});

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
    expect(subscriptionView({ ...monthly, plan: 'trial' }, NO_USAGE)).toBe('premium');
    // "active" with the free plan is not a paid plan.
    expect(subscriptionView({ ...monthly, plan: 'free' }, NO_USAGE)).toBe('free');
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

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Position } from '../../../platform/device/geolocation';
import {
  installFakeGeolocation,
  type FakeGeolocation,
} from '../../../platform/device/geolocation.test-support';
import { useSession } from '../../../session';
import { fixAge, mapsLink, startLiveLocation } from './liveLocation';

let geolocation: FakeGeolocation;
const emitFix = (position: Position) => geolocation.push(position);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
  geolocation = installFakeGeolocation();
});

afterEach(() => {
  vi.useRealTimers();
});

const at = (lat: number): Position => ({ lat, lng: 0, accuracy: 10, timestamp: Date.now() });

describe('startLiveLocation', () => {
  it('watches with high accuracy and takes a fix at most every locationFrequencySeconds', () => {
    const taken: number[] = [];
    const onFix = vi.fn((position: Position) => taken.push(Date.now()) && position);
    const stop = startLiveLocation({ frequencySeconds: 10, onFix });
    expect(geolocation.watches.map((w) => w.options)).toEqual([{ highAccuracy: true }]);

    emitFix(at(1));
    expect(onFix).toHaveBeenCalledTimes(1);
    // A fix every second for 30 s: one per 10 s is taken, the newest waiting one each time.
    for (let second = 1; second <= 30; second++) {
      vi.advanceTimersByTime(1000);
      emitFix(at(1 + second));
    }
    vi.advanceTimersByTime(10_000);
    stop();
    expect(onFix.mock.calls.map(([p]) => p.lat)).toEqual([1, 10, 20, 30, 31]);
    expect(taken).toEqual([0, 10_000, 20_000, 30_000, 40_000]);
  });

  it('hands on an early fix when the interval is up, so a still phone is not left stale', () => {
    const onFix = vi.fn();
    const stop = startLiveLocation({ frequencySeconds: 30, onFix });
    emitFix(at(1));
    vi.advanceTimersByTime(5000);
    emitFix(at(2));
    emitFix(at(3));
    vi.advanceTimersByTime(24_999);
    expect(onFix).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(onFix).toHaveBeenLastCalledWith(expect.objectContaining({ lat: 3 }));
    expect(onFix).toHaveBeenCalledTimes(2);
    stop();
  });

  it('logs errors while tracking and reports nothing to the user (spec §8)', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onFix = vi.fn();
    const stop = startLiveLocation({ frequencySeconds: 10, onFix });
    geolocation.pushError('timeout');
    expect(logged).toHaveBeenCalledWith(expect.any(String), 'timeout');
    expect(onFix).not.toHaveBeenCalled();
    stop();
  });

  it('stops watching on stop() and on lock, and drops a waiting fix', () => {
    const onFix = vi.fn();
    const stop = startLiveLocation({ frequencySeconds: 10, onFix });
    emitFix(at(1));
    emitFix(at(2));
    stop();
    vi.advanceTimersByTime(20_000);
    expect(geolocation.watching).toBe(0);
    expect(onFix).toHaveBeenCalledTimes(1);

    startLiveLocation({ frequencySeconds: 10, onFix });
    expect(geolocation.watching).toBe(1);
    useSession.getState().lock();
    expect(geolocation.watching).toBe(0);
  });
});

describe('messages', () => {
  it('links to Google Maps', () => {
    expect(mapsLink({ lat: 51.5074, lng: -0.1278 })).toBe(
      'https://maps.google.com/?q=51.507400,-0.127800',
    );
  });

  it('tells the age in seconds, then minutes', () => {
    expect(fixAge(0, 12_400)).toEqual({ unit: 'seconds', count: 12 });
    expect(fixAge(0, 125_000)).toEqual({ unit: 'minutes', count: 2 });
    expect(fixAge(5000, 0)).toEqual({ unit: 'seconds', count: 0 });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserGeolocation,
  type GeolocationAdapter,
  type Position,
  type PositionErrorReason,
} from './geolocation';
import { FakeGeolocation } from './geolocation.test-support';

/** One device, as a test drives it: what it answers, and fixes or errors it sends to watchers. */
interface Device {
  adapter: GeolocationAdapter;
  answer(position: Position): void;
  fail(reason: PositionErrorReason): void;
  push(position: Position): void;
  pushError(reason: PositionErrorReason): void;
  unsupported(): void;
}

const CODES = { PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };
const CODE: Record<PositionErrorReason, number> = {
  denied: 1,
  unavailable: 2,
  timeout: 3,
  unsupported: 2,
};

/** The browser's adapter over a jsdom navigator.geolocation that the test drives. */
function browserDevice(): Device {
  let answer: (ok: PositionCallback, fail: PositionErrorCallback) => void = () => undefined;
  const watchers = new Map<number, [PositionCallback, PositionErrorCallback]>();
  let ids = 0;
  const toFix = (p: Position) =>
    ({
      coords: { latitude: p.lat, longitude: p.lng, accuracy: p.accuracy },
      timestamp: p.timestamp,
    }) as GeolocationPosition;
  const toError = (reason: PositionErrorReason) =>
    ({ code: CODE[reason], ...CODES }) as GeolocationPositionError;
  vi.stubGlobal('navigator', {
    permissions: { query: async () => ({ state: 'granted' }) },
    geolocation: {
      getCurrentPosition: (ok: PositionCallback, fail: PositionErrorCallback) => answer(ok, fail),
      watchPosition: (ok: PositionCallback, fail: PositionErrorCallback) => {
        ids += 1;
        watchers.set(ids, [ok, fail]);
        return ids;
      },
      clearWatch: (id: number) => watchers.delete(id),
    },
  });
  return {
    adapter: browserGeolocation,
    answer: (p) => (answer = (ok) => ok(toFix(p))),
    fail: (reason) => (answer = (_, fail) => fail(toError(reason))),
    push: (p) => [...watchers.values()].forEach(([ok]) => ok(toFix(p))),
    pushError: (reason) => [...watchers.values()].forEach(([, fail]) => fail(toError(reason))),
    unsupported: () => vi.stubGlobal('navigator', {}),
  };
}

function fakeDevice(): Device {
  const fake = new FakeGeolocation();
  return {
    adapter: fake,
    answer: (p) => fake.answerWith(p),
    fail: (reason) => fake.failWith(reason),
    push: (p) => fake.push(p),
    pushError: (reason) => fake.pushError(reason),
    unsupported: () => (fake.supported = false),
  };
}

const FIX: Position = { lat: 51.5, lng: -0.12, accuracy: 15, timestamp: 1234 };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each([
  ['the browser', browserDevice],
  ['the fake', fakeDevice],
])('geolocation contract: %s', (_, makeDevice) => {
  it('answers one position or the reason there is none', async () => {
    const device = makeDevice();
    device.answer(FIX);
    expect(await device.adapter.currentPosition()).toEqual({ ok: true, position: FIX });
    device.fail('denied');
    expect(await device.adapter.currentPosition()).toEqual({ ok: false, reason: 'denied' });
    device.fail('timeout');
    expect(await device.adapter.currentPosition()).toEqual({ ok: false, reason: 'timeout' });
  });

  it('sends fixes and errors to a watcher until it stops', () => {
    const device = makeDevice();
    const fixes: Position[] = [];
    const errors: PositionErrorReason[] = [];
    const stop = device.adapter.watchPosition(
      (p) => fixes.push(p),
      (r) => errors.push(r),
    );
    device.push(FIX);
    device.pushError('unavailable');
    stop();
    stop();
    device.push({ ...FIX, lat: 1 });
    expect(fixes).toEqual([FIX]);
    expect(errors).toEqual(['unavailable']);
  });

  it("says 'unsupported' everywhere without geolocation", async () => {
    const device = makeDevice();
    device.unsupported();
    expect(device.adapter.supportsGeolocation()).toBe(false);
    expect(await device.adapter.locationPermission()).toBe('unsupported');
    expect(await device.adapter.currentPosition()).toEqual({ ok: false, reason: 'unsupported' });
    const errors: PositionErrorReason[] = [];
    const stop = device.adapter.watchPosition(
      () => undefined,
      (r) => errors.push(r),
    );
    expect(errors).toEqual(['unsupported']);
    expect(() => stop()).not.toThrow();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPosition, watchPosition } from './geolocation';

const ERROR_CODES = { PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 };

function stubGeolocation(geolocation: Partial<Geolocation>) {
  vi.stubGlobal('navigator', { geolocation });
}

const fix = (latitude: number) =>
  ({ coords: { latitude, longitude: 2, accuracy: 15 }, timestamp: 1234 }) as GeolocationPosition;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('watchPosition', () => {
  it('follows the position with high accuracy and no cached fix, until stopped once', () => {
    let report: PositionCallback = () => undefined;
    let fail: PositionErrorCallback = () => undefined;
    const watch = vi.fn(
      (
        onFix: PositionCallback,
        onError?: PositionErrorCallback | null,
        _options?: PositionOptions,
      ) => {
        report = onFix;
        fail = onError ?? fail;
        return 7;
      },
    );
    const clearWatch = vi.fn();
    stubGeolocation({ watchPosition: watch, clearWatch });
    const onFix = vi.fn();
    const onError = vi.fn();

    const stop = watchPosition(onFix, onError, { highAccuracy: true });
    expect(watch.mock.calls[0]?.[2]).toEqual({ enableHighAccuracy: true, maximumAge: 0 });
    report(fix(1));
    expect(onFix).toHaveBeenCalledWith({ lat: 1, lng: 2, accuracy: 15, timestamp: 1234 });
    fail({ code: 1, ...ERROR_CODES } as GeolocationPositionError);
    fail({ code: 3, ...ERROR_CODES } as GeolocationPositionError);
    fail({ code: 2, ...ERROR_CODES } as GeolocationPositionError);
    expect(onError.mock.calls.map(([reason]) => reason)).toEqual([
      'denied',
      'timeout',
      'unavailable',
    ]);

    stop();
    stop();
    expect(clearWatch).toHaveBeenCalledTimes(1);
    expect(clearWatch).toHaveBeenCalledWith(7);
  });

  it("reports 'unsupported' without geolocation", async () => {
    vi.stubGlobal('navigator', {});
    const onError = vi.fn();
    const stop = watchPosition(vi.fn(), onError);
    expect(onError).toHaveBeenCalledWith('unsupported');
    expect(() => stop()).not.toThrow();
    expect(await currentPosition()).toEqual({ ok: false, reason: 'unsupported' });
  });

  it('currentPosition still maps a fix and an error', async () => {
    stubGeolocation({
      getCurrentPosition: (onFix: PositionCallback) => onFix(fix(3)),
    });
    expect(await currentPosition()).toEqual({
      ok: true,
      position: { lat: 3, lng: 2, accuracy: 15, timestamp: 1234 },
    });
    stubGeolocation({
      getCurrentPosition: (_: PositionCallback, onError?: PositionErrorCallback | null) =>
        onError?.({ code: 3, ...ERROR_CODES } as GeolocationPositionError),
    });
    expect(await currentPosition()).toEqual({ ok: false, reason: 'timeout' });
  });
});

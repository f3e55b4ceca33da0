import { adapterSlot } from '../adapter';

/** The geolocation adapter: permission state and one fresh, high-accuracy position (spec §7). */
export type LocationPermission = 'granted' | 'denied' | 'prompt' | 'unsupported';

export interface Position {
  lat: number;
  lng: number;
  accuracy: number;
  timestamp: number;
}

export type PositionResult =
  | { ok: true; position: Position }
  | { ok: false; reason: 'unsupported' | 'denied' | 'unavailable' | 'timeout' };

function browserSupportsGeolocation(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator;
}

async function browserLocationPermission(): Promise<LocationPermission> {
  if (!browserSupportsGeolocation()) return 'unsupported';
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    return status.state;
  } catch {
    return 'prompt';
  }
}

function browserCurrentPosition(): Promise<PositionResult> {
  if (!browserSupportsGeolocation()) return Promise.resolve({ ok: false, reason: 'unsupported' });
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ ok: true, position: toPosition(p) }),
      (error) => resolve({ ok: false, reason: toReason(error) }),
      { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 },
    );
  });
}

export type PositionErrorReason = Exclude<PositionResult, { ok: true }>['reason'];

function toPosition(p: GeolocationPosition): Position {
  return {
    lat: p.coords.latitude,
    lng: p.coords.longitude,
    accuracy: p.coords.accuracy,
    timestamp: p.timestamp,
  };
}

function toReason(error: GeolocationPositionError): PositionErrorReason {
  if (error.code === error.PERMISSION_DENIED) return 'denied';
  return error.code === error.TIMEOUT ? 'timeout' : 'unavailable';
}

function browserWatchPosition(
  onFix: (position: Position) => void,
  onError: (reason: PositionErrorReason) => void,
  options: WatchOptions = { highAccuracy: true },
): () => void {
  if (!browserSupportsGeolocation()) {
    onError('unsupported');
    return () => undefined;
  }
  const id = navigator.geolocation.watchPosition(
    (p) => onFix(toPosition(p)),
    (error) => onError(toReason(error)),
    { enableHighAccuracy: options.highAccuracy, maximumAge: 0 },
  );
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    navigator.geolocation.clearWatch(id);
  };
}

export interface WatchOptions {
  highAccuracy: boolean;
}

/** What the app asks of geolocation; the fake is geolocation.test-support.ts. */
export interface GeolocationAdapter {
  supportsGeolocation(): boolean;
  locationPermission(): Promise<LocationPermission>;
  /** High accuracy, 5 s timeout, no cached position (spec §7). */
  currentPosition(): Promise<PositionResult>;
  /**
   * Follows the position until the returned stop() is called. Without geolocation it reports
   * 'unsupported' once and stop() does nothing. No cached positions: each fix is fresh.
   */
  watchPosition(
    onFix: (position: Position) => void,
    onError: (reason: PositionErrorReason) => void,
    options?: WatchOptions,
  ): () => void;
}

export const browserGeolocation = {
  supportsGeolocation: browserSupportsGeolocation,
  locationPermission: browserLocationPermission,
  currentPosition: browserCurrentPosition,
  watchPosition: browserWatchPosition,
} satisfies GeolocationAdapter;

export const geolocationSlot = adapterSlot<GeolocationAdapter>(browserGeolocation);

export const supportsGeolocation = (): boolean => geolocationSlot.current().supportsGeolocation();
export const locationPermission = (): Promise<LocationPermission> =>
  geolocationSlot.current().locationPermission();
export const currentPosition = (): Promise<PositionResult> =>
  geolocationSlot.current().currentPosition();
export const watchPosition: GeolocationAdapter['watchPosition'] = (onFix, onError, options) =>
  geolocationSlot.current().watchPosition(onFix, onError, options);

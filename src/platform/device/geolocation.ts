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

export function supportsGeolocation(): boolean {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator;
}

export async function locationPermission(): Promise<LocationPermission> {
  if (!supportsGeolocation()) return 'unsupported';
  try {
    const status = await navigator.permissions.query({ name: 'geolocation' });
    return status.state;
  } catch {
    return 'prompt';
  }
}

/** High accuracy, 5 s timeout, no cached position (spec §7). */
export function currentPosition(): Promise<PositionResult> {
  if (!supportsGeolocation()) return Promise.resolve({ ok: false, reason: 'unsupported' });
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

/**
 * Follows the position until the returned stop() is called. Without geolocation it reports
 * 'unsupported' once and stop() does nothing. No cached positions: each fix is fresh.
 */
export function watchPosition(
  onFix: (position: Position) => void,
  onError: (reason: PositionErrorReason) => void,
  options: { highAccuracy: boolean } = { highAccuracy: true },
): () => void {
  if (!supportsGeolocation()) {
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

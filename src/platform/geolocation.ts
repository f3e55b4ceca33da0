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
      (p) =>
        resolve({
          ok: true,
          position: {
            lat: p.coords.latitude,
            lng: p.coords.longitude,
            accuracy: p.coords.accuracy,
            timestamp: p.timestamp,
          },
        }),
      (error) =>
        resolve({
          ok: false,
          reason:
            error.code === error.PERMISSION_DENIED
              ? 'denied'
              : error.code === error.TIMEOUT
                ? 'timeout'
                : 'unavailable',
        }),
      { enableHighAccuracy: true, timeout: 5000, maximumAge: 0 },
    );
  });
}

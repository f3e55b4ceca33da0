/**
 * Device motion for the shake trigger. iOS Safari (13+) delivers no motion events until the page
 * asks DeviceMotionEvent.requestPermission() from a tap; other browsers deliver them without asking
 * (a desktop without a motion sensor simply never sends any).
 */
export interface MotionReading {
  x: number;
  y: number;
  z: number;
  /** ms since the page started (event time). */
  t: number;
}

export type MotionPermission = 'granted' | 'denied' | 'unsupported';

type PermissionRequester = { requestPermission?: () => Promise<'granted' | 'denied'> };

export function motionSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.DeviceMotionEvent !== 'undefined';
}

/** Asks for motion access where the browser wants it (iOS); must run inside a tap's handler. */
export async function requestMotionPermission(): Promise<MotionPermission> {
  if (!motionSupported()) return 'unsupported';
  const request = (window.DeviceMotionEvent as unknown as PermissionRequester).requestPermission;
  if (typeof request !== 'function') return 'granted';
  try {
    return (await request.call(window.DeviceMotionEvent)) === 'granted' ? 'granted' : 'denied';
  } catch {
    return 'denied';
  }
}

/** Acceleration including gravity, as m/s². Returns the unsubscribe. */
export function onMotion(callback: (reading: MotionReading) => void): () => void {
  if (!motionSupported()) return () => undefined;
  const listener = (event: DeviceMotionEvent) => {
    const a = event.accelerationIncludingGravity ?? event.acceleration;
    if (!a || a.x === null || a.y === null || a.z === null) return;
    callback({ x: a.x ?? 0, y: a.y ?? 0, z: a.z ?? 0, t: event.timeStamp });
  };
  window.addEventListener('devicemotion', listener);
  return () => window.removeEventListener('devicemotion', listener);
}

import type { MotionSample } from './shakeDetector';

/**
 * Motion traces shaped like what DeviceMotionEvent.accelerationIncludingGravity reports at 60 Hz
 * (gravity ≈ 9.8 m/s² on z while the phone lies or is held still). They are synthesised from those
 * shapes, not captured on a device: each peak is a short burst over several samples, as one jerk of
 * the arm gives.
 */
const HZ_MS = 1000 / 60;

interface Burst {
  /** When the burst peaks (ms from the start of the trace). */
  at: number;
  /** Peak magnitude on x (m/s²). */
  peak: number;
  /** How long it stays high (ms). */
  width?: number;
}

export function trace(durationMs: number, bursts: Burst[], wobble = 0.4): MotionSample[] {
  const samples: MotionSample[] = [];
  for (let t = 0; t <= durationMs; t += HZ_MS) {
    let x = Math.sin(t / 37) * wobble;
    for (const { at, peak, width = 120 } of bursts) {
      const d = Math.abs(t - at);
      if (d < width / 2) x += peak * Math.cos((d / (width / 2)) * (Math.PI / 2));
    }
    samples.push({ x, y: Math.cos(t / 53) * wobble, z: 9.8, t: Math.round(t) });
  }
  return samples;
}

/** Three hard shakes 400 ms apart. */
export const THREE_SHAKES = trace(2000, [
  { at: 300, peak: 24 },
  { at: 700, peak: 26 },
  { at: 1100, peak: 23 },
]);

/** Three shakes with 900 ms gaps: still within the 1 s limit. */
export const THREE_SLOW_SHAKES = trace(3000, [
  { at: 300, peak: 24 },
  { at: 1200, peak: 24 },
  { at: 2100, peak: 24 },
]);

/** Ten seconds of brisk shaking: one gesture, so one alarm. */
export const LONG_SHAKING = trace(
  10_000,
  Array.from({ length: 30 }, (_, i) => ({ at: 200 + i * 330, peak: 25 })),
);

/** Walking: a step every 550 ms peaks around 14 m/s² (with gravity), never over 20. */
export const WALKING = trace(
  8000,
  Array.from({ length: 14 }, (_, i) => ({ at: 300 + i * 550, peak: 10, width: 250 })),
);

/** Dropped on a table: one sharp spike. */
export const DROPPED = trace(1500, [{ at: 600, peak: 38, width: 50 }]);

/** Three shakes, but 1.5 s apart: too slow. */
export const SHAKES_TOO_FAR_APART = trace(4000, [
  { at: 300, peak: 24 },
  { at: 1800, peak: 24 },
  { at: 3300, peak: 24 },
]);

/** Two shakes only. */
export const TWO_SHAKES = trace(1500, [
  { at: 300, peak: 24 },
  { at: 700, peak: 24 },
]);

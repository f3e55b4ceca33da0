/**
 * The shake trigger (spec §4, §9): three shakes whose acceleration magnitude is above 20 m/s², each
 * at most 1 s after the one before, fire it.
 *
 * A motion sensor reports 60 or more samples a second, so one jerk of the arm gives several samples
 * over the threshold: a shake is one rise above the threshold (samples stay part of it until the
 * magnitude falls back below). After firing, the detector waits for the shaking to stop (no shake
 * for more than the 1 s gap) before it counts again: one long bout of shaking fires once.
 */
export const SHAKE_THRESHOLD = 20;
export const SHAKES_TO_FIRE = 3;
export const SHAKE_MAX_GAP_MS = 1000;

export interface MotionSample {
  x: number;
  y: number;
  z: number;
  /** ms, any monotonic origin. */
  t: number;
}

export function magnitude({ x, y, z }: MotionSample): number {
  return Math.sqrt(x * x + y * y + z * z);
}

export interface ShakeDetector {
  feed: (sample: MotionSample) => void;
  reset: () => void;
}

export function createShakeDetector(onShake: () => void): ShakeDetector {
  let above = false;
  let shakes = 0;
  let lastShakeAt = -Infinity;
  let coolingDown = false;

  return {
    feed(sample) {
      const over = magnitude(sample) > SHAKE_THRESHOLD;
      const rising = over && !above;
      above = over;
      if (!rising) return;
      const gap = sample.t - lastShakeAt;
      lastShakeAt = sample.t;
      if (coolingDown) {
        if (gap <= SHAKE_MAX_GAP_MS) return; // still the gesture that fired
        coolingDown = false;
        shakes = 0;
      }
      shakes = gap <= SHAKE_MAX_GAP_MS ? shakes + 1 : 1;
      if (shakes >= SHAKES_TO_FIRE) {
        shakes = 0;
        coolingDown = true;
        onShake();
      }
    },
    reset() {
      above = false;
      shakes = 0;
      lastShakeAt = -Infinity;
      coolingDown = false;
    },
  };
}

import { describe, expect, it } from 'vitest';
import {
  createShakeDetector,
  magnitude,
  SHAKE_THRESHOLD,
  type MotionSample,
} from './shakeDetector';
import {
  DROPPED,
  LONG_SHAKING,
  SHAKES_TOO_FAR_APART,
  THREE_SHAKES,
  THREE_SLOW_SHAKES,
  TWO_SHAKES,
  WALKING,
} from './shakeTraces.test-support';

function firesOn(trace: MotionSample[]): number {
  let fired = 0;
  const detector = createShakeDetector(() => (fired += 1));
  for (const sample of trace) detector.feed(sample);
  return fired;
}

describe('shake detector on motion traces', () => {
  it('fires once for three hard shakes 400 ms apart', () => {
    expect(firesOn(THREE_SHAKES)).toBe(1);
  });

  it('fires for three shakes 900 ms apart (gaps of at most 1 s)', () => {
    expect(firesOn(THREE_SLOW_SHAKES)).toBe(1);
  });

  it('fires once, not ten times, for ten seconds of continuous shaking', () => {
    expect(firesOn(LONG_SHAKING)).toBe(1);
  });

  it('fires again for a second gesture after the shaking stopped', () => {
    const later = THREE_SHAKES.map((s) => ({ ...s, t: s.t + 5000 }));
    expect(firesOn([...THREE_SHAKES, ...later])).toBe(2);
  });

  it('does not fire while walking (peaks under 20)', () => {
    expect(Math.max(...WALKING.map(magnitude))).toBeLessThan(SHAKE_THRESHOLD);
    expect(Math.max(...WALKING.map(magnitude))).toBeGreaterThan(13);
    expect(firesOn(WALKING)).toBe(0);
  });

  it('does not fire when the phone is dropped once', () => {
    expect(firesOn(DROPPED)).toBe(0);
  });

  it('does not fire for shakes 1.5 s apart', () => {
    expect(firesOn(SHAKES_TOO_FAR_APART)).toBe(0);
  });

  it('does not fire for two shakes', () => {
    expect(firesOn(TWO_SHAKES)).toBe(0);
  });

  it('counts a burst of several high samples as one shake', () => {
    const highSamples = THREE_SHAKES.filter((s) => magnitude(s) > SHAKE_THRESHOLD).length;
    expect(highSamples).toBeGreaterThan(6);
    expect(firesOn(TWO_SHAKES)).toBe(0);
  });
});

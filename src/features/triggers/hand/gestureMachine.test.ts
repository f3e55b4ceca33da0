import { describe, expect, it } from 'vitest';
import { INITIAL_GESTURE, stepGesture, WINDOW_MS } from './gestureMachine';
import { FIST_THEN_OPEN, SIGNAL_FOR_HELP, THUMB_OUT_FIST } from './handLandmarks.test-support';
import { classifyPose, type Landmarks } from './handPose';

type Frame = Landmarks | null;

/** Feeds frames at the given times and returns the indexes of the frames that fired. */
function run(frames: readonly Frame[], times: readonly number[]): number[] {
  let state = INITIAL_GESTURE;
  const fired: number[] = [];
  frames.forEach((frame, i) => {
    const step = stepGesture(state, classifyPose(frame), times[i] ?? 0);
    state = step.state;
    if (step.fire) fired.push(i);
  });
  return fired;
}

/** One frame every `ms`, as a camera read at a steady rate gives them. */
const every = (ms: number, n: number) => Array.from({ length: n }, (_, i) => i * ms);

const OPEN = SIGNAL_FOR_HELP[1] as Landmarks;
const FIST = SIGNAL_FOR_HELP[6] as Landmarks;

describe('the Signal for Help over time', () => {
  it('fires once, on the first frame of fingers folded over the tucked thumb', () => {
    expect(run(SIGNAL_FOR_HELP, every(150, SIGNAL_FOR_HELP.length))).toEqual([5]);
  });

  it('also fires at the slow frame rate of a phone’s CPU (one frame a second)', () => {
    expect(run(SIGNAL_FOR_HELP, every(1000, SIGNAL_FOR_HELP.length))).toEqual([5]);
  });

  it('does not fire on an open hand alone, however long it is shown', () => {
    const frames = Array<Frame>(40).fill(OPEN);
    expect(run(frames, every(100, 40))).toEqual([]);
  });

  it('does not fire on a fist alone', () => {
    const frames = Array<Frame>(40).fill(FIST);
    expect(run(frames, every(100, 40))).toEqual([]);
  });

  it('does not fire on an open hand with the thumb out that closes into an ordinary fist', () => {
    expect(run(THUMB_OUT_FIST, every(150, THUMB_OUT_FIST.length))).toEqual([]);
  });

  it('does not fire in the wrong order: a fist that opens', () => {
    expect(run(FIST_THEN_OPEN, every(150, FIST_THEN_OPEN.length))).toEqual([]);
  });

  it('does not fire when the fingers fold too long after the open palm', () => {
    const times = every(150, SIGNAL_FOR_HELP.length).map((t, i) =>
      i >= 4 ? t + WINDOW_MS + 500 : t,
    );
    expect(run(SIGNAL_FOR_HELP, times)).toEqual([]);
  });

  it('does not fire on a single open frame (noise) followed by a fist', () => {
    expect(run([null, OPEN, FIST, FIST], every(100, 4))).toEqual([]);
  });

  it('tolerates a frame without a hand during the fold', () => {
    expect(run([OPEN, OPEN, null, FIST], every(200, 4))).toEqual([3]);
  });

  it('raises one alarm per gesture: holding the fist does not fire again, a new signal does', () => {
    const frames: Frame[] = [OPEN, OPEN, FIST, FIST, FIST, OPEN, OPEN, FIST];
    expect(run(frames, every(200, frames.length))).toEqual([2, 7]);
  });
});

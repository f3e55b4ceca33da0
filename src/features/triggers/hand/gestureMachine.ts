import type { HandPose } from './handPose';

/**
 * The Signal for Help over time: an open palm with the thumb tucked, held for at least
 * OPEN_FRAMES frames (one frame could be noise), then the fingers folded down over the thumb
 * within WINDOW_MS of the last open frame. Anything may come in between (the fold itself, a frame
 * without a hand); a fist that was not preceded by the open palm, or came too late, does nothing.
 * After firing, the hand must leave the fist before the gesture can fire again, so one gesture
 * raises one alarm. Pure: time comes with each frame.
 */
export const OPEN_FRAMES = 2;
export const WINDOW_MS = 3000;

export type GestureState =
  { step: 'idle' } | { step: 'open'; frames: number; lastOpenAt: number } | { step: 'fired' };

export const INITIAL_GESTURE: GestureState = { step: 'idle' };

export interface GestureStep {
  state: GestureState;
  fire: boolean;
}

export function stepGesture(state: GestureState, pose: HandPose, at: number): GestureStep {
  const stay = (next: GestureState): GestureStep => ({ state: next, fire: false });
  if (state.step === 'fired') {
    return pose === 'closed' ? stay(state) : stepGesture(INITIAL_GESTURE, pose, at);
  }
  if (pose === 'open') {
    const frames = state.step === 'open' ? state.frames + 1 : 1;
    return stay({ step: 'open', frames, lastOpenAt: at });
  }
  if (state.step === 'idle') return stay(state);
  if (at - state.lastOpenAt > WINDOW_MS) return stay(INITIAL_GESTURE);
  if (pose === 'closed') {
    return state.frames >= OPEN_FRAMES
      ? { state: { step: 'fired' }, fire: true }
      : stay(INITIAL_GESTURE);
  }
  return stay(state);
}

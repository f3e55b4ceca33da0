import { create } from 'zustand';
import { fireTrigger } from '../fire';
import { INITIAL_GESTURE, stepGesture, type GestureState } from './gestureMachine';
import { classifyPose, type HandPose, type Landmarks } from './handPose';

/**
 * The pipeline after the model: each frame's landmarks (or none) are classified, stepped through
 * the gesture machine and, on the fold, fire the trigger like every other one (test mode only
 * shows it). What the detector sees is kept for the Panic tab's test view.
 */
export interface HandSeen {
  landmarks: Landmarks | null;
  pose: HandPose | 'none';
  step: GestureState['step'];
}

export const useHandSeen = create<{ seen: HandSeen | null }>(() => ({ seen: null }));

let gesture: GestureState = INITIAL_GESTURE;

export function feedHandFrame(landmarks: Landmarks | null, at: number): boolean {
  const pose = landmarks ? classifyPose(landmarks) : 'other';
  const next = stepGesture(gesture, pose, at);
  gesture = next.state;
  useHandSeen.setState({
    seen: { landmarks, pose: landmarks ? pose : 'none', step: gesture.step },
  });
  if (next.fire) fireTrigger('hand');
  return next.fire;
}

export function resetHandSignal(): void {
  gesture = INITIAL_GESTURE;
  useHandSeen.setState({ seen: null });
}

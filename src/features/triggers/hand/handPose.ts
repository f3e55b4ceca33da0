/**
 * What one frame's hand landmarks show, for the Signal for Help (the hand model's 21 points:
 * 0 wrist, 1–4 thumb, 5–8 index, 9–12 middle, 13–16 ring, 17–20 little finger; x and y in
 * 0..1 of the image). Distances are measured against the palm's length (wrist to the middle
 * finger's knuckle), so the hand's size and distance from the camera do not matter, nor does its
 * tilt. Thresholds come from the model's answers on the rendered hands in e2e/support: a
 * straight finger's tip is about 1.4 times as far from the wrist as its middle joint, a folded
 * one about 0.6; a tucked thumb's tip lies within 0.25 palm lengths of the middle knuckle, an
 * outstretched one about 0.9. Under folded fingers the thumb is hidden and the model guesses
 * (0.2 to 0.7), so step 2 only asks that it is not stretched out: an ordinary fist with the thumb
 * outside measures 0.85 or more.
 */
export type Point = readonly [x: number, y: number, z?: number];
export type Landmarks = readonly Point[];

/** open: four fingers up and the thumb tucked (step 1); closed: fingers folded over it (step 2). */
export type HandPose = 'open' | 'closed' | 'other';

const FINGERS = [
  [6, 8],
  [10, 12],
  [14, 16],
  [18, 20],
] as const;
const EXTENDED = 1.15;
const FOLDED = 0.9;
const THUMB_TUCKED = 0.5;
const THUMB_NOT_OUT = 0.75;

const distance = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

export interface PoseMeasures {
  /** Per finger: tip-to-wrist over middle-joint-to-wrist. */
  fingers: number[];
  /** Thumb tip to the middle finger's knuckle, in palm lengths. */
  thumb: number;
}

export function measurePose(landmarks: Landmarks): PoseMeasures | null {
  if (landmarks.length < 21) return null;
  // 21 points were checked just above.
  const at = (i: number) => landmarks[i] as Point;
  const wrist = at(0);
  const palm = distance(wrist, at(9));
  if (!(palm > 0)) return null;
  return {
    fingers: FINGERS.map(([joint, tip]) => {
      const toJoint = distance(wrist, at(joint));
      return toJoint > 0 ? distance(wrist, at(tip)) / toJoint : 0;
    }),
    thumb: distance(at(4), at(9)) / palm,
  };
}

export function classifyPose(landmarks: Landmarks | null): HandPose {
  const m = landmarks && measurePose(landmarks);
  if (!m) return 'other';
  if (m.thumb < THUMB_TUCKED && m.fingers.every((r) => r > EXTENDED)) return 'open';
  if (m.thumb < THUMB_NOT_OUT && m.fingers.every((r) => r < FOLDED)) return 'closed';
  return 'other';
}

import { describe, expect, it } from 'vitest';
import { FIST_THEN_OPEN, SIGNAL_FOR_HELP, THUMB_OUT_FIST } from './handLandmarks.test-support';
import { classifyPose } from './handPose';

describe('classifyPose on the model’s landmarks', () => {
  it('sees the thumb-out hand as nothing, then step 1, the fold, then step 2', () => {
    expect(SIGNAL_FOR_HELP.map(classifyPose)).toEqual([
      'other', // thumb out
      'open',
      'open',
      'open', // fingers a third folded: still up
      'other', // half folded
      'closed',
      'closed',
      'closed',
      'closed',
    ]);
  });

  it('never sees the signal in an open hand with the thumb out, nor in an ordinary fist', () => {
    expect(THUMB_OUT_FIST.map(classifyPose)).toEqual(['other', 'other', 'other', 'other', 'other']);
  });

  it('sees no hand where the model found none, and too few points as no pose', () => {
    expect(classifyPose(null)).toBe('other');
    expect(classifyPose([[0, 0, 0]])).toBe('other');
    expect(FIST_THEN_OPEN.map(classifyPose)).toEqual(['closed', 'closed', 'other', 'open', 'open']);
  });
});

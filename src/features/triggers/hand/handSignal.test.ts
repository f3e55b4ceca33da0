import { afterEach, describe, expect, it } from 'vitest';
import { useTestMode } from '../testMode';
import { feedHandFrame, resetHandSignal, useHandSeen } from './handSignal';
import { SIGNAL_FOR_HELP } from './handLandmarks.test-support';

afterEach(() => {
  resetHandSignal();
  useTestMode.getState().setOn(false);
});

describe('the hand signal pipeline after the model', () => {
  it('fires the trigger the way the others do: test mode shows the hand signal would fire', () => {
    useTestMode.getState().setOn(true);
    const fired = SIGNAL_FOR_HELP.map((frame, i) => feedHandFrame(frame, i * 200));
    expect(fired.filter(Boolean)).toHaveLength(1);
    expect(useTestMode.getState().wouldFire?.source).toBe('hand');
  });

  it('keeps what the detector saw for the test view', () => {
    feedHandFrame(SIGNAL_FOR_HELP[1] ?? null, 0);
    expect(useHandSeen.getState().seen).toMatchObject({ pose: 'open', step: 'open' });
    feedHandFrame(null, 100);
    expect(useHandSeen.getState().seen).toMatchObject({ pose: 'none', landmarks: null });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { triggerPanic } from '../../emergency';
import { watchShake } from './shakeWatcher';
import { useTestMode } from '../testMode';
import { THREE_SHAKES } from './shakeTraces.test-support';

vi.mock('../../emergency', () => ({ triggerPanic: vi.fn(async () => 1) }));

/** Replays a trace as the browser's devicemotion events. */
function replay(trace: typeof THREE_SHAKES) {
  for (const { x, y, z, t } of trace) {
    const event = new Event('devicemotion');
    Object.assign(event, { accelerationIncludingGravity: { x, y, z }, acceleration: null });
    Object.defineProperty(event, 'timeStamp', { value: t });
    window.dispatchEvent(event);
  }
}

describe('shake trigger at work', () => {
  afterEach(() => {
    watchShake(false);
    vi.unstubAllGlobals();
    vi.clearAllMocks();
    useTestMode.setState({ on: false, wouldFire: null });
  });

  it('raises the alarm once from real devicemotion events while on, and not once off', () => {
    vi.stubGlobal('DeviceMotionEvent', class {});
    watchShake(true);
    watchShake(true); // a second "on" must not add a second listener (two alarms per shake)
    replay(THREE_SHAKES);
    expect(triggerPanic).toHaveBeenCalledTimes(1);
    expect(triggerPanic).toHaveBeenCalledWith('shake');
    watchShake(false);
    replay(THREE_SHAKES.map((s) => ({ ...s, t: s.t + 10_000 })));
    expect(triggerPanic).toHaveBeenCalledTimes(1);
  });

  it('in test mode records the shake instead of alerting', () => {
    vi.stubGlobal('DeviceMotionEvent', class {});
    useTestMode.getState().setOn(true);
    watchShake(true);
    replay(THREE_SHAKES);
    expect(triggerPanic).not.toHaveBeenCalled();
    expect(useTestMode.getState().wouldFire?.source).toBe('shake');
  });
});

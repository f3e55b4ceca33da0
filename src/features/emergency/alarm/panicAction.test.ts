import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentPosition } from '../../../platform/device/geolocation';
import { registerEvidenceCapture } from './panic';
import { runPanicAction } from './panicAction';
import { forgetSosPosition, requestSosPosition } from '../sos/SosPosition';
import { useSosSheet } from '../sos/sosStore';

vi.mock('../../../platform/device/geolocation', () => ({ currentPosition: vi.fn() }));
const FIX = { lat: 1, lng: 2, accuracy: 3, timestamp: 4 };

beforeEach(() => {
  vi.mocked(currentPosition).mockReset().mockResolvedValue({ ok: true, position: FIX });
  forgetSosPosition();
  useSosSheet.getState().close();
});

describe('runPanicAction', () => {
  it('asks for the position once, opens the sheet with the source and starts capture', async () => {
    const capture = vi.fn();
    const unregister = registerEvidenceCapture(capture);
    await runPanicAction('panic-code');
    unregister();
    expect(useSosSheet.getState()).toMatchObject({ open: true, reason: 'panic-code' });
    expect(capture).toHaveBeenCalledWith('panic-code');
    // The sheet, opening right after, gets the same fix instead of a second request.
    await expect(requestSosPosition()).resolves.toEqual({ ok: true, position: FIX });
    expect(currentPosition).toHaveBeenCalledTimes(1);
  });

  it('works without a recorder and without a position', async () => {
    vi.mocked(currentPosition).mockResolvedValue({ ok: false, reason: 'denied' });
    await expect(runPanicAction('check-in')).resolves.toBeUndefined();
    expect(useSosSheet.getState()).toMatchObject({ open: true, reason: 'check-in' });
  });

  it('takes a new fix for a later alert', async () => {
    await runPanicAction('tap');
    await requestSosPosition({ now: Date.now() + 60_000 });
    expect(currentPosition).toHaveBeenCalledTimes(2);
  });
});

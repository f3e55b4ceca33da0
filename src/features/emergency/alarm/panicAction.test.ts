import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installFakeGeolocation,
  type FakeGeolocation,
} from '../../../platform/device/geolocation.test-support';
import { registerEvidenceCapture } from './panic';
import { runPanicAction } from './panicAction';
import { forgetSosPosition, requestSosPosition } from '../sos/SosPosition';
import { useSosSheet } from '../sos/sosStore';

const FIX = { lat: 1, lng: 2, accuracy: 3, timestamp: 4 };

let geolocation: FakeGeolocation;

beforeEach(() => {
  geolocation = installFakeGeolocation();
  geolocation.answerWith(FIX);
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
    expect(geolocation.asked).toBe(1);
  });

  it('works without a recorder and without a position', async () => {
    geolocation.failWith('denied');
    await expect(runPanicAction('check-in')).resolves.toBeUndefined();
    expect(useSosSheet.getState()).toMatchObject({ open: true, reason: 'check-in' });
  });

  it('takes a new fix for a later alert', async () => {
    await runPanicAction('tap');
    await requestSosPosition({ now: Date.now() + 60_000 });
    expect(geolocation.asked).toBe(2);
  });
});

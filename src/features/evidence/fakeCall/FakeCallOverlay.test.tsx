import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTestI18n } from '../../../i18n/i18n.test-support';
import {
  installFakeVibration,
  type FakeVibration,
} from '../../../platform/device/vibrate.test-support';
import {
  installFakeRingtone,
  type FakeRingtone,
} from '../../../platform/media/ringtone.test-support';
import { useSession } from '../../../session';
import { FakeCallOverlay } from './FakeCallOverlay';
import { endFakeCall, SECRET_PANEL_CALL_MS, startFakeCall, useFakeCall } from './fakeCallStore';

let ringing: FakeRingtone;
let vibration: FakeVibration;

const { renderWithI18n } = installTestI18n('evidence');

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  ringing = installFakeRingtone();
  vibration = installFakeVibration();
  renderWithI18n(<FakeCallOverlay />);
});

afterEach(() => {
  act(() => endFakeCall());
  vi.useRealTimers();
});

const incoming = () => screen.queryByRole('dialog', { name: 'Incoming call' });
const inCall = () => screen.queryByRole('dialog', { name: 'Call in progress' });

describe('fake call overlay', () => {
  it('rings, and Accept stops the ring, vibrates and counts the call time', () => {
    act(() => startFakeCall());
    expect(incoming()).not.toBeNull();
    expect(screen.getByText('Mom')).toBeTruthy();
    expect(ringing.started).toBe(1);

    act(() => screen.getByRole('button', { name: 'Accept' }).click());
    expect(inCall()).not.toBeNull();
    expect(ringing.stopped).toBe(1);
    expect(vibration.patterns).toHaveLength(1);
    expect(screen.getByRole('timer').textContent).toBe('0:00');
    act(() => vi.advanceTimersByTime(65_000));
    expect(screen.getByRole('timer').textContent).toBe('1:05');

    act(() => screen.getByRole('button', { name: 'End Call' }).click());
    expect(inCall()).toBeNull();
  });

  it('Decline closes it and stops the ring; the middle button does nothing', () => {
    act(() => startFakeCall());
    act(() => screen.getByRole('button', { name: 'Message' }).click());
    expect(incoming()).not.toBeNull();
    expect(ringing.stopped).toBe(0);
    act(() => screen.getByRole('button', { name: 'Decline' }).click());
    expect(incoming()).toBeNull();
    expect(ringing.stopped).toBe(1);
    expect(vibration.patterns).toEqual([]);
  });

  it('from the secret panel it closes itself 30 s after it began, answered or not', () => {
    act(() => startFakeCall({ autoCloseMs: SECRET_PANEL_CALL_MS }));
    act(() => vi.advanceTimersByTime(10_000));
    act(() => screen.getByRole('button', { name: 'Accept' }).click());
    act(() => vi.advanceTimersByTime(19_000));
    expect(screen.getByRole('timer').textContent).toBe('0:19');
    act(() => vi.advanceTimersByTime(1_000));
    expect(inCall()).toBeNull();
    expect(useFakeCall.getState().phase).toBe('idle');
  });

  it('without the 30 s (Tools tab) it rings on until answered', () => {
    act(() => startFakeCall());
    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(incoming()).not.toBeNull();
  });

  it('hiding the interface ends the call and its ringtone', () => {
    act(() => startFakeCall());
    act(() => useSession.getState().lock());
    expect(incoming()).toBeNull();
    expect(ringing.stopped).toBe(1);
  });
});

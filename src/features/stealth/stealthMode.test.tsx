import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeBadge, type FakeBadge } from '../../platform/page/badge.test-support';
import { useSession } from '../../session';
import { fakeMeta, writeMeta } from './fakeVault';
import { setStealthMode, useStealthMode } from './stealthMode';

vi.mock('../../vault', () => import('./fakeVault'));
let badge: FakeBadge;

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.clearAllMocks();
  badge = installFakeBadge();
  fakeMeta.reset();
  useSession.setState({ status: 'unlocked' });
});

afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  useSession.setState({ status: 'locked' });
});

describe('setStealthMode', () => {
  it('turning on saves, clears the badge and keeps the title "Calculator"', async () => {
    document.title = 'something else';
    await setStealthMode(true);
    expect(writeMeta).toHaveBeenCalledWith('stealth', { enabled: true });
    expect(badge.cleared).toBe(1);
    expect(document.title).toBe('Calculator');
  });

  it('turning off saves and still keeps the title "Calculator"', async () => {
    await setStealthMode(false);
    expect(writeMeta).toHaveBeenCalledWith('stealth', { enabled: false });
    expect(badge.cleared).toBe(0);
    expect(document.title).toBe('Calculator');
  });
});

describe('useStealthMode', () => {
  it('with stealth on, locks the session when the app is hidden', () => {
    fakeMeta.set('stealth', { enabled: true });
    const { result } = renderHook(() => useStealthMode());
    expect(result.current).toBe(true);
    expect(badge.cleared).toBeGreaterThan(0);
    act(() => setVisibility('hidden'));
    expect(useSession.getState().status).toBe('locked');
  });

  it('with stealth on, locks on pagehide', () => {
    fakeMeta.set('stealth', { enabled: true });
    renderHook(() => useStealthMode());
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(useSession.getState().status).toBe('locked');
  });

  it('with stealth off, leaving the screen does not lock', () => {
    renderHook(() => useStealthMode());
    act(() => setVisibility('hidden'));
    expect(useSession.getState().status).toBe('unlocked');
  });

  it('starts and stops with the setting', () => {
    renderHook(() => useStealthMode());
    act(() => fakeMeta.set('stealth', { enabled: true }));
    act(() => setVisibility('hidden'));
    expect(useSession.getState().status).toBe('locked');

    useSession.setState({ status: 'unlocked' });
    act(() => fakeMeta.set('stealth', { enabled: false }));
    act(() => setVisibility('visible'));
    act(() => setVisibility('hidden'));
    expect(useSession.getState().status).toBe('unlocked');
  });

  it('stops listening when unmounted', () => {
    fakeMeta.set('stealth', { enabled: true });
    const { unmount } = renderHook(() => useStealthMode());
    unmount();
    act(() => setVisibility('hidden'));
    expect(useSession.getState().status).toBe('unlocked');
  });
});

import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from '../../i18n';
import { installTestI18n } from '../../i18n/i18n.test-support';
import { useToastStore } from '../../ui/toast/toastStore';
import { useSession } from '../../session';
import {
  AUTO_DELETE_CHECK_MS,
  armAutoDelete,
  cancelAutoDelete,
  evidenceStorageKeys,
  formatRemaining,
  runAutoDeleteIfDue,
  useAutoDelete,
} from './autoDelete';
import { essentials, fakeMeta, isVaultOpen, tables, writeMeta } from './fakeVault';

vi.mock('../../vault', () => import('./fakeVault'));

const { i18n } = installTestI18n('stealth');

const NOW = new Date('2026-03-01T10:00:00Z').getTime();

function seedStorage() {
  localStorage.clear();
  localStorage.setItem('evidenceNotes', '[{"text":"he pushed me"}]');
  localStorage.setItem('savedRecordings', '[{"id":"1"}]');
  localStorage.setItem('app-recording-state', 'idle');
  localStorage.setItem('calculator-language', 'en');
  localStorage.setItem('calculator-region', 'UK');
}

const remainingKeys = () =>
  Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).sort();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  vi.clearAllMocks();
  fakeMeta.reset();
  essentials.autoDeleteAt = undefined;
  seedStorage();
  useToastStore.setState({ current: null });
  useSession.setState({ status: 'unlocked' });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  useSession.setState({ status: 'locked' });
});

describe('evidenceStorageKeys', () => {
  it('finds keys whose names contain "evidence" or "recording", and nothing else', () => {
    expect(evidenceStorageKeys(localStorage).sort()).toEqual([
      'app-recording-state',
      'evidenceNotes',
      'savedRecordings',
    ]);
  });

  it('is empty for an empty storage', () => {
    localStorage.clear();
    expect(evidenceStorageKeys(localStorage)).toEqual([]);
  });
});

describe('formatRemaining', () => {
  it('shows minutes and seconds, rounded up, never below 0:00', () => {
    expect(formatRemaining(60 * 60_000)).toBe('60:00');
    expect(formatRemaining(14 * 60_000 + 59_001)).toBe('15:00');
    expect(formatRemaining(61_000)).toBe('1:01');
    expect(formatRemaining(1)).toBe('0:01');
    expect(formatRemaining(-5000)).toBe('0:00');
  });
});

describe('runAutoDeleteIfDue', () => {
  it('keeps the deadline from the chosen minutes', async () => {
    await armAutoDelete(30, NOW);
    expect(writeMeta).toHaveBeenCalledWith('autoDelete', { at: NOW + 30 * 60_000, minutes: 30 });
  });

  it('does nothing before the deadline, or without one', async () => {
    expect(await runAutoDeleteIfDue(NOW)).toBe(false);
    fakeMeta.set('autoDelete', { at: NOW + 1, minutes: 15 });
    expect(await runAutoDeleteIfDue(NOW)).toBe(false);
    expect(tables.recordings.clear).not.toHaveBeenCalled();
    expect(remainingKeys()).toHaveLength(5);
  });

  it('after the deadline, empties the evidence tables, removes only matching keys, clears the deadline', async () => {
    fakeMeta.set('autoDelete', { at: NOW, minutes: 15 });
    const onDeleted = vi.fn();
    expect(await runAutoDeleteIfDue(NOW, onDeleted)).toBe(true);
    expect(tables.recordings.clear).toHaveBeenCalledTimes(1);
    expect(tables.mediaChunks.clear).toHaveBeenCalledTimes(1);
    expect(tables.evidenceNotes.clear).toHaveBeenCalledTimes(1);
    expect(remainingKeys()).toEqual(['calculator-language', 'calculator-region']);
    expect(fakeMeta.get('autoDelete')).toBeNull();
    expect(onDeleted).toHaveBeenCalledTimes(1);
  });

  it('runs once when asked twice at the same time', async () => {
    fakeMeta.set('autoDelete', { at: NOW, minutes: 15 });
    const [first, second] = await Promise.all([runAutoDeleteIfDue(NOW), runAutoDeleteIfDue(NOW)]);
    expect([first, second]).toEqual([true, true]);
    expect(tables.recordings.clear).toHaveBeenCalledTimes(1);
  });

  it('does nothing while the vault is locked', async () => {
    fakeMeta.set('autoDelete', { at: NOW - 1, minutes: 15 });
    isVaultOpen.mockReturnValueOnce(false);
    expect(await runAutoDeleteIfDue(NOW)).toBe(false);
    expect(tables.recordings.clear).not.toHaveBeenCalled();
    // The next check, with the vault open, still fires.
    expect(await runAutoDeleteIfDue(NOW)).toBe(true);
  });

  it('keeps the deadline when deleting fails, so the next check retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeMeta.set('autoDelete', { at: NOW - 1, minutes: 15 });
    tables.mediaChunks.clear.mockRejectedValueOnce(new Error('quota'));
    expect(await runAutoDeleteIfDue(NOW)).toBe(false);
    expect(fakeMeta.get('autoDelete')).toEqual({ at: NOW - 1, minutes: 15 });
    expect(await runAutoDeleteIfDue(NOW)).toBe(true);
  });
});

describe('useAutoDelete', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n()}>{children}</I18nextProvider>
  );

  async function advance(ms: number) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });
  }

  it('at mount, deletes evidence whose deadline passed while the app was locked', async () => {
    fakeMeta.set('autoDelete', { at: NOW - 10 * 60_000, minutes: 15 });
    renderHook(() => useAutoDelete(), { wrapper });
    await advance(0);
    expect(tables.recordings.clear).toHaveBeenCalledTimes(1);
    expect(tables.mediaChunks.clear).toHaveBeenCalledTimes(1);
    expect(remainingKeys()).toEqual(['calculator-language', 'calculator-region']);
    expect(fakeMeta.get('autoDelete')).toBeNull();
    expect(useToastStore.getState().current).toMatchObject({ title: 'Evidence deleted' });
  });

  it('checks every 30 seconds while unlocked', async () => {
    fakeMeta.set('autoDelete', { at: NOW + 45_000, minutes: 15 });
    renderHook(() => useAutoDelete(), { wrapper });
    await advance(AUTO_DELETE_CHECK_MS);
    expect(tables.recordings.clear).not.toHaveBeenCalled();
    await advance(AUTO_DELETE_CHECK_MS);
    expect(tables.recordings.clear).toHaveBeenCalledTimes(1);
    expect(useToastStore.getState().current).toMatchObject({ title: 'Evidence deleted' });
  });

  it('does not check while locked', async () => {
    useSession.setState({ status: 'locked' });
    fakeMeta.set('autoDelete', { at: NOW - 1, minutes: 15 });
    renderHook(() => useAutoDelete(), { wrapper });
    await advance(5 * AUTO_DELETE_CHECK_MS);
    expect(tables.recordings.clear).not.toHaveBeenCalled();
    expect(useToastStore.getState().current).toBeNull();
  });
});

describe('the deadline is kept where the next start can read it', () => {
  it('arming, cancelling and running copy the deadline into the SOS essentials', async () => {
    await armAutoDelete(15, NOW);
    expect(essentials.autoDeleteAt).toBe(NOW + 15 * 60_000);
    await cancelAutoDelete();
    expect(essentials.autoDeleteAt).toBeNull();
    await armAutoDelete(30, NOW);
    expect(await runAutoDeleteIfDue(NOW + 30 * 60_000)).toBe(true);
    expect(essentials.autoDeleteAt).toBeNull();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeWakeLock } from '../../../platform/device/wakeLock.test-support';
import { useToastStore } from '../../../ui/toast/toastStore';
import { cancelCheckIn, formatRemaining, startCheckIn, useCheckIn } from './checkInTimer';
import {
  checkCheckIn,
  RECHECK_MS,
  resetCheckInWatcher,
  startCheckInWatcher,
} from './checkInWatcher';
import { registerPanicHandler } from '../alarm/panic';

const stored = vi.hoisted(() => ({ deadline: null as number | null }));

vi.mock('../../../vault/device/essentials', () => ({
  readEssentials: vi.fn(async () => ({ checkInDeadline: stored.deadline })),
  updateEssentials: vi.fn(async (change: { checkInDeadline?: number | null }) => {
    if ('checkInDeadline' in change) stored.deadline = change.checkInDeadline ?? null;
    return { checkInDeadline: stored.deadline };
  }),
}));

const NOW = Date.UTC(2026, 2, 1, 10, 0);
const MINUTE = 60_000;
const panic = vi.fn();
let unregister: () => void;

/** A fresh page: nothing in memory, only what the device kept. */
function reload() {
  resetCheckInWatcher();
  useCheckIn.setState({ deadline: null, loaded: false, wakeLock: 'off' });
}

async function flush() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

beforeEach(() => {
  installFakeWakeLock();
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
  });
  vi.setSystemTime(NOW);
  stored.deadline = null;
  panic.mockReset();
  unregister = registerPanicHandler(panic);
  useToastStore.setState({ current: null });
  reload();
});

afterEach(() => {
  unregister();
  reload();
  vi.useRealTimers();
});

describe('check-in deadline', () => {
  it('keeps the deadline on the device and fires once at zero', async () => {
    await startCheckInWatcher();
    await startCheckIn(15);
    expect(stored.deadline).toBe(NOW + 15 * MINUTE);
    expect(useCheckIn.getState().wakeLock).toBe('held');

    await vi.advanceTimersByTimeAsync(15 * MINUTE - 1);
    expect(panic).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(panic).toHaveBeenCalledTimes(1);
    expect(panic).toHaveBeenCalledWith('check-in');
    expect(stored.deadline).toBeNull();
    expect(useCheckIn.getState()).toMatchObject({ deadline: null, wakeLock: 'off' });

    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(panic).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({
        title: 'Check-in time ran out',
        variant: 'destructive',
      }),
    );
  });

  it('after a reload past the deadline, fires at once on start, and only once', async () => {
    await startCheckInWatcher();
    await startCheckIn(30);
    reload(); // the tab was closed
    vi.setSystemTime(NOW + 45 * MINUTE);
    await startCheckInWatcher();
    await flush();
    expect(panic).toHaveBeenCalledTimes(1);
    expect(stored.deadline).toBeNull();
    reload(); // and opened again
    await startCheckInWatcher();
    await vi.advanceTimersByTimeAsync(RECHECK_MS * 2);
    expect(panic).toHaveBeenCalledTimes(1);
  });

  it('after a reload before the deadline, keeps counting from the stored deadline', async () => {
    await startCheckInWatcher();
    await startCheckIn(60);
    reload();
    vi.setSystemTime(NOW + 20 * MINUTE);
    await startCheckInWatcher();
    expect(useCheckIn.getState().deadline).toBe(NOW + 60 * MINUTE);
    await vi.advanceTimersByTimeAsync(40 * MINUTE - 1000);
    expect(panic).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    await flush();
    expect(panic).toHaveBeenCalledTimes(1);
  });

  it('re-checks every 15 s, so a throttled timer cannot hold the alarm back', async () => {
    await startCheckInWatcher();
    await startCheckIn(60);
    // The phone slept: the clock moved on but no timer ran.
    vi.setSystemTime(NOW + 61 * MINUTE);
    await vi.advanceTimersByTimeAsync(RECHECK_MS);
    await flush();
    expect(panic).toHaveBeenCalledTimes(1);
  });

  it('checks when the page becomes visible again', async () => {
    await startCheckInWatcher();
    await startCheckIn(15);
    vi.setSystemTime(NOW + 16 * MINUTE);
    document.dispatchEvent(new Event('visibilitychange'));
    await flush();
    expect(panic).toHaveBeenCalledTimes(1);
  });

  it('a cancelled timer never fires', async () => {
    await startCheckInWatcher();
    await startCheckIn(15);
    await cancelCheckIn();
    expect(stored.deadline).toBeNull();
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    expect(panic).not.toHaveBeenCalled();
    expect(await checkCheckIn(NOW + 30 * MINUTE)).toBe(false);
  });
});

describe('formatRemaining', () => {
  it('rounds up and reaches 0:00 at the deadline', () => {
    expect(formatRemaining(15 * MINUTE)).toBe('15:00');
    expect(formatRemaining(14 * MINUTE + 59_001)).toBe('15:00');
    expect(formatRemaining(60 * MINUTE)).toBe('1:00:00');
    expect(formatRemaining(999)).toBe('0:01');
    expect(formatRemaining(-5)).toBe('0:00');
  });
});

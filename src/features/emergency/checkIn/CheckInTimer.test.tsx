import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTestI18n } from '../../../i18n/i18n.test-support';
import { installFakeWakeLock } from '../../../platform/device/wakeLock.test-support';
import { useToastStore } from '../../../ui/toast/toastStore';
import { CheckInTimer } from './CheckInTimer';
import { useCheckIn } from './checkInTimer';
import { resetCheckInWatcher } from './checkInWatcher';
import { registerPanicHandler } from '../alarm/panic';
import { setOpenVaultMode, useSession } from '../../../session';

const stored = vi.hoisted(() => ({ deadline: null as number | null }));
vi.mock('../../../vault/device/essentials', () => ({
  readEssentials: vi.fn(async () => ({ checkInDeadline: stored.deadline })),
  updateEssentials: vi.fn(async (change: { checkInDeadline?: number | null }) => {
    stored.deadline = change.checkInDeadline ?? null;
    return {};
  }),
}));

const { renderWithI18n } = installTestI18n();

const panic = vi.fn();
let unregister: () => void;
beforeEach(() => {
  installFakeWakeLock().answer = 'unsupported';
  vi.useFakeTimers({ shouldAdvanceTime: true });
  stored.deadline = null;
  panic.mockReset();
  unregister = registerPanicHandler(panic);
  resetCheckInWatcher();
  useCheckIn.setState({ deadline: null, loaded: false, wakeLock: 'off' });
  useToastStore.setState({ current: null });
});
afterEach(() => {
  cleanup();
  setOpenVaultMode(null);
  useSession.getState().lock();
  unregister();
  resetCheckInWatcher();
  vi.useRealTimers();
});

async function renderCard() {
  await act(async () => {
    renderWithI18n(<CheckInTimer />);
  });
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

describe('Check-in timer card', () => {
  it('counts down each second and says what a web app cannot do', async () => {
    const user = await renderCard();
    expect(screen.getByText(/Keep this app open: a web app cannot alert anyone/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: '15 min' }));
    expect(screen.getByRole('timer')).toHaveTextContent('Time left: 15:00');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Time left: 14:59');
    expect(screen.getByText(/This browser cannot keep the screen on/)).toBeVisible();
  });

  it("I'm Safe cancels and confirms with a toast", async () => {
    const user = await renderCard();
    await user.click(screen.getByRole('button', { name: '30 min' }));
    expect(stored.deadline).not.toBeNull();
    await user.click(screen.getByRole('button', { name: "I'm Safe" }));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(stored.deadline).toBeNull();
    expect(useToastStore.getState().current?.title).toBe('Check-in complete');
  });

  it('Cancel Timer cancels silently', async () => {
    const user = await renderCard();
    await user.click(screen.getByRole('button', { name: '60 min' }));
    await user.click(screen.getByRole('button', { name: 'Cancel Timer' }));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(stored.deadline).toBeNull();
    expect(useToastStore.getState().current).toBeNull();
    expect(screen.getByRole('button', { name: '15 min' })).toHaveFocus();
  });

  it('at zero opens the SOS alert and shows a destructive toast', async () => {
    const user = await renderCard();
    await user.click(screen.getByRole('button', { name: '15 min' }));
    await act(() => vi.advanceTimersByTimeAsync(15 * 60_000));
    expect(panic).toHaveBeenCalledExactlyOnceWith('check-in');
    await vi.waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({ variant: 'destructive' }),
    );
    expect(screen.queryByRole('timer')).toBeNull();
  });
});

describe('Check-in timer card in the decoy', () => {
  const REAL = () => Date.now() + 20 * 60_000;

  async function openDecoyWithRealTimer() {
    stored.deadline = REAL();
    const realDeadline = stored.deadline;
    setOpenVaultMode('decoy');
    useSession.getState().unlock();
    const user = await renderCard();
    return { user, realDeadline };
  }

  it('shows its own empty state, not the real timer', async () => {
    await openDecoyWithRealTimer();
    expect(useCheckIn.getState().deadline).not.toBeNull(); // the real one is still running
    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel Timer' })).toBeNull();
  });

  it('runs a timer of its own that never touches the real one', async () => {
    const { user, realDeadline } = await openDecoyWithRealTimer();
    await user.click(screen.getByRole('button', { name: '60 min' }));
    expect(screen.getByRole('timer')).toHaveTextContent('Time left: 1:00:00');
    await user.click(screen.getByRole('button', { name: 'Cancel Timer' }));
    expect(screen.queryByRole('timer')).toBeNull();
    expect(stored.deadline).toBe(realDeadline);
    expect(useCheckIn.getState().deadline).toBe(realDeadline);
  });

  it('holds the real alarm back while the decoy is open and fires it once locked', async () => {
    const { realDeadline } = await openDecoyWithRealTimer();
    await act(() => vi.advanceTimersByTimeAsync(21 * 60_000));
    expect(panic).not.toHaveBeenCalled();
    expect(stored.deadline).toBe(realDeadline);
    setOpenVaultMode(null);
    useSession.getState().lock();
    await act(() => vi.advanceTimersByTimeAsync(15_000));
    expect(panic).toHaveBeenCalledExactlyOnceWith('check-in');
    expect(stored.deadline).toBeNull();
  });

  it("forgets the decoy's timer at lock", async () => {
    const { user } = await openDecoyWithRealTimer();
    await user.click(screen.getByRole('button', { name: '15 min' }));
    useSession.getState().lock();
    expect(useCheckIn.getState().decoyDeadline).toBeNull();
  });
});

import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider, initI18n } from '../../i18n';
import { useToastStore } from '../../ui/toast/toastStore';
import { CheckInTimer } from './CheckInTimer';
import { useCheckIn } from './checkInTimer';
import { resetCheckInWatcher } from './checkInWatcher';
import { registerPanicHandler } from './panic';

const stored = vi.hoisted(() => ({ deadline: null as number | null }));
vi.mock('../../vault/essentials', () => ({
  readEssentials: vi.fn(async () => ({ checkInDeadline: stored.deadline })),
  updateEssentials: vi.fn(async (change: { checkInDeadline?: number | null }) => {
    stored.deadline = change.checkInDeadline ?? null;
    return {};
  }),
}));
vi.mock('../../platform/wakeLock', () => ({
  holdScreenAwake: vi.fn((onChange: (s: string) => void) => {
    onChange('unsupported');
    return () => undefined;
  }),
}));

let i18n: Awaited<ReturnType<typeof initI18n>>;
beforeAll(async () => {
  i18n = await initI18n();
});

const panic = vi.fn();
let unregister: () => void;
beforeEach(() => {
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
  unregister();
  resetCheckInWatcher();
  vi.useRealTimers();
});

async function renderCard() {
  await act(async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <CheckInTimer />
      </I18nextProvider>,
    );
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

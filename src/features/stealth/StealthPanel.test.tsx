import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTestI18n } from '../../i18n/i18n.test-support';
import { useToastStore } from '../../ui/toast/toastStore';
import { fakeMeta, tables, wipeAllData, writeMeta } from './fakeVault';
import { forgetServerAccount } from '../../sync/account';
import { reloadToCalculator } from './reload';
import { StealthPanel } from './StealthPanel';

vi.mock('../../vault', () => import('./fakeVault'));
vi.mock('./reload', () => ({ reloadToCalculator: vi.fn() }));
vi.mock('../../sync/account', () => ({ forgetServerAccount: vi.fn(async () => []) }));

const { renderWithI18n } = installTestI18n('stealth');

const NOW = new Date('2026-03-01T10:00:00Z').getTime();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
  vi.clearAllMocks();
  fakeMeta.reset();
  useToastStore.setState({ current: null });
});

afterEach(() => {
  vi.useRealTimers();
});

function renderPanel() {
  return renderWithI18n(<StealthPanel />);
}

/** Lets promises settle and React commit, then moves the clock. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function click(element: HTMLElement) {
  await act(async () => {
    fireEvent.click(element);
  });
}

describe('Stealth mode switch', () => {
  it('is a labelled switch that toggles and persists through writeMeta', async () => {
    document.title = 'Calculator';
    renderPanel();
    const toggle = screen.getByRole('switch', { name: 'Stealth mode' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription(/locks the moment you switch apps/);

    await click(toggle);
    expect(writeMeta).toHaveBeenLastCalledWith('stealth', { enabled: true });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(document.title).toBe('Calculator');

    await click(toggle);
    expect(writeMeta).toHaveBeenLastCalledWith('stealth', { enabled: false });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(document.title).toBe('Calculator');
  });

  it('shows the saved setting', () => {
    fakeMeta.set('stealth', { enabled: true });
    renderPanel();
    expect(screen.getByRole('switch', { name: 'Stealth mode' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('says so when the setting cannot be saved', async () => {
    writeMeta.mockRejectedValueOnce(new Error('locked'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPanel();
    const toggle = screen.getByRole('switch', { name: 'Stealth mode' });
    await click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(useToastStore.getState().current).toMatchObject({
      title: 'Could not save the setting. Try again.',
      variant: 'destructive',
    });
  });
});

describe('Auto-delete evidence', () => {
  it('arms for the chosen minutes, counts down, and cancels', async () => {
    renderPanel();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Delete after' });
    expect(group).toHaveTextContent('15 min30 min60 min');

    await click(screen.getByRole('button', { name: '15 min' }));
    expect(writeMeta).toHaveBeenLastCalledWith('autoDelete', {
      at: NOW + 15 * 60_000,
      minutes: 15,
    });
    expect(screen.getByRole('button', { name: '15 min' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('timer')).toHaveTextContent('Evidence will be deleted in 15:00');

    await advance(1000);
    expect(screen.getByRole('timer')).toHaveTextContent('Evidence will be deleted in 14:59');
    await advance(60_000);
    expect(screen.getByRole('timer')).toHaveTextContent('Evidence will be deleted in 13:59');

    await click(screen.getByRole('button', { name: 'Cancel' }));
    expect(writeMeta).toHaveBeenLastCalledWith('autoDelete', null);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '15 min' })).toHaveFocus();
    expect(tables.recordings.clear).not.toHaveBeenCalled();
  });

  it('keeps a saved deadline across a reload and shows the time left', () => {
    fakeMeta.set('autoDelete', { at: NOW + 90_500, minutes: 30 });
    renderPanel();
    expect(screen.getByRole('button', { name: '30 min' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('timer')).toHaveTextContent('Evidence will be deleted in 1:31');
  });

  it('deletes the evidence when the countdown reaches zero', async () => {
    fakeMeta.set('autoDelete', { at: NOW + 2000, minutes: 15 });
    renderPanel();
    await advance(2000);
    expect(tables.recordings.clear).toHaveBeenCalledTimes(1);
    expect(tables.mediaChunks.clear).toHaveBeenCalledTimes(1);
    expect(fakeMeta.get('autoDelete')).toBeNull();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(useToastStore.getState().current).toMatchObject({ title: 'Evidence deleted' });
  });
});

describe('Emergency wipe', () => {
  const wipeButton = () => screen.getByRole('button', { name: 'Emergency wipe' });

  it('says plainly what is deleted and that it cannot be undone', () => {
    renderPanel();
    expect(wipeButton()).toHaveAccessibleDescription(/contacts, recordings.*cannot be undone/);
    expect(screen.getByText('Press and hold the button for 3 seconds.')).toBeInTheDocument();
  });

  it('says the server copy goes too, only when the vault has a server account', () => {
    const { unmount } = renderPanel();
    expect(wipeButton()).not.toHaveAccessibleDescription(/server/);
    unmount();
    fakeMeta.set('account', { accountId: 'acct-1', secret: 's1' });
    renderPanel();
    expect(wipeButton()).toHaveAccessibleDescription(/also deletes your copy on the server/);
  });

  it('deletes the server account before the device wipe, and hands over what did not go', async () => {
    const waiting = [{ accountId: 'acct-1', secret: 's1' }];
    vi.mocked(forgetServerAccount).mockResolvedValueOnce(waiting);
    renderPanel();
    fireEvent.pointerDown(wipeButton());
    await advance(3000);
    expect(forgetServerAccount).toHaveBeenCalledTimes(1);
    expect(wipeAllData).toHaveBeenCalledWith({ pendingDeletions: waiting });
    expect(vi.mocked(forgetServerAccount).mock.invocationCallOrder[0]).toBeLessThan(
      wipeAllData.mock.invocationCallOrder[0] ?? 0,
    );
    expect(reloadToCalculator).toHaveBeenCalledTimes(1);
  });

  it('does nothing on a short press and says to hold for 3 seconds', async () => {
    renderPanel();
    fireEvent.pointerDown(wipeButton());
    await advance(1000);
    expect(screen.getByRole('status')).toHaveTextContent('Keep holding…');
    fireEvent.pointerUp(wipeButton());
    await advance(5000);
    expect(wipeAllData).not.toHaveBeenCalled();
    expect(reloadToCalculator).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Hold for 3 seconds to wipe');
  });

  it('wipes, then reloads, after 3 seconds of holding the pointer', async () => {
    renderPanel();
    fireEvent.pointerDown(wipeButton());
    await advance(2900);
    expect(wipeAllData).not.toHaveBeenCalled();
    const fill = wipeButton().querySelector<HTMLElement>('.stealth-wipe-fill');
    expect(parseInt(fill?.style.width ?? '0', 10)).toBeGreaterThan(90);
    await advance(100);
    expect(wipeAllData).toHaveBeenCalledTimes(1);
    expect(reloadToCalculator).toHaveBeenCalledTimes(1);
    expect(wipeAllData.mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(reloadToCalculator).mock.invocationCallOrder[0] ?? 0,
    );
  });

  it('reloads only after the wipe has finished', async () => {
    let finish: () => void = () => undefined;
    wipeAllData.mockImplementationOnce(
      () => new Promise<undefined>((resolve) => (finish = () => resolve(undefined))),
    );
    renderPanel();
    fireEvent.pointerDown(wipeButton());
    await advance(3000);
    expect(wipeAllData).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Wiping…');
    expect(reloadToCalculator).not.toHaveBeenCalled();
    await act(async () => finish());
    expect(reloadToCalculator).toHaveBeenCalledTimes(1);
  });

  it('works by holding Space or Enter, and releasing early cancels', async () => {
    renderPanel();
    fireEvent.keyDown(wipeButton(), { key: 'Enter' });
    await advance(1500);
    fireEvent.keyUp(wipeButton(), { key: 'Enter' });
    await advance(3000);
    expect(wipeAllData).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Hold for 3 seconds to wipe');

    fireEvent.keyDown(wipeButton(), { key: ' ' });
    // Auto-repeat while the key is held must not restart the hold.
    await advance(1000);
    fireEvent.keyDown(wipeButton(), { key: ' ', repeat: true });
    await advance(2000);
    expect(wipeAllData).toHaveBeenCalledTimes(1);
    expect(reloadToCalculator).toHaveBeenCalledTimes(1);
  });

  it('does not reload when the wipe fails, and says so', async () => {
    wipeAllData.mockRejectedValueOnce(new Error('blocked'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderPanel();
    fireEvent.pointerDown(wipeButton());
    await advance(3000);
    expect(reloadToCalculator).not.toHaveBeenCalled();
    expect(useToastStore.getState().current).toMatchObject({ variant: 'destructive' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(wipeButton()).not.toHaveAttribute('aria-disabled');
  });
});

describe('Privacy tips', () => {
  it('lists concrete tips', () => {
    renderPanel();
    const tips = screen.getByRole('heading', { name: 'Privacy tips' }).parentElement;
    expect(tips?.querySelectorAll('li')).toHaveLength(6);
    expect(tips).toHaveTextContent(/Hide Interface/);
    expect(tips).toHaveTextContent(/private window/);
  });
});

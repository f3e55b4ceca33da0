import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useToastStore } from '../../../ui/toast/toastStore';
import { useSession } from '../../../session';
import { useSosSheet } from './sosStore';
import { installSosSheetHooks, opened, openSheet, platform } from './sosSheet.test-support';
import { data } from './sosSheet.data.test-support';
import { onTabRequest } from '../../../ui/tabRequest';

vi.mock('../../../vault/device/essentials', async () =>
  (await import('./sosSheet.data.test-support')).mockedEssentials(),
);
vi.mock('../../../vault', () => ({ vaultMode: () => 'real' }));
vi.mock('../settings/emergencySettingsRepository', async () =>
  (await import('./sosSheet.data.test-support')).mockedSettingsRepository(),
);

installSosSheetHooks();

describe('SOS sheet controls', () => {
  it('moves focus in, and Escape closes only after confirmation', async () => {
    const user = userEvent.setup();
    const dialog = await openSheet();
    expect(within(dialog).getByRole('heading', { name: /SOS alert/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    const confirm = screen.getByRole('alertdialog');
    expect(within(confirm).getByRole('button', { name: 'Keep open' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Keep open' }));
    expect(useSosSheet.getState().open).toBe(true);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Close alert' }));
    expect(useSosSheet.getState().open).toBe(false);
  });

  it('keeps keys away from the calculator underneath', async () => {
    const user = userEvent.setup();
    const calculator = vi.fn();
    window.addEventListener('keydown', calculator);
    await openSheet();
    await user.keyboard('5{Enter}{Escape}');
    window.removeEventListener('keydown', calculator);
    expect(calculator).not.toHaveBeenCalled();
  });

  it('with no contacts, says so and offers the emergency number', async () => {
    data.contacts = [];
    const dialog = await openSheet();
    expect(await within(dialog).findByText(/no emergency contacts yet/)).toBeVisible();
    expect(within(dialog).getByText(/open the app with your code/)).toBeVisible();
    await user().click(within(dialog).getByRole('button', { name: 'Call 999' }));
    expect(useToastStore.getState().current?.title).toBe('Call 999 for general emergency');
    expect(opened()).toEqual([]);
  });

  it('offers the backup contacts after the delay', async () => {
    data.backupContacts = [{ id: 'k', name: 'Kim', phone: '+447700900009', priority: 1 }];
    const dialog = await openSheet(Date.now() - 5 * 60_000 - 1000);
    await user().click(
      await within(dialog).findByRole('button', { name: 'Alert backup contacts' }),
    );
    expect(within(dialog).getByRole('link', { name: 'Text Backup contact 1' })).toBeVisible();
    expect(opened().at(-1)).toEqual(expect.stringMatching(/^sms:\+447700900009\?&body=/));
  });

  it("I'm Safe stops the backup offer and confirms", async () => {
    // The clock stands still: the countdown shows the whole delay however slow the machine is (a
    // pause of two seconds before the sheet drew made it 4:58).
    vi.useFakeTimers({ toFake: ['Date'] });
    data.backupContacts = [{ id: 'k', name: 'Kim', phone: '+447700900009', priority: 1 }];
    const dialog = await openSheet();
    expect(await within(dialog).findByText(/backup contacts in 5:00/)).toBeVisible();
    await user().click(within(dialog).getByRole('button', { name: "I'm Safe" }));
    expect(within(dialog).queryByText(/backup contacts in/)).toBeNull();
    expect(within(dialog).getByText(/You are marked safe/)).toBeVisible();
    expect(useToastStore.getState().current?.title).toBe('Marked safe');
  });

  it('vibrates only when unlocked with silent mode off; "Call contacts" dials by priority', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    useSession.setState({ status: 'unlocked' });
    data.settings = { ...data.settings, autoVoiceCalls: true };
    const dialog = await openSheet();
    await waitFor(() => expect(platform.vibration.patterns).toHaveLength(1));
    await waitFor(() => expect(opened()).toHaveLength(1)); // the first SMS
    const u = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await u.click(within(dialog).getByRole('button', { name: 'Call contacts' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(opened().at(-1)).toEqual('tel:+447700900001');
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(opened().at(-1)).toEqual('tel:+15550100002');
    expect(opened()).toHaveLength(3);
  });

  it('with no contacts while unlocked, offers the Emergency tab', async () => {
    data.contacts = [];
    useSession.setState({ status: 'unlocked' });
    const dialog = await openSheet();
    const goToTab = await within(dialog).findByRole('button', {
      name: 'Add contacts in the Emergency tab',
    });
    const shell = vi.fn();
    const stop = onTabRequest(shell);
    await user().click(goToTab);
    stop();
    expect(useSosSheet.getState().open).toBe(false);
    expect(shell).toHaveBeenCalledWith('emergency');
  });

  it('does not vibrate while locked (silent mode cannot be read)', async () => {
    await openSheet();
    await waitFor(() => expect(opened().length).toBeGreaterThan(0));
    expect(platform.vibration.patterns).toEqual([]);
  });
});

function user() {
  return userEvent.setup();
}

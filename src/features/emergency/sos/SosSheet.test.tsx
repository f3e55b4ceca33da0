import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../session';
import { installSosSheetHooks, opened, openSheet, platform } from './sosSheet.test-support';

vi.mock('../../../vault/device/essentials', async () =>
  (await import('./sosSheet.data.test-support')).mockedEssentials({ withoutNames: true }),
);
// The open vault holds the names (the essentials keep none): the sheet takes them from there.
vi.mock('../../../vault', async () => {
  const { data } = await import('./sosSheet.data.test-support');
  return {
    vaultMode: () => 'real',
    isCorrupt: () => false,
    getVaultDatabase: () => ({
      contacts: { toArray: async () => data.contacts },
      backupContacts: { toArray: async () => data.backupContacts },
    }),
  };
});
vi.mock('../settings/emergencySettingsRepository', async () =>
  (await import('./sosSheet.data.test-support')).mockedSettingsRepository(),
);

installSosSheetHooks();

const decodedHref = (link: HTMLElement) => decodeURIComponent(link.getAttribute('href') ?? '');

describe('SOS sheet', () => {
  it('opens the first contact’s SMS at once, with the coordinates, and lists every channel', async () => {
    const dialog = await openSheet();
    expect(within(dialog).getByText('Sending alerts to emergency contacts...')).toBeVisible();
    expect(dialog).toHaveAccessibleDescription(
      'Your phone cannot send these by itself. In each app that opens, press Send.',
    );
    await waitFor(() => expect(opened()).toHaveLength(1));
    const first = opened()[0] ?? '';
    expect(first.startsWith('sms:+447700900001?&body=')).toBe(true);
    expect(decodeURIComponent(first)).toContain('https://maps.google.com/?q=51.507351,-0.127758');
    expect(within(dialog).getByText('51.507351, -0.127758')).toBeVisible();

    // "Opened" only once the messages app really came up (the page left the screen).
    const sms = within(dialog).getByRole('link', { name: 'Text Contact 1' });
    expect(sms.closest('li')).not.toHaveTextContent('Opened');
    act(() => leaveScreen());
    expect(sms.closest('li')).toHaveTextContent('Opened');
    expect(within(dialog).getByText(/first message should have opened by itself/)).toBeVisible();
    expect(decodedHref(within(dialog).getByRole('link', { name: 'Email Contact 1' }))).toContain(
      'maps.google.com/?q=51.507351,-0.127758',
    );
    const wa = within(dialog).getByRole('link', { name: 'WhatsApp Contact 2' });
    expect(wa.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/15550100002\?text=/);
    expect(wa).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(dialog).getByRole('link', { name: 'Call Contact 2' })).toHaveAttribute(
      'href',
      'tel:+15550100002',
    );
    // Honest: nothing here claims a message went out.
    expect(dialog.textContent).not.toMatch(/\bsent\b/i);
  });

  it('without a recent tap, does not open an app by script and says to tap', async () => {
    platform.vibration.activation = false;
    const dialog = await openSheet();
    expect(await within(dialog).findByText(/Tap each link below/)).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Text Contact 1' })).toBeVisible();
    expect(opened()).toEqual([]);
  });

  it('marks a tapped link "Opened"', async () => {
    const dialog = await openSheet();
    const link = await within(dialog).findByRole('link', { name: 'Text Contact 2' });
    expect(link.closest('li')).not.toHaveTextContent('Opened');
    link.addEventListener('click', (e) => e.preventDefault()); // jsdom cannot navigate
    await userEvent.click(link);
    expect(link.closest('li')).toHaveTextContent('Opened');
  });

  it('says the alert goes without a location when none is found', async () => {
    platform.geolocation.failWith('timeout');
    const dialog = await openSheet();
    expect(
      await within(dialog).findByText('Location unavailable — the alert will go without it'),
    ).toBeVisible();
    await waitFor(() => expect(opened().length).toBeGreaterThan(0));
    expect(decodeURIComponent(opened()[0] ?? '')).toContain('\nLocation unavailable\n');
  });
});

describe('SOS sheet on the locked calculator (123# may be typed by anyone)', () => {
  it('alerts the real contacts but shows no name, number or email', async () => {
    const dialog = await openSheet();
    const sms = await within(dialog).findByRole('link', { name: 'Text Contact 1' });
    expect(sms.getAttribute('href')?.startsWith('sms:+447700900001?')).toBe(true);
    expect(within(dialog).getByRole('link', { name: 'Call Contact 2' })).toHaveAttribute(
      'href',
      'tel:+15550100002',
    );
    const text = dialog.textContent ?? '';
    for (const secret of ['Amal', 'Bea', '7700', '0100', 'amal@example.org'])
      expect(text).not.toContain(secret);
  });

  it('shows the names once the app is unlocked', async () => {
    useSession.setState({ status: 'unlocked' });
    const dialog = await openSheet();
    expect(await within(dialog).findByRole('link', { name: 'Text Amal' })).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'WhatsApp Bea' })).toBeVisible();
  });
});

function leaveScreen() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Reflect.deleteProperty(document, 'visibilityState');
}

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../../../i18n';
import { useToastStore } from '../../../../ui/toast/toastStore';
import { getVaultDatabase, readMeta, type Contact } from '../../../../vault';
import { openTestVault } from '../../../../vault/testing/vault.test-support';
import { installTestI18n } from '../../../../i18n/i18n.test-support';
import { AdvancedSettings } from '../../settings/AdvancedSettings';
import { syncSosEssentials } from '../../contacts/contactEssentials';
import { readEmergencySettings } from '../../settings/emergencySettingsRepository';
import { createAlertsServer, type FakeAlertsServer } from '../alerts.test-support';
import { resetProfileSync, startProfileSync } from './profileSync';
import { useServerAlerts } from './profileStore';

// Each step crosses IndexedDB and msw: give a loaded machine time.

let fake: FakeAlertsServer = createAlertsServer();
const api = setupServer();

const AMAL: Contact = {
  id: 'amal',
  name: 'Amal',
  phone: '+447700900001',
  email: 'amal@example.org',
  priority: 1,
  createdAt: 1,
};
const BEA: Contact = {
  id: 'bea',
  name: 'Bea',
  phone: '+15550100002',
  email: 'bea@x',
  priority: 2,
  createdAt: 2,
};
const CHLOE: Contact = {
  id: 'chloe',
  name: 'Chloe',
  phone: '+447700900003',
  priority: 1,
  createdAt: 3,
};

const { renderWithI18n } = installTestI18n('contacts', 'sos');

beforeAll(async () => {
  api.listen({ onUnhandledRequest: 'error' });
  await openTestVault();
});
afterAll(() => api.close());

beforeEach(async () => {
  fake = createAlertsServer();
  api.resetHandlers(...fake.handlers);
  await openTestVault();
  const db = getVaultDatabase();
  await Promise.all([
    db.emergencySettings.clear(),
    db.meta.delete('alertsProfile'),
    db.contacts.clear(),
    db.backupContacts.clear(),
  ]);
  await db.contacts.bulkPut([AMAL, BEA]);
  await db.backupContacts.put(CHLOE);
  useLanguageStore.setState({ language: 'en' });
  useToastStore.setState({ current: null });
  useServerAlerts.setState({ status: null, statusUnknown: false, upload: 'idle', problem: null });
  resetProfileSync();
  // As the real unlock does: the profile follows the vault, and `online` retries.
  startProfileSync(window);
});
afterEach(() => resetProfileSync());

const renderSettings = async () => {
  renderWithI18n(<AdvancedSettings />);
  const user = userEvent.setup();
  const toggle = screen.getByRole('switch', { name: 'Server alerts' });
  return { user, toggle };
};

const alertCalls = () => fake.calls.filter((call) => call.includes('/api/alerts/'));

describe('Server alerts (Advanced settings)', () => {
  it('is off until she turns it on; on, it uploads her contacts and says what the server can deliver', async () => {
    const { user, toggle } = await renderSettings();
    expect(toggle).not.toBeChecked();
    expect(alertCalls()).toEqual([]);

    await user.click(toggle);
    await waitFor(() => expect(fake.profile).not.toBeNull());
    expect(fake.profile).toEqual({
      contacts: [
        {
          id: 'amal',
          name: 'Amal',
          email: 'amal@example.org',
          phone: '+447700900001',
          backup: false,
        },
        { id: 'bea', name: 'Bea', email: 'bea@x', phone: '+15550100002', backup: false },
        { id: 'chloe', name: 'Chloe', phone: '+447700900003', backup: true },
      ],
      message: 'I need help.',
      backupDelayMinutes: 5,
      language: 'en',
    });
    expect(await screen.findByText('The server has your contacts and message.')).toBeVisible();
    const channels = screen.getByRole('list', { name: 'What the server can deliver' });
    expect(
      within(channels)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Email: ready',
      'SMS needs the enhanced alerts plan',
      'Push: reaches contacts who open their link and allow notifications',
    ]);
    expect((await readEmergencySettings()).serverAlerts).toBe(true);
  });

  it('uploads again when the delay, the message or her language change, and removes it when turned off', async () => {
    const { user, toggle } = await renderSettings();
    await user.click(toggle);
    await waitFor(() => expect(fake.profile?.backupDelayMinutes).toBe(5));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Backup contact delay' }), '10');
    await waitFor(() => expect(fake.profile?.backupDelayMinutes).toBe(10));

    await user.type(screen.getByRole('textbox', { name: 'Custom emergency message' }), 'Come now');
    await user.click(screen.getByRole('button', { name: 'Save message' }));
    await waitFor(() => expect(fake.profile?.message).toBe('Come now'));

    useLanguageStore.setState({ language: 'fr' });
    await waitFor(() => expect(fake.profile?.language).toBe('fr'));
    useLanguageStore.setState({ language: 'en' });
    await waitFor(() => expect(fake.profile?.language).toBe('en'));

    await user.click(screen.getByRole('switch', { name: 'Server alerts' }));
    await waitFor(() => expect(fake.calls.at(-1)).toBe('DELETE /api/alerts/profile'));
    expect(fake.profile).toBeNull();
    await waitFor(async () => expect(await readMeta('alertsProfile')).toEqual({ uploaded: null }));
    expect(screen.queryByText('The server has your contacts and message.')).toBeNull();
  });

  it('shows a refused address with its contact, keeps everything, and sends the corrected one', async () => {
    fake.refuseProfile = {
      status: 400,
      body: { message: 'This is not an email address', field: 'contacts[1].email' },
    };
    const { user, toggle } = await renderSettings();
    await user.click(toggle);
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent(
      'The server did not accept the email address of Bea: This is not an email address.',
    );
    // Nothing lost: the switch, the setting and the contacts are as she left them.
    expect(screen.getByRole('switch', { name: 'Server alerts' })).toBeChecked();
    expect((await readEmergencySettings()).serverAlerts).toBe(true);
    expect(await getVaultDatabase().contacts.count()).toBe(2);

    await getVaultDatabase().contacts.put({ ...BEA, email: 'bea@example.org' });
    await syncSosEssentials();
    await waitFor(() => expect(fake.profile?.contacts[1]?.email).toBe('bea@example.org'));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('offline, keeps the upload pending and sends it when the connection is back', async () => {
    fake.offline = true;
    const { user, toggle } = await renderSettings();
    await user.click(toggle);
    expect(
      await screen.findByText(
        'Not yet on the server. They are sent as soon as the server can be reached.',
      ),
    ).toBeVisible();
    expect(fake.profile).toBeNull();

    fake.offline = false;
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('The server has your contacts and message.')).toBeVisible();
    expect(fake.profile?.contacts).toHaveLength(3);
  });

  it('says plainly when the server can send neither email nor SMS', async () => {
    fake.channels = { email: false, sms: false, push: true };
    fake.smsNeedsUpgrade = false;
    const { user, toggle } = await renderSettings();
    await user.click(toggle);
    expect(await screen.findByText('SMS: not set up on this server')).toBeVisible();
    expect(screen.getByText('Email: not set up on this server')).toBeVisible();
    expect(
      screen.getByText(/reach your contacts only through the links you send yourself/),
    ).toBeVisible();
  });

  it('says when this server cannot deliver alerts at all (503)', async () => {
    fake.refuseProfile = { status: 503, body: { message: 'No delivery configured' } };
    const { user, toggle } = await renderSettings();
    await user.click(toggle);
    expect(
      await screen.findByText(
        'This server cannot deliver alerts (No delivery configured). They go only through the links you send yourself.',
      ),
    ).toBeVisible();
  });
});

import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  installFakeGeolocation,
  type FakeGeolocation,
} from '../../../../platform/device/geolocation.test-support';
import { installFakeWakeLock } from '../../../../platform/device/wakeLock.test-support';
import { useToastStore } from '../../../../ui/toast/toastStore';
import { getVaultDatabase } from '../../../../vault';
import { openTestVault } from '../../../../vault/testing/vault.test-support';
import { installTestI18n } from '../../../../i18n/i18n.test-support';
import { CheckInTimer } from '../../checkIn/CheckInTimer';
import { cancelCheckIn, useCheckIn } from '../../checkIn/checkInTimer';
import { resetCheckInWatcher } from '../../checkIn/checkInWatcher';
import { saveEmergencySettings } from '../../settings/emergencySettingsRepository';
import { createAlertsServer, type FakeAlertsServer } from '../alerts.test-support';
import { deliverAlerts, resetAlertsDelivery, startAlertsDelivery } from '../send/alertsDelivery';
import { EMPTY_QUEUE, updateAlertsQueue } from '../send/alertsQueue';
import { resetProfileSync } from '../profile/profileSync';

// Each step crosses IndexedDB and msw: give a loaded machine time.

let geolocation: FakeGeolocation;

let fake: FakeAlertsServer = createAlertsServer();
const api = setupServer();
let events = new EventTarget();

const { renderWithI18n } = installTestI18n();

beforeAll(async () => {
  api.listen({ onUnhandledRequest: 'error' });
  await openTestVault();
});
afterAll(() => api.close());
beforeEach(async () => {
  installFakeWakeLock().answer = 'unsupported';
  geolocation = installFakeGeolocation();
  geolocation.permission = 'prompt';
  fake = createAlertsServer();
  api.resetHandlers(...fake.handlers);
  await openTestVault();
  await getVaultDatabase().emergencySettings.clear();
  await getVaultDatabase().meta.delete('alertsProfile');
  resetAlertsDelivery();
  resetProfileSync();
  resetCheckInWatcher();
  await updateAlertsQueue(() => EMPTY_QUEUE);
  useCheckIn.setState({ deadline: null, loaded: false, wakeLock: 'off' });
  useToastStore.setState({ current: null });
  await saveEmergencySettings({ serverAlerts: true });
  await waitFor(() => expect(fake.profile).not.toBeNull());
  events = new EventTarget();
  startAlertsDelivery(events);
});
afterEach(async () => {
  cleanup();
  await cancelCheckIn();
  // The withdrawal goes to this test's server, not the next one's.
  await updateAlertsQueue((queue) => queue);
  await deliverAlerts();
  resetCheckInWatcher();
  resetAlertsDelivery();
  resetProfileSync();
});

async function renderCard() {
  await act(async () => {
    renderWithI18n(<CheckInTimer />);
  });
  return userEvent.setup();
}

const deadlineCalls = () => fake.calls.filter((call) => call.endsWith('/api/alerts/deadline'));

describe('check-in timer held by the server', () => {
  it('says "Held by the server" only once the server took the deadline', async () => {
    fake.offline = true;
    const user = await renderCard();
    await user.click(screen.getByRole('button', { name: '15 min' }));
    expect(await screen.findByText('Not yet held by the server')).toBeVisible();
    await waitFor(() => expect(deadlineCalls()).toContain('PUT /api/alerts/deadline'));
    expect(screen.queryByText('Held by the server')).toBeNull();
    expect(screen.getByText(/Keep this app open/)).toBeVisible();

    fake.offline = false;
    events.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Held by the server')).toBeVisible();
    expect(fake.deadline).toEqual({
      id: expect.any(String),
      dueAt: new Date(useCheckIn.getState().deadline!).toISOString(),
    });
    // The server alerts even with the app closed: the note saying otherwise is gone.
    expect(screen.queryByText(/Keep this app open/)).toBeNull();
    // Location was not already allowed: no prompt, no position.
    expect(geolocation.permissionAsked).toBeGreaterThan(0);
    expect(geolocation.asked).toBe(0);
  });

  it('"Cancel Timer" withdraws the deadline from the server', async () => {
    const user = await renderCard();
    await user.click(screen.getByRole('button', { name: '30 min' }));
    expect(await screen.findByText('Held by the server')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel Timer' }));
    await waitFor(() => expect(deadlineCalls().at(-1)).toBe('DELETE /api/alerts/deadline'));
    expect(fake.deadline).toBeNull();
    await waitFor(() => expect(screen.queryByText('Held by the server')).toBeNull());
    expect(screen.queryByText(/Not yet cancelled on the server/)).toBeNull();
  });

  it('offline, a cancel says the server still holds the deadline until the withdrawal arrives', async () => {
    const user = await renderCard();
    await user.click(screen.getByRole('button', { name: '15 min' }));
    await screen.findByText('Held by the server');
    fake.offline = true;
    await user.click(screen.getByRole('button', { name: 'Cancel Timer' }));
    expect(await screen.findByText(/Not yet cancelled on the server/)).toBeVisible();
    expect(fake.deadline).not.toBeNull();

    fake.offline = false;
    events.dispatchEvent(new Event('online'));
    await waitFor(() => expect(fake.deadline).toBeNull());
    await waitFor(() => expect(screen.queryByText(/Not yet cancelled on the server/)).toBeNull());
  });

  it('"I\'m Safe" withdraws it too, and a new run has a new id', async () => {
    const user = await renderCard();
    await user.click(screen.getByRole('button', { name: '15 min' }));
    await screen.findByText('Held by the server');
    const first = fake.deadline?.id;
    await user.click(screen.getByRole('button', { name: "I'm Safe" }));
    await waitFor(() => expect(fake.deadline).toBeNull());
    await user.click(screen.getByRole('button', { name: '60 min' }));
    await waitFor(() => expect(fake.deadline?.id).toBeDefined());
    expect(fake.deadline?.id).not.toBe(first);
  });

  it('with server alerts off, the card says nothing about the server and asks it nothing', async () => {
    await saveEmergencySettings({ serverAlerts: false });
    await waitFor(() => expect(fake.profile).toBeNull());
    const user = await renderCard();
    await user.click(screen.getByRole('button', { name: '15 min' }));
    expect(screen.getByRole('timer')).toBeVisible();
    expect(screen.queryByText(/held by the server/i)).toBeNull();
    expect(deadlineCalls()).toEqual([]);
  });
});

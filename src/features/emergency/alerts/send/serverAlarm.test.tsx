import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setOpenVaultMode, useSession } from '../../../../session';
import { I18nextProvider, initI18n } from '../../../../i18n';
import { useSosSheet } from '../../sos/sosStore';
import { runPanicAction } from '../../alarm/panicAction';
import { SosSheet } from '../../sos/SosSheet';
import { installSosSheetHooks } from '../../sos/sosSheet.test-support';
import { FIX } from '../../sos/sosSheet.data.test-support';
import {
  createAlertsServer,
  setDeliveryStatus,
  type FakeAlertsServer,
} from '../alerts.test-support';
import { deliverAlerts, resetAlertsDelivery, startAlertsDelivery } from './alertsDelivery';
import { EMPTY_QUEUE, readAlertsQueue, updateAlertsQueue, useAlertsQueue } from './alertsQueue';
import { raiseCheckInAlarm, raiseSosAlarm } from './raiseAlarm';
import { holdDeadline } from './deadline';
import { setCurrentLiveLink } from '../../location/liveLink';
import { RecentAlertDeliveries } from '../status/RecentAlertDeliveries';

// Each step crosses IndexedDB and msw: give a loaded machine time.

const flags = vi.hoisted(() => ({ serverAlerts: true }));
vi.mock('../../../../vault/device/essentials', async () =>
  (await import('../../sos/sosSheet.data.test-support')).mockedEssentials({
    extra: () => ({ serverAlerts: flags.serverAlerts }),
  }),
);
vi.mock('../../../../vault', () => ({ vaultMode: () => 'real' }));
vi.mock('../../settings/emergencySettingsRepository', async () =>
  (await import('../../sos/sosSheet.data.test-support')).mockedSettingsRepository(),
);

installSosSheetHooks();
let fake: FakeAlertsServer = createAlertsServer();
const api = setupServer();
beforeAll(() => api.listen({ onUnhandledRequest: 'error' }));
afterAll(() => api.close());
beforeEach(async () => {
  fake = createAlertsServer();
  fake.channels.sms = true;
  // What the person uploaded when she turned server alerts on.
  fake.profile = {
    contacts: [
      { id: 'a', name: 'Amal', email: 'amal@example.org', phone: '+447700900001', backup: false },
      { id: 'b', name: 'Bea', phone: '+15550100002', backup: false },
    ],
    message: 'I need help.',
    backupDelayMinutes: 5,
    language: 'en',
  };
  api.resetHandlers(...fake.handlers);
  flags.serverAlerts = true;
  resetAlertsDelivery();
  await updateAlertsQueue(() => EMPTY_QUEUE);
});
afterEach(() => resetAlertsDelivery());

const alarmPosts = () => fake.bodies.filter((b) => b.call === 'POST /api/alerts/alarms');

async function panic(source: 'panic-code' | 'check-in' = 'panic-code') {
  await act(async () => {
    await runPanicAction(source);
  });
  await act(async () => {
    render(
      <Suspense fallback={null}>
        <SosSheet />
      </Suspense>,
    );
  });
  return screen.findByRole('dialog', { name: /SOS alert/ });
}

const items = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Alert deliveries' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('server alerts: the SOS alarm', () => {
  it('posts one alarm with the position, and lists only what the server reported', async () => {
    const dialog = await panic();
    await waitFor(() => expect(alarmPosts()).toHaveLength(1));
    const [post] = alarmPosts();
    expect(post?.body).toEqual({
      id: expect.any(String),
      kind: 'sos',
      position: { lat: FIX.lat, lng: FIX.lng, accuracy: FIX.accuracy },
    });
    const id = (post?.body as { id: string }).id;

    // Locked: contacts are numbered, never named. Everything waits until the server says more.
    await waitFor(() =>
      expect(items(dialog)).toEqual([
        'Contact 1: email, queued',
        'Contact 1: SMS, queued',
        'Contact 2: SMS, queued',
      ]),
    );
    expect(dialog).not.toHaveTextContent(/sent|delivered/);

    setDeliveryStatus(fake, id, 'a', 'delivered');
    setDeliveryStatus(fake, id, 'b', 'failed');
    await waitFor(() =>
      expect(items(dialog)).toEqual([
        'Contact 1: email, delivered',
        'Contact 1: SMS, delivered',
        'Contact 2: SMS, failed',
      ]),
    );
    // One alarm, however often it was asked about.
    expect(alarmPosts()).toHaveLength(1);
    expect(fake.alarms.size).toBe(1);
  });

  it('names the contacts once the app is unlocked, and "I\'m Safe" tells the server', async () => {
    useSession.setState({ status: 'unlocked' });
    const dialog = await panic();
    await waitFor(() => expect(items(dialog)).toContain('Amal: email, queued'));
    const id = (alarmPosts()[0]?.body as { id: string }).id;
    await userEvent.setup().click(within(dialog).getByRole('button', { name: "I'm Safe" }));
    await waitFor(() => expect(fake.calls).toContain(`POST /api/alerts/alarms/${id}/safe`));
    expect(fake.alarms.get(id)?.safeAt).not.toBeNull();
  });

  it('offline, keeps the alarm through a reload and sends it, once, when the server is back', async () => {
    fake.offline = true;
    const dialog = await panic();
    expect(await within(dialog).findByText('Not yet received by the server')).toBeVisible();
    expect(within(dialog).queryByRole('list', { name: 'Alert deliveries' })).toBeNull();
    const [kept] = (await readAlertsQueue()).alarms;
    expect(kept).toMatchObject({ kind: 'sos', state: 'pending' });

    // The page is reloaded: only the device's queue remains.
    cleanup();
    resetAlertsDelivery();
    useAlertsQueue.setState(EMPTY_QUEUE, true);
    fake.offline = false;
    const events = new EventTarget();
    startAlertsDelivery(events);
    await waitFor(() => expect(fake.alarms.size).toBe(1));
    expect(fake.alarms.has(kept!.id)).toBe(true);
    expect(new Set(alarmPosts().map((p) => (p.body as { id: string }).id))).toEqual(
      new Set([kept!.id]),
    );
    await waitFor(async () =>
      expect((await readAlertsQueue()).alarms[0]).toMatchObject({ state: 'accepted' }),
    );
  });

  it('an alarm raised before her profile reached the server is kept, and sent once it has', async () => {
    const uploaded = fake.profile;
    fake.profile = null; // the server answers 409: server alerts are off there, for now
    const dialog = await panic();
    await waitFor(() => expect(alarmPosts()).toHaveLength(1));
    expect(await within(dialog).findByText('Not yet received by the server')).toBeVisible();
    expect((await readAlertsQueue()).alarms[0]).toMatchObject({ state: 'pending' });

    fake.profile = uploaded; // the profile upload went through: it asks for the alarm again
    await act(() => deliverAlerts());
    await waitFor(() => expect(items(dialog)).toContain('Contact 1: email, queued'));
    expect(fake.alarms.size).toBe(1);
  });

  it('the check-in at zero posts the deadline’s id as a check-in alarm, and the sheet adds no other', async () => {
    const dueAt = Date.now() - 1;
    await updateAlertsQueue((q) => ({
      ...q,
      deadline: { id: 'run-1', dueAt, sendAfter: 0, want: 'held', server: 'held' },
    }));
    await act(async () => {
      await raiseCheckInAlarm(dueAt);
    });
    await panic('check-in');
    await waitFor(() => expect(alarmPosts()).toHaveLength(1));
    expect(alarmPosts()[0]?.body).toMatchObject({ id: 'run-1', kind: 'checkin' });
    expect((await readAlertsQueue()).deadline).toBeNull();
  });

  it('while she shares her live location, the alarm and the deadline carry its link, never stored in the queue', async () => {
    const id = 'S'.repeat(22);
    const key = 'k'.repeat(43);
    setCurrentLiveLink(`https://calc.example/follow/${id}#${key}`);
    try {
      await panic();
      await waitFor(() => expect(alarmPosts()).toHaveLength(1));
      expect(alarmPosts()[0]?.body).toMatchObject({
        kind: 'sos',
        liveLink: `/follow/${id}#${key}`,
      });
      await act(async () => {
        await holdDeadline(Date.now() + 60 * 60_000);
      });
      const deadlinePut = () => fake.bodies.find((b) => b.call === 'PUT /api/alerts/deadline');
      await waitFor(() => expect(deadlinePut()).toBeDefined());
      expect(deadlinePut()?.body).toMatchObject({ liveLink: `/follow/${id}#${key}` });
      expect(JSON.stringify(await readAlertsQueue())).not.toContain(key);
    } finally {
      setCurrentLiveLink(null);
    }
  });

  it('without sharing, an alarm has no live link', async () => {
    await panic();
    await waitFor(() => expect(alarmPosts()).toHaveLength(1));
    expect(alarmPosts()[0]?.body).not.toHaveProperty('liveLink');
  });

  it('the Emergency tab lists the last alarm’s deliveries after the sheet is closed', async () => {
    useSession.setState({ status: 'unlocked' });
    const dialog = await panic();
    await waitFor(() => expect(items(dialog)).toContain('Amal: email, queued'));
    const id = (alarmPosts()[0]?.body as { id: string }).id;
    setDeliveryStatus(fake, id, 'a', 'sent');
    cleanup();
    act(() => useSosSheet.getState().close());

    const i18n = await initI18n();
    render(
      <I18nextProvider i18n={i18n}>
        <RecentAlertDeliveries />
      </I18nextProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Alert deliveries' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Amal: email, sent', 'Amal: SMS, sent', 'Bea: SMS, queued']);
  });

  it('never from the decoy: it is a fresh installation with server alerts off', async () => {
    setOpenVaultMode('decoy');
    try {
      await raiseSosAlarm();
      await raiseCheckInAlarm(Date.now());
    } finally {
      setOpenVaultMode(null);
    }
    expect(fake.calls).toEqual([]);
    expect((await readAlertsQueue()).alarms).toEqual([]);
  });

  it('with server alerts off, asks the server nothing and shows no deliveries', async () => {
    flags.serverAlerts = false;
    const dialog = await panic();
    await waitFor(() => expect(within(dialog).getByText(/51.507351/)).toBeVisible());
    expect(fake.calls).toEqual([]);
    expect(within(dialog).queryByText('Alert deliveries')).toBeNull();
  });
});

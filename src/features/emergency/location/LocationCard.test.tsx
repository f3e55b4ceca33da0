import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTestI18n } from '../../../i18n/i18n.test-support';
import { installFakeDevice, type FakeDevice } from '../../../platform/device/device.test-support';
import { type Position } from '../../../platform/device/geolocation';
import {
  installFakeGeolocation,
  type FakeGeolocation,
} from '../../../platform/device/geolocation.test-support';
import { useToastStore } from '../../../ui/toast/toastStore';
import { destroyDeviceKey } from '../../../vault/device/deviceKey';
import type * as Vault from '../../../vault';
import { LocationCard } from './LocationCard';
import { setCurrentLiveLink } from './liveLink';

let frequency: 10 | 30 | 60 = 30;
vi.mock('../settings/emergencySettingsRepository', () => ({
  useEmergencySettings: () => ({ locationFrequencySeconds: frequency }),
}));
/** The open vault's contacts (the card reads them from there, with their names). */
let contacts: Record<string, unknown>[] = [];
vi.mock('../../../vault', async (importOriginal) => ({
  ...(await importOriginal<typeof Vault>()),
  vaultMode: () => 'real',
  getVaultDatabase: () => ({ contacts: { toArray: async () => contacts } }),
}));

let geolocation: FakeGeolocation;
let device: FakeDevice;
const emitFix = (position: Position) => geolocation.push(position);

const { renderWithI18n } = installTestI18n('emergency', 'sos');

beforeEach(async () => {
  frequency = 30;
  useToastStore.setState({ current: null });
  geolocation = installFakeGeolocation();
  device = installFakeDevice();
  device.phone = true;
  contacts = [
    { id: 'b', name: 'Jo', phone: '+44 7700 900456', priority: 2, createdAt: 1 },
    { id: 'a', name: 'Sam', phone: '+1 555 123 4567', priority: 1, createdAt: 2 },
  ];
});

afterEach(async () => {
  vi.useRealTimers();
  await destroyDeviceKey();
});

const renderCard = () => renderWithI18n(<LocationCard />);

const LONDON: Position = { lat: 51.5074, lng: -0.1278, accuracy: 12.4, timestamp: Date.now() };

function turnOn() {
  fireEvent.click(screen.getByRole('switch', { name: 'Keep my position ready' }));
  act(() => emitFix({ ...LONDON, timestamp: Date.now() }));
}

describe('LocationCard', () => {
  it('says so where there is no geolocation, and offers no switch', () => {
    geolocation.supported = false;
    renderCard();
    expect(screen.getByText('Location Not Supported')).toBeInTheDocument();
    expect(screen.getByText("Your device doesn't support location services.")).toBeInTheDocument();
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows the last fix with its accuracy and a ticking age, and stops when switched off', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    renderCard();
    expect(geolocation.watches).toEqual([]);
    turnOn();
    expect(geolocation.watches).toHaveLength(1);
    expect(screen.getByText('Tracking. Updates at most every 30 s.')).toBeInTheDocument();
    expect(screen.getByText('51.50740, -0.12780')).toBeInTheDocument();
    expect(screen.getByText('About 12 m')).toBeInTheDocument();
    expect(screen.getByText('0 s ago')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(12_000));
    expect(screen.getByText('12 s ago')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('switch', { name: 'Keep my position ready' }));
    expect(geolocation.watching).toBe(0);
    expect(screen.queryByText('51.50740, -0.12780')).toBeNull();
  });

  it('takes a fix at most every locationFrequencySeconds from the emergency settings', () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    frequency = 10;
    renderCard();
    turnOn();
    expect(screen.getByText('Tracking. Updates at most every 10 s.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(3000));
    act(() => emitFix({ ...LONDON, lat: 48.8566, timestamp: Date.now() }));
    expect(screen.getByText('51.50740, -0.12780')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(7000));
    expect(screen.getByText('48.85660, -0.12780')).toBeInTheDocument();
  });

  it('stops watching on unmount', () => {
    const { unmount } = renderCard();
    turnOn();
    expect(geolocation.watching).toBe(1);
    unmount();
    expect(geolocation.watching).toBe(0);
  });

  it('logs errors while tracking and shows none', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCard();
    fireEvent.click(screen.getByRole('switch', { name: 'Keep my position ready' }));
    act(() => geolocation.pushError('denied'));
    expect(logged).toHaveBeenCalled();
    expect(screen.getByText('Waiting for your position…')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(useToastStore.getState().current).toBeNull();
  });

  it('"Share location now" opens the first contact\'s SMS app with the maps link, never says sent', async () => {
    renderCard();
    expect(screen.getByRole('button', { name: 'Share location now' })).toBeDisabled();
    turnOn();
    fireEvent.click(screen.getByRole('button', { name: 'Share location now' }));
    await waitFor(() => expect(device.opened).toHaveLength(1));
    const url = device.opened[0] ?? '';
    expect(url.startsWith('sms:+15551234567?&body=')).toBe(true);
    const body = decodeURIComponent(url.split('&body=')[1] ?? '');
    expect(body).toContain('https://maps.google.com/?q=51.507400,-0.127800');
    const toast = useToastStore.getState().current;
    expect(toast?.title).toBe('Location Shared');
    expect(toast?.description).toBe('Your messaging app opened with your location. Press send.');
    expect(`${toast?.title} ${toast?.description}`).not.toMatch(/\bsent\b/i);
  });

  it('"Send test alert" opens a clearly marked test message', async () => {
    renderCard();
    turnOn();
    fireEvent.click(screen.getByRole('button', { name: 'Send test alert' }));
    await waitFor(() => expect(device.opened).toHaveLength(1));
    const url = device.opened[0] ?? '';
    const body = decodeURIComponent(url.split('&body=')[1] ?? '');
    expect(body.startsWith('TEST — please ignore:')).toBe(true);
    expect(body).toContain('https://maps.google.com/?q=51.507400,-0.127800');
    expect(useToastStore.getState().current?.description).not.toMatch(/\bsent\b/i);
  });

  it('"Send test alert" adds the live location link while she shares', async () => {
    const link = `https://calc.example/follow/${'S'.repeat(22)}#${'k'.repeat(43)}`;
    setCurrentLiveLink(link);
    try {
      renderCard();
      turnOn();
      fireEvent.click(screen.getByRole('button', { name: 'Send test alert' }));
      await waitFor(() => expect(device.opened).toHaveLength(1));
      const url = device.opened[0] ?? '';
      const body = decodeURIComponent(url.split('&body=')[1] ?? '');
      expect(body.startsWith('TEST — please ignore:')).toBe(true);
      expect(body).toContain(`Follow my location live: ${link}`);
    } finally {
      setCurrentLiveLink(null);
    }
  });

  it('offers every contact, not only the first, by text, email and WhatsApp', async () => {
    contacts = [
      { id: 'b', name: 'Jo', phone: '+44 7700 900456', priority: 2, createdAt: 1 },
      { id: 'a', name: 'Sam', phone: '+1 555 123 4567', priority: 1, createdAt: 2 },
      {
        id: 'c',
        name: 'Ana',
        phone: '+34 600 000 003',
        email: 'ana@example.org',
        priority: 3,
        createdAt: 3,
      },
    ];
    renderCard();
    turnOn();
    fireEvent.click(screen.getByRole('button', { name: 'Share location now' }));
    const offer = await screen.findByRole('region', { name: 'Send it to each of your contacts:' });
    for (const name of ['Text Sam', 'Text Jo', 'Text Ana', 'Email Ana', 'WhatsApp Jo']) {
      const link = within(offer).getByRole('link', { name });
      expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain(
        'https://maps.google.com/?q=51.507400,-0.127800',
      );
    }
    expect(within(offer).getByRole('link', { name: 'Text Jo' }).getAttribute('href')).toMatch(
      /^sms:\+447700900456\?/,
    );
  });

  it('asks for a contact first when there is none', async () => {
    contacts = [];
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Send test alert' }));
    await waitFor(() => expect(useToastStore.getState().current?.title).toBe('No contact yet'));
    expect(device.opened).toEqual([]);
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider, initI18n } from '../../i18n';
import * as geolocation from '../../platform/geolocation';
import { useCountryStore } from './countryStore';
import { CountryPanel } from './CountryPanel';
import { IP_LOOKUP_URL } from './ipLookup';
import { resetCountryDetection } from './useCountryDetection';

vi.mock('../../platform/geolocation', () => ({
  locationPermission: vi.fn(),
  currentPosition: vi.fn(),
}));

const lookups: string[] = [];
const server = setupServer(
  http.get(IP_LOOKUP_URL, ({ request }) => {
    lookups.push(request.url);
    return HttpResponse.json({ country_name: 'France', country_code: 'FR' });
  }),
);

// A device in the UK: the guessed country (UK) and every screen's number (999) agree.
vi.mock('../../platform/locale', () => ({
  preferredLocales: () => ['en-GB'],
  deviceTimeZone: () => 'Europe/London',
}));

let i18n: Awaited<ReturnType<typeof initI18n>>;
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
  i18n = await initI18n();
  await i18n.loadNamespaces(['country']);
});
afterAll(() => server.close());
beforeEach(() => {
  lookups.length = 0;
  resetCountryDetection();
  useCountryStore.setState({ country: 'UK', detected: null, chosen: false });
});

function renderPanel() {
  return render(
    <I18nextProvider i18n={i18n}>
      <CountryPanel />
    </I18nextProvider>,
  );
}

describe('country detection', () => {
  it('never looks up by itself, even with permission already granted: only the button does', async () => {
    vi.mocked(geolocation.locationPermission).mockResolvedValue('granted');
    vi.mocked(geolocation.currentPosition).mockResolvedValue({
      ok: true,
      position: { lat: 48.85, lng: 2.35, accuracy: 20, timestamp: Date.now() },
    });
    const user = userEvent.setup();
    renderPanel();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lookups).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Look up my country (ipapi.co)' }));
    expect(await screen.findByText('Detected location: France')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Emergency 112/ })).toBeInTheDocument();
    expect(lookups).toHaveLength(1);
  });

  it('asks for location when the user presses the button, then looks up', async () => {
    vi.mocked(geolocation.locationPermission).mockResolvedValue('prompt');
    vi.mocked(geolocation.currentPosition).mockResolvedValue({
      ok: true,
      position: { lat: 48.85, lng: 2.35, accuracy: 20, timestamp: Date.now() },
    });
    const user = userEvent.setup();
    renderPanel();
    expect(lookups).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Look up my country (ipapi.co)' }));
    expect(await screen.findByText('Detected location: France')).toBeInTheDocument();
  });

  it('never sends a lookup when location is denied', async () => {
    vi.mocked(geolocation.locationPermission).mockResolvedValue('denied');
    vi.mocked(geolocation.currentPosition).mockResolvedValue({ ok: false, reason: 'denied' });
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Look up my country (ipapi.co)' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lookups).toHaveLength(0);
    expect(screen.queryByText(/Detected location/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Emergency 999/ })).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { installTestI18n } from '../../i18n/i18n.test-support';
import {
  installFakeGeolocation,
  type FakeGeolocation,
} from '../../platform/device/geolocation.test-support';
import { installFakeLocale } from '../../platform/device/locale.test-support';
import { useCountryStore } from './countryStore';
import { CountryPanel } from './CountryPanel';
import { IP_LOOKUP_URL } from './ipLookup';
import { resetCountryDetection } from './useCountryDetection';

let geolocation: FakeGeolocation;

const lookups: string[] = [];
const answer = { current: (): Response => HttpResponse.json({ country_code: 'FR' }) };
const server = setupServer(
  http.get(IP_LOOKUP_URL, ({ request }) => {
    lookups.push(request.url);
    return answer.current();
  }),
);

const { renderWithI18n } = installTestI18n('country');

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'bypass' });
});
afterAll(() => server.close());
beforeEach(() => {
  // A device in the UK: the guessed country (UK) and every screen's number (999) agree.
  installFakeLocale();
  geolocation = installFakeGeolocation();
  lookups.length = 0;
  answer.current = () => HttpResponse.json({ country_name: 'France', country_code: 'FR' });
  resetCountryDetection();
  useCountryStore.setState({ country: 'UK', detected: null, chosen: false });
});

function renderPanel() {
  return renderWithI18n(<CountryPanel />);
}

describe('country detection', () => {
  it('never looks up by itself, even with permission already granted: only the button does', async () => {
    geolocation.permission = 'granted';
    geolocation.answerWith({ lat: 48.85, lng: 2.35, accuracy: 20, timestamp: Date.now() });
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
    geolocation.permission = 'prompt';
    geolocation.answerWith({ lat: 48.85, lng: 2.35, accuracy: 20, timestamp: Date.now() });
    const user = userEvent.setup();
    renderPanel();
    expect(lookups).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Look up my country (ipapi.co)' }));
    expect(await screen.findByText('Detected location: France')).toBeInTheDocument();
  });

  it('never sends a lookup when location is denied', async () => {
    geolocation.permission = 'denied';
    geolocation.failWith('denied');
    const user = userEvent.setup();
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Look up my country (ipapi.co)' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(lookups).toHaveLength(0);
    expect(screen.queryByText(/Detected location/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Emergency 999/ })).toBeInTheDocument();
  });
});

describe('country detection that finds nothing says what happened and what to do', () => {
  const button = () => screen.getByRole('button', { name: 'Look up my country (ipapi.co)' });
  const located = () =>
    geolocation.answerWith({ lat: 48.85, lng: 2.35, accuracy: 20, timestamp: Date.now() });

  it('location blocked', async () => {
    geolocation.failWith('denied');
    const user = userEvent.setup();
    renderPanel();
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Location is blocked for this site, so nothing was looked up. Allow location in your browser's settings and try again, or choose your country below.",
    );
    expect(lookups).toHaveLength(0);
  });

  it('no position', async () => {
    geolocation.failWith('timeout');
    const user = userEvent.setup();
    renderPanel();
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your location could not be found, so nothing was looked up. Try again, or choose your country below.',
    );
  });

  it('the lookup fails, then works when tried again', async () => {
    located();
    answer.current = () => new HttpResponse('busy', { status: 503 });
    const user = userEvent.setup();
    renderPanel();
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The lookup (ipapi.co) did not answer. Check your internet connection and try again, or choose your country below.',
    );
    expect(screen.getByRole('button', { name: /Emergency 999/ })).toBeInTheDocument();
    answer.current = () => HttpResponse.json({ country_code: 'FR' });
    await user.click(button());
    expect(await screen.findByText('Detected location: France')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(lookups).toHaveLength(2);
  });

  it('a country without resources here', async () => {
    located();
    answer.current = () => HttpResponse.json({ country_code: 'NZ' });
    const user = userEvent.setup();
    renderPanel();
    await user.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Your connection's country is not one of the countries listed here. Choose the nearest one below; in danger, call the local emergency number.",
    );
    // Asked again, it looks again (nothing is left half done).
    await user.click(button());
    await vi.waitFor(() => expect(lookups).toHaveLength(2));
  });
});

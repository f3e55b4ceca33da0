// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { guessCountry } from './countryStore';
import { countryKeyFromIso, IP_LOOKUP_URL, lookupCountryByIp } from './ipLookup';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function answer(body: object, status = 200) {
  server.use(http.get(IP_LOOKUP_URL, () => HttpResponse.json(body, { status })));
}

describe('IP country lookup', () => {
  it.each([
    ['GB', 'UK'],
    ['gb', 'UK'],
    ['FR', 'FR'],
    ['JP', 'JP'],
    ['MX', 'MX'],
    ['NZ', null],
    ['UK', null], // not an ISO code: the lookup never answers it
    ['', null],
  ])('maps %s to %s', (code, key) => {
    expect(countryKeyFromIso(code)).toBe(key);
  });

  it('maps the lookup answer (country_code) to one of the 16 keys', async () => {
    answer({ country_name: 'United Kingdom', country_code: 'GB' });
    await expect(lookupCountryByIp()).resolves.toBe('UK');
    answer({ country_name: 'Germany', country_code: 'DE' });
    await expect(lookupCountryByIp()).resolves.toBe('DE');
  });

  it('answers null for a country outside the 16, so the current country stays', async () => {
    answer({ country_name: 'Kenya', country_code: 'KE' });
    await expect(lookupCountryByIp()).resolves.toBeNull();
  });

  it('fails loudly to its caller on an error answer (the caller logs it silently)', async () => {
    answer({ error: true, reason: 'RateLimited' }, 429);
    await expect(lookupCountryByIp()).rejects.toThrow('429');
  });
});

describe('the first guess of the country, before any lookup', () => {
  it('uses the locale region when it is one of the 16', () => {
    expect(guessCountry(['fr-FR'], 'Europe/Paris')).toBe('FR');
    expect(guessCountry(['en-GB'], undefined)).toBe('UK');
  });

  it('falls back to the time zone, then to the UK', () => {
    expect(guessCountry(['en'], 'Asia/Tokyo')).toBe('JP');
    expect(guessCountry(['en'], 'Pacific/Auckland')).toBe('UK');
    expect(guessCountry([], undefined)).toBe('UK');
  });
});

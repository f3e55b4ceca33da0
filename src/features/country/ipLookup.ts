import { COUNTRY_KEYS, type CountryKey } from './data/types';

/**
 * The public IP-geolocation lookup (spec §7): answers with country_name and country_code. It is the
 * only third-party request this tab makes, and it runs only after the user granted location.
 * The server's Content-Security-Policy allows this one origin in connect-src.
 */
export const IP_LOOKUP_URL = 'https://ipapi.co/json/';

/** GB → UK; a code that is one of the 16 keys maps to itself; anything else → null. */
export function countryKeyFromIso(code: unknown): CountryKey | null {
  if (typeof code !== 'string') return null;
  const upper = code.trim().toUpperCase();
  if (upper === 'GB') return 'UK';
  return (COUNTRY_KEYS as readonly string[]).includes(upper) && upper !== 'UK'
    ? (upper as CountryKey)
    : null;
}

export async function lookupCountryByIp(
  url: string = IP_LOOKUP_URL,
  fetcher: typeof fetch = fetch,
): Promise<CountryKey | null> {
  const response = await fetcher(url, {
    credentials: 'omit',
    referrerPolicy: 'no-referrer',
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`IP lookup answered ${response.status}`);
  const body = (await response.json()) as { country_code?: unknown };
  return countryKeyFromIso(body.country_code);
}

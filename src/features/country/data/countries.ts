import { BR, CA, MX, US } from './americas';
import { AU, IN, JP } from './asiaPacific';
import { BE, DE, ES, FR, IT, NL, NO, SE, UK } from './europe';
import { COUNTRY_KEYS, type CountryKey, type CountryRecord } from './types';

export { COUNTRY_KEYS } from './types';
export type { CountryKey, CountryRecord, EmergencyNumbers, Helpline } from './types';

/**
 * The 16 country records of the Country tab (spec §3).
 *
 * tel: strings come from ./dialable (toDialable, dialHelpline), kept out of this module so that
 * importing the data does not pull libphonenumber's metadata into the bundle.
 */
export const COUNTRIES: Record<CountryKey, CountryRecord> = {
  UK,
  FR,
  BE,
  ES,
  US,
  CA,
  AU,
  DE,
  IT,
  NL,
  SE,
  NO,
  IN,
  JP,
  BR,
  MX,
};

const KEY_SET: ReadonlySet<string> = new Set(COUNTRY_KEYS);

/** ISO codes that differ from the record key. */
const ISO_ALIASES: Readonly<Record<string, CountryKey>> = { GB: 'UK' };

export function isCountryKey(value: string): value is CountryKey {
  return KEY_SET.has(value);
}

/**
 * Maps an ISO 3166-1 alpha-2 code or a record key, in any case, to a record key:
 * 'GB' | 'gb' | 'UK' -> 'UK', 'fr' -> 'FR'; anything else (including '') -> null.
 */
export function toCountryKey(isoOrKey: string): CountryKey | null {
  const code = isoOrKey.trim().toUpperCase();
  const alias = ISO_ALIASES[code];
  if (alias) return alias;
  return isCountryKey(code) ? code : null;
}

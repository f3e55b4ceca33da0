import { create } from 'zustand';
import { deviceTimeZone, preferredLocales } from '../../platform/locale';
import { onLock } from '../../vault/session';
import { COUNTRY_KEYS, type CountryKey } from './data/types';
import { countryKeyFromIso } from './ipLookup';
import { regionFromLocale, regionFromTimeZone } from './regionNumber';

/**
 * The chosen country. Until the user chooses one (or it is detected), it is guessed from the
 * device's locale or time zone when that is one of the 16 countries, otherwise the UK (spec §4).
 * The choice is kept encrypted in the vault (meta "country"), read at unlock and forgotten at lock.
 */
export function guessCountry(locales: readonly string[], timeZone: string | undefined): CountryKey {
  for (const locale of locales) {
    const key = countryKeyFromIso(regionFromLocale(locale));
    if (key) return key;
  }
  return countryKeyFromIso(timeZone ? regionFromTimeZone(timeZone) : null) ?? 'UK';
}

function isCountryKey(value: unknown): value is CountryKey {
  return typeof value === 'string' && (COUNTRY_KEYS as readonly string[]).includes(value);
}

interface CountryState {
  country: CountryKey;
  /** The country found by the IP lookup in this session, if any. */
  detected: CountryKey | null;
  /** Whether the user chose the country (rather than it being guessed). */
  chosen: boolean;
  /** Resolves once the choice is saved in the vault (or could not be). */
  choose: (country: CountryKey) => Promise<void>;
  setDetected: (country: CountryKey) => void;
}

const guessed = () => ({
  country: guessCountry(preferredLocales(), deviceTimeZone()),
  detected: null,
  chosen: false,
});

async function persist(country: CountryKey): Promise<void> {
  try {
    const vault = await import('../../vault');
    await vault.writeMeta('country', country);
  } catch (error) {
    // Locked in the meantime, or storage full: the choice still holds until the next lock.
    console.info('country not saved', error);
  }
}

export const useCountryStore = create<CountryState>((set) => ({
  ...guessed(),
  choose: (country) => {
    set({ country, chosen: true });
    return persist(country);
  },
  setDetected: (country) => {
    set({ country, detected: country, chosen: true });
    void persist(country);
  },
}));

/** Reads the chosen country from the just-opened vault (the shell calls it on unlock). */
export async function loadCountryFromVault(): Promise<void> {
  const vault = await import('../../vault');
  const stored = await vault.readMeta('country');
  if (isCountryKey(stored)) useCountryStore.setState({ country: stored, chosen: true });
}

onLock(() => useCountryStore.setState(guessed()));

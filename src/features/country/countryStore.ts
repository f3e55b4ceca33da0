import { create } from 'zustand';
import { deviceTimeZone, preferredLocales } from '../../platform/locale';
import { COUNTRY_KEYS, type CountryKey } from './data/types';
import { countryKeyFromIso } from './ipLookup';
import { regionFromLocale, regionFromTimeZone } from './regionNumber';

/**
 * The chosen country. It starts from the device's locale or time zone when that is one of the 16
 * countries, otherwise the UK (spec §4 Country). It is remembered under a neutral "region" key
 * until the vault exists; the vault issue moves it into encrypted storage.
 */
export const REGION_STORAGE_KEY = 'calculator-region';

export function guessCountry(locales: readonly string[], timeZone: string | undefined): CountryKey {
  for (const locale of locales) {
    const key = countryKeyFromIso(regionFromLocale(locale));
    if (key) return key;
  }
  return countryKeyFromIso(timeZone ? regionFromTimeZone(timeZone) : null) ?? 'UK';
}

function storedCountry(): CountryKey | null {
  try {
    const value = localStorage.getItem(REGION_STORAGE_KEY);
    return (COUNTRY_KEYS as readonly string[]).includes(value ?? '') ? (value as CountryKey) : null;
  } catch {
    return null;
  }
}

interface CountryState {
  country: CountryKey;
  /** The country found by the IP lookup in this session, if any. */
  detected: CountryKey | null;
  /** Whether the user chose the country (rather than it being guessed). */
  chosen: boolean;
  choose: (country: CountryKey) => void;
  setDetected: (country: CountryKey) => void;
}

function persist(country: CountryKey): void {
  try {
    localStorage.setItem(REGION_STORAGE_KEY, country);
  } catch {
    // Storage blocked or full: the choice holds for this visit.
  }
}

export const useCountryStore = create<CountryState>((set) => {
  const stored = storedCountry();
  return {
    country: stored ?? guessCountry(preferredLocales(), deviceTimeZone()),
    detected: null,
    chosen: stored !== null,
    choose: (country) => {
      persist(country);
      set({ country, chosen: true });
    },
    setDetected: (country) => {
      persist(country);
      set({ country, detected: country, chosen: true });
    },
  };
});

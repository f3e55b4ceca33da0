import { create } from 'zustand';
import { deviceTimeZone, preferredLocales } from '../../platform/device/locale';
import { onLock } from '../../session';
import { COUNTRY_KEYS, type CountryKey } from './data/types';
import { decideRegion } from './region';
import { report } from '../../platform/report';

/**
 * The chosen country. Until the user chooses one (or it is detected), it is guessed by the same
 * decision every other screen uses (region.ts), so the Country tab never names another country
 * than the SOS card's number. The choice is kept encrypted in the vault (meta "country"), read at
 * unlock and forgotten at lock; the real vault also copies it into the SOS essentials, so the
 * sheet on the locked calculator offers the same number.
 */
export function guessCountry(locales: readonly string[], timeZone: string | undefined): CountryKey {
  return decideRegion({ locales, timeZone }).country;
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
    // Real vault only (the decoy writes nothing there): the locked sheet's number.
    await vault.updateSosEssentials({ country });
  } catch (error) {
    // Locked in the meantime, or storage full: the choice still holds until the next lock.
    report('choice not saved', error);
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
  if (!isCountryKey(stored)) return;
  useCountryStore.setState({ country: stored, chosen: true });
  // A choice made before the essentials kept a copy is copied now.
  const { country } = await vault.readEssentials();
  if (country !== stored) await vault.updateSosEssentials({ country: stored });
}

onLock(() => useCountryStore.setState(guessed()));

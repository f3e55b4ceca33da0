import { deviceTimeZone, preferredLocales } from '../../platform/locale';
import { useCountryStore } from './countryStore';
import { detectEmergencyNumber } from './regionNumber';

/**
 * The general emergency number for the user's region: the chosen country when there is one,
 * otherwise the locale or time zone per the spec §9 table (which covers more regions than the 16
 * countries, e.g. New Zealand 111 or Korea 119).
 */
export function useEmergencyNumber(): string {
  const country = useCountryStore((s) => (s.chosen ? s.country : null));
  return detectEmergencyNumber({
    countryKey: country,
    locales: preferredLocales(),
    timeZone: deviceTimeZone(),
  }).number;
}

import { deviceTimeZone, preferredLocales } from '../../platform/locale';
import { detectEmergencyNumber, useCountryStore } from '../country';

/**
 * The region's emergency number for the sheet: the country chosen in this session; while locked
 * (the choice lives in the vault), the copy in the SOS essentials; else the locale or time zone.
 */
export function useSosEmergencyNumber(essentialsCountry: string | null): string {
  const chosen = useCountryStore((s) => (s.chosen ? s.country : null));
  return detectEmergencyNumber({
    countryKey: chosen ?? essentialsCountry,
    locales: preferredLocales(),
    timeZone: deviceTimeZone(),
  }).number;
}

import { deviceTimeZone, preferredLocales } from '../../platform/device/locale';
import { useCountryStore } from './countryStore';
import { decideRegion } from './region';

/**
 * The general emergency number for the user's region, by the one decision every screen uses
 * (region.ts): the chosen country when there is one (in this session, else `storedCountry`, the
 * copy the SOS sheet reads while locked), otherwise the locale or time zone.
 */
export function useEmergencyNumber(storedCountry: string | null = null): string {
  const country = useCountryStore((s) => (s.chosen ? s.country : null));
  return decideRegion({
    chosen: country ?? storedCountry,
    locales: preferredLocales(),
    timeZone: deviceTimeZone(),
  }).number;
}

import { COUNTRIES, decideRegion, useCountryStore } from '../country';
import { deviceTimeZone, preferredLocales } from '../../platform/device/locale';

export interface RegionResources {
  /** The general emergency number, by the one region decision every screen uses. */
  number: string;
  /** ISO region, for the country's localised name; null when nothing was detected. */
  region: string | null;
  /** The region's first domestic-abuse and mental-health lines, only when they are its own. */
  helplines: { name: string; phone: string }[];
}

/**
 * The user's own region's numbers for the chat's resource and fallback messages: the country
 * setting, then locale, then time zone (country's `decideRegion`). A region outside the 16
 * countries gets its own emergency number and no helplines rather than another country's.
 */
export function useRegionResources(): RegionResources {
  const chosen = useCountryStore((s) => (s.chosen ? s.country : null));
  const decision = decideRegion({
    chosen,
    locales: preferredLocales(),
    timeZone: deviceTimeZone(),
  });
  const record = COUNTRIES[decision.country];
  const own = decision.region !== null && decision.region === record.iso;
  const helplines = own
    ? [record.resources.domesticViolence[0], record.resources.mentalHealth[0]]
        .filter((line) => line !== undefined)
        .map(({ name, phone }) => ({ name, phone }))
    : [];
  return { number: decision.number, region: decision.region, helplines };
}

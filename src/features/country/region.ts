import { COUNTRIES, toCountryKey } from './data/countries';
import type { CountryKey } from './data/types';
import { detectEmergencyNumber } from './regionNumber';

/**
 * The one decision about the user's region, used everywhere (the Country tab's country, the SOS
 * card and sheet, Help, the empty states), so no two screens can disagree. In order:
 * 1. the country the user chose (or that was detected): its record;
 * 2. else the first locale whose region the spec §9 table knows, else the time zone's region:
 *    the country of that region when it is one of the 16, with its unified number; a region outside
 *    the 16 (New Zealand, Korea, Singapore…) keeps its own §9 number, the Country tab showing the
 *    UK's resources as the spec says ("otherwise UK stays");
 * 3. else nothing is known: the UK and 999 everywhere (the spec's Country default), rather than a
 *    911 on one screen and a 999 on another.
 */
export interface RegionDecision {
  /** The Country tab's country (one of the 16). */
  country: CountryKey;
  /** The general emergency number every screen offers. */
  number: string;
  /** The ISO region the number is for, or null when nothing was detected. */
  region: string | null;
}

export const FALLBACK_COUNTRY: CountryKey = 'UK';

export function decideRegion(opts: {
  chosen?: string | null;
  locales?: readonly string[];
  timeZone?: string;
}): RegionDecision {
  const chosen = opts.chosen ? toCountryKey(opts.chosen) : null;
  if (chosen) return fromCountry(chosen);
  const detected = detectEmergencyNumber({ locales: opts.locales, timeZone: opts.timeZone });
  if (detected.basis === 'default' || !detected.region)
    return { ...fromCountry(FALLBACK_COUNTRY), region: null };
  const key = toCountryKey(detected.region);
  if (key) return fromCountry(key);
  return { country: FALLBACK_COUNTRY, number: detected.number, region: detected.region };
}

function fromCountry(key: CountryKey): RegionDecision {
  const record = COUNTRIES[key];
  return { country: key, number: record.emergency.unified, region: record.iso };
}

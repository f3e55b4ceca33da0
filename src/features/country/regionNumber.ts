/**
 * The general emergency number for a region, from an explicit country setting, the user's locale
 * or the device time zone (spec §9 "Emergency number by locale or time zone").
 *
 * Pure functions: callers pass navigator.languages and
 * Intl.DateTimeFormat().resolvedOptions().timeZone themselves.
 */
import { COUNTRIES, toCountryKey } from './data/countries';

export const DEFAULT_EMERGENCY_NUMBER = '911';

/**
 * "Most of Europe" (112): the EU member states, the other EEA states (IS, LI, NO) and CH,
 * plus the European micro-states and Nordic dependencies that use 112.
 * The UK and its Crown Dependencies use 999 instead (112 also works there).
 */
// prettier-ignore
const EUROPE_112 = [
  // EU
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT',
  'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
  // EEA + Switzerland
  'IS', 'LI', 'NO', 'CH',
  // micro-states, Åland, Faroe Islands, Svalbard
  'AD', 'MC', 'SM', 'VA', 'AX', 'FO', 'SJ',
] as const;

/** Spec §9 table, by ISO 3166-1 alpha-2 region. Regions not listed get the default, 911. */
const NUMBER_BY_REGION: Readonly<Record<string, string>> = {
  // 999: UK (and Crown Dependencies), Singapore, Hong Kong
  GB: '999',
  GG: '999',
  JE: '999',
  IM: '999',
  SG: '999',
  HK: '999',
  // 112: most of Europe, India, Russia
  ...Object.fromEntries(EUROPE_112.map((region) => [region, '112'])),
  IN: '112',
  RU: '112',
  // 119: Korea
  KR: '119',
  // 911: Canada, Mexico (and the United States, the default)
  US: '911',
  CA: '911',
  MX: '911',
  // 000: Australia
  AU: '000',
  // 111: New Zealand
  NZ: '111',
  // 110: Japan, China
  JP: '110',
  CN: '110',
  // 190: Brazil
  BR: '190',
};

/** Regions the table knows, i.e. whose number is not just the fallback. */
export function isKnownRegion(region: string | null | undefined): boolean {
  return normaliseRegion(region) !== null;
}

function normaliseRegion(region: string | null | undefined): string | null {
  if (!region) return null;
  let code = region.trim().toUpperCase();
  if (code === 'UK') code = 'GB';
  return Object.hasOwn(NUMBER_BY_REGION, code) ? code : null;
}

/** ISO region -> general emergency number: 'GB' -> '999', 'fr' -> '112', unknown/null -> '911'. */
export function emergencyNumberForRegion(region: string | null | undefined): string {
  const code = normaliseRegion(region);
  return (code && NUMBER_BY_REGION[code]) || DEFAULT_EMERGENCY_NUMBER;
}

/**
 * The ISO 3166-1 alpha-2 region of a BCP-47 locale: 'en-GB' -> 'GB', 'pt_BR' -> 'BR',
 * 'zh-Hant-HK' -> 'HK'. A locale without a region ('fr'), with a UN M.49 area ('es-419') or that
 * cannot be parsed gives null.
 */
export function regionFromLocale(locale: string): string | null {
  const tag = locale.trim().replace(/_/g, '-');
  if (tag === '') return null;
  try {
    const region = new Intl.Locale(tag).region;
    return region && /^[A-Z]{2}$/.test(region) ? region : null;
  } catch {
    return null;
  }
}

/* ----------------------------------------------------------------------------------------------
 * Time zones. Only zones that pin down the table's regions; others give null (-> default).
 * Includes the deprecated aliases browsers may still report (e.g. 'Asia/Calcutta', 'US/Eastern').
 * -------------------------------------------------------------------------------------------- */

// prettier-ignore
const ZONES_BY_REGION: Readonly<Record<string, readonly string[]>> = {
  GB: ['Europe/London', 'Europe/Belfast', 'GB', 'GB-Eire'],
  GG: ['Europe/Guernsey'],
  JE: ['Europe/Jersey'],
  IM: ['Europe/Isle_of_Man'],
  SG: ['Asia/Singapore', 'Singapore'],
  HK: ['Asia/Hong_Kong', 'Hongkong'],
  // Europe (112)
  AT: ['Europe/Vienna'],
  BE: ['Europe/Brussels'],
  BG: ['Europe/Sofia'],
  HR: ['Europe/Zagreb'],
  CY: ['Asia/Nicosia', 'Asia/Famagusta', 'Europe/Nicosia'],
  CZ: ['Europe/Prague'],
  DK: ['Europe/Copenhagen'],
  EE: ['Europe/Tallinn'],
  FI: ['Europe/Helsinki'],
  FR: ['Europe/Paris'],
  DE: ['Europe/Berlin', 'Europe/Busingen'],
  GR: ['Europe/Athens'],
  HU: ['Europe/Budapest'],
  IE: ['Europe/Dublin', 'Eire'],
  IT: ['Europe/Rome'],
  LV: ['Europe/Riga'],
  LT: ['Europe/Vilnius'],
  LU: ['Europe/Luxembourg'],
  MT: ['Europe/Malta'],
  NL: ['Europe/Amsterdam'],
  PL: ['Europe/Warsaw', 'Poland'],
  PT: ['Europe/Lisbon', 'Atlantic/Azores', 'Atlantic/Madeira', 'Portugal'],
  RO: ['Europe/Bucharest'],
  SK: ['Europe/Bratislava'],
  SI: ['Europe/Ljubljana'],
  ES: ['Europe/Madrid', 'Atlantic/Canary', 'Africa/Ceuta'],
  SE: ['Europe/Stockholm'],
  IS: ['Atlantic/Reykjavik', 'Iceland'],
  LI: ['Europe/Vaduz'],
  NO: ['Europe/Oslo'],
  CH: ['Europe/Zurich'],
  AD: ['Europe/Andorra'],
  MC: ['Europe/Monaco'],
  SM: ['Europe/San_Marino'],
  VA: ['Europe/Vatican'],
  AX: ['Europe/Mariehamn'],
  FO: ['Atlantic/Faroe', 'Atlantic/Faeroe'],
  SJ: ['Arctic/Longyearbyen', 'Atlantic/Jan_Mayen'],
  // India, Russia (112)
  IN: ['Asia/Kolkata', 'Asia/Calcutta'],
  RU: [
    'Europe/Moscow', 'Europe/Kaliningrad', 'Europe/Samara', 'Europe/Volgograd', 'Europe/Saratov',
    'Europe/Ulyanovsk', 'Europe/Astrakhan', 'Europe/Kirov', 'Asia/Yekaterinburg', 'Asia/Omsk',
    'Asia/Novosibirsk', 'Asia/Barnaul', 'Asia/Tomsk', 'Asia/Novokuznetsk', 'Asia/Krasnoyarsk',
    'Asia/Irkutsk', 'Asia/Chita', 'Asia/Yakutsk', 'Asia/Khandyga', 'Asia/Vladivostok',
    'Asia/Ust-Nera', 'Asia/Magadan', 'Asia/Sakhalin', 'Asia/Srednekolymsk', 'Asia/Kamchatka',
    'Asia/Anadyr', 'W-SU',
  ],
  // Korea (119)
  KR: ['Asia/Seoul', 'ROK'],
  // Canada, Mexico, United States (911)
  CA: [
    'America/Toronto', 'America/Montreal', 'America/Vancouver', 'America/Edmonton',
    'America/Winnipeg', 'America/Regina', 'America/Swift_Current', 'America/Halifax',
    'America/Glace_Bay', 'America/Moncton', 'America/Goose_Bay', 'America/St_Johns',
    'America/Whitehorse', 'America/Dawson', 'America/Dawson_Creek', 'America/Fort_Nelson',
    'America/Creston', 'America/Yellowknife', 'America/Inuvik', 'America/Cambridge_Bay',
    'America/Rankin_Inlet', 'America/Resolute', 'America/Iqaluit', 'America/Pangnirtung',
    'America/Atikokan', 'America/Coral_Harbour', 'America/Blanc-Sablon', 'America/Nipigon',
    'America/Thunder_Bay', 'America/Rainy_River',
  ],
  MX: [
    'America/Mexico_City', 'America/Cancun', 'America/Merida', 'America/Monterrey',
    'America/Matamoros', 'America/Chihuahua', 'America/Ciudad_Juarez', 'America/Ojinaga',
    'America/Mazatlan', 'America/Bahia_Banderas', 'America/Hermosillo', 'America/Tijuana',
    'America/Ensenada', 'America/Santa_Isabel',
  ],
  US: [
    'America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix',
    'America/Los_Angeles', 'America/Anchorage', 'America/Juneau', 'America/Sitka',
    'America/Metlakatla', 'America/Yakutat', 'America/Nome', 'America/Adak', 'America/Boise',
    'America/Detroit', 'America/Menominee', 'America/Indianapolis', 'America/Louisville',
    'Pacific/Honolulu', 'Navajo',
  ],
  // Australia (000) — every 'Australia/…' zone is matched by prefix below
  AU: ['Antarctica/Macquarie'],
  // New Zealand (111)
  NZ: ['Pacific/Auckland', 'Pacific/Chatham', 'NZ', 'NZ-CHAT'],
  // Japan, China (110)
  JP: ['Asia/Tokyo', 'Japan'],
  CN: ['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Chongqing', 'Asia/Chungking', 'Asia/Harbin', 'PRC'],
  // Brazil (190)
  BR: [
    'America/Sao_Paulo', 'America/Rio_Branco', 'America/Manaus', 'America/Belem',
    'America/Fortaleza', 'America/Recife', 'America/Bahia', 'America/Maceio',
    'America/Araguaina', 'America/Cuiaba', 'America/Campo_Grande', 'America/Porto_Velho',
    'America/Boa_Vista', 'America/Santarem', 'America/Noronha', 'America/Eirunepe',
    'America/Porto_Acre',
  ],
};

/** Zone-name prefixes that cover a whole region. */
const REGION_BY_ZONE_PREFIX: readonly (readonly [string, string])[] = [
  ['Australia/', 'AU'],
  ['America/Indiana/', 'US'],
  ['America/Kentucky/', 'US'],
  ['America/North_Dakota/', 'US'],
  ['US/', 'US'],
  ['Canada/', 'CA'],
  ['Mexico/', 'MX'],
  ['Brazil/', 'BR'],
];

const REGION_BY_ZONE: ReadonlyMap<string, string> = new Map(
  Object.entries(ZONES_BY_REGION).flatMap(([region, zones]) =>
    zones.map((zone) => [zone.toLowerCase(), region] as const),
  ),
);

/**
 * The region of an IANA time zone: 'Europe/London' -> 'GB', 'Asia/Tokyo' -> 'JP',
 * 'Australia/Sydney' -> 'AU', 'America/Mexico_City' -> 'MX'. Unknown zones, 'UTC' -> null.
 */
export function regionFromTimeZone(timeZone: string): string | null {
  const zone = timeZone.trim();
  if (zone === '') return null;
  const exact = REGION_BY_ZONE.get(zone.toLowerCase());
  if (exact) return exact;
  const lower = zone.toLowerCase();
  for (const [prefix, region] of REGION_BY_ZONE_PREFIX) {
    if (lower.startsWith(prefix.toLowerCase())) return region;
  }
  return null;
}

export type EmergencyNumberBasis = 'country' | 'locale' | 'timeZone' | 'default';

export interface DetectedEmergencyNumber {
  number: string;
  /** ISO 3166-1 alpha-2 region the number was chosen for, or null when nothing was detected. */
  region: string | null;
  basis: EmergencyNumberBasis;
}

/**
 * Picks the general emergency number. Priority:
 * 1. an explicit country setting (a CountryKey or ISO code of the 16 records) — its unified number;
 * 2. the first locale whose region is in the table;
 * 3. the time zone;
 * 4. the default, 911. If a locale had a region the table does not know, it is reported as
 *    `region` so the UI can still name the place.
 */
export function detectEmergencyNumber(opts: {
  countryKey?: string | null;
  locales?: readonly string[];
  timeZone?: string;
}): DetectedEmergencyNumber {
  const key = opts.countryKey ? toCountryKey(opts.countryKey) : null;
  if (key) {
    const record = COUNTRIES[key];
    return { number: record.emergency.unified, region: record.iso, basis: 'country' };
  }

  let unknownLocaleRegion: string | null = null;
  for (const locale of opts.locales ?? []) {
    const region = regionFromLocale(locale);
    if (!region) continue;
    if (isKnownRegion(region)) {
      return { number: emergencyNumberForRegion(region), region, basis: 'locale' };
    }
    unknownLocaleRegion ??= region;
  }

  const zoneRegion = opts.timeZone ? regionFromTimeZone(opts.timeZone) : null;
  if (zoneRegion) {
    return { number: emergencyNumberForRegion(zoneRegion), region: zoneRegion, basis: 'timeZone' };
  }

  return { number: DEFAULT_EMERGENCY_NUMBER, region: unknownLocaleRegion, basis: 'default' };
}

import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_KEYS } from './data/countries';
import {
  DEFAULT_EMERGENCY_NUMBER,
  detectEmergencyNumber,
  emergencyNumberForRegion,
  isKnownRegion,
  regionFromLocale,
  regionFromTimeZone,
} from './regionNumber';

// Spec §9 "Emergency number by locale or time zone", one row per table entry:
// [number, regions, a locale per region, a time zone per region]
// prettier-ignore
const SPEC_TABLE = [
  ['999', 'UK, Singapore, Hong Kong', ['en-GB', 'en-SG', 'zh-HK'], ['Europe/London', 'Asia/Singapore', 'Asia/Hong_Kong']],
  ['112', 'most of Europe, India, Russia', ['fr-FR', 'hi-IN', 'ru-RU'], ['Europe/Paris', 'Asia/Kolkata', 'Europe/Moscow']],
  ['119', 'Korea', ['ko-KR'], ['Asia/Seoul']],
  ['911', 'Canada, Mexico', ['en-CA', 'es-MX'], ['America/Toronto', 'America/Mexico_City']],
  ['000', 'Australia', ['en-AU'], ['Australia/Sydney']],
  ['111', 'New Zealand', ['en-NZ'], ['Pacific/Auckland']],
  ['110', 'Japan, China', ['ja-JP', 'zh-CN'], ['Asia/Tokyo', 'Asia/Shanghai']],
  ['190', 'Brazil', ['pt-BR'], ['America/Sao_Paulo']],
] as const;

describe('emergencyNumberForRegion (spec §9 table)', () => {
  it.each([
    ['GB', '999'],
    ['SG', '999'],
    ['HK', '999'],
    ['IN', '112'],
    ['RU', '112'],
    ['KR', '119'],
    ['CA', '911'],
    ['MX', '911'],
    ['US', '911'],
    ['AU', '000'],
    ['NZ', '111'],
    ['JP', '110'],
    ['CN', '110'],
    ['BR', '190'],
  ])('%s -> %s', (region, number) => {
    expect(emergencyNumberForRegion(region)).toBe(number);
  });

  // "Most of Europe": the EU, the EEA and Switzerland.
  // prettier-ignore
  it.each([
    'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT',
    'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO', 'CH',
  ])('%s (EU/EEA/CH) -> 112', (region) => {
    expect(emergencyNumberForRegion(region)).toBe('112');
  });

  it('the UK is not "most of Europe": 999, also for the key UK and lower case', () => {
    expect(emergencyNumberForRegion('GB')).toBe('999');
    expect(emergencyNumberForRegion('UK')).toBe('999');
    expect(emergencyNumberForRegion('gb')).toBe('999');
    expect(emergencyNumberForRegion(' fr ')).toBe('112');
  });

  it.each([null, undefined, '', 'ZZ', 'AR', '419'])('%j -> default 911', (region) => {
    expect(emergencyNumberForRegion(region)).toBe('911');
    expect(DEFAULT_EMERGENCY_NUMBER).toBe('911');
  });

  it('agrees with the unified number of every country record', () => {
    for (const key of COUNTRY_KEYS) {
      const record = COUNTRIES[key];
      expect(emergencyNumberForRegion(record.iso), key).toBe(record.emergency.unified);
      expect(isKnownRegion(record.iso), key).toBe(true);
    }
  });
});

describe('regionFromLocale', () => {
  it.each([
    ['en-GB', 'GB'],
    ['en-gb', 'GB'],
    ['en_GB', 'GB'],
    ['fr-FR', 'FR'],
    ['pt-BR', 'BR'],
    ['zh-Hant-HK', 'HK'],
    ['sr-Latn-RS', 'RS'],
    ['de-CH-u-co-phonebk', 'CH'],
  ])('%s -> %s', (locale, region) => {
    expect(regionFromLocale(locale)).toBe(region);
  });

  it.each(['fr', 'en', 'zh-Hant', 'es-419', '', '  ', 'not a locale!', '-'])('%j -> null', (l) => {
    expect(regionFromLocale(l)).toBeNull();
  });
});

describe('regionFromTimeZone', () => {
  it.each([
    ['Europe/London', 'GB'],
    ['Asia/Tokyo', 'JP'],
    ['Australia/Sydney', 'AU'],
    ['Australia/Perth', 'AU'],
    ['America/Mexico_City', 'MX'],
    ['America/Tijuana', 'MX'],
    ['America/Toronto', 'CA'],
    ['America/Vancouver', 'CA'],
    ['America/New_York', 'US'],
    ['America/Indiana/Indianapolis', 'US'],
    ['Pacific/Honolulu', 'US'],
    ['Asia/Singapore', 'SG'],
    ['Asia/Hong_Kong', 'HK'],
    ['Asia/Seoul', 'KR'],
    ['Pacific/Auckland', 'NZ'],
    ['Asia/Shanghai', 'CN'],
    ['America/Sao_Paulo', 'BR'],
    ['America/Manaus', 'BR'],
    ['Asia/Kolkata', 'IN'],
    ['Asia/Calcutta', 'IN'],
    ['Europe/Moscow', 'RU'],
    ['Asia/Vladivostok', 'RU'],
    ['Europe/Dublin', 'IE'],
    ['Atlantic/Canary', 'ES'],
    ['europe/paris', 'FR'],
  ])('%s -> %s', (zone, region) => {
    expect(regionFromTimeZone(zone)).toBe(region);
  });

  // European capitals
  it.each([
    ['Europe/Paris', 'FR'],
    ['Europe/Brussels', 'BE'],
    ['Europe/Madrid', 'ES'],
    ['Europe/Berlin', 'DE'],
    ['Europe/Rome', 'IT'],
    ['Europe/Amsterdam', 'NL'],
    ['Europe/Stockholm', 'SE'],
    ['Europe/Oslo', 'NO'],
    ['Europe/Copenhagen', 'DK'],
    ['Europe/Helsinki', 'FI'],
    ['Europe/Lisbon', 'PT'],
    ['Europe/Vienna', 'AT'],
    ['Europe/Zurich', 'CH'],
    ['Europe/Luxembourg', 'LU'],
    ['Europe/Prague', 'CZ'],
    ['Europe/Bratislava', 'SK'],
    ['Europe/Warsaw', 'PL'],
    ['Europe/Budapest', 'HU'],
    ['Europe/Ljubljana', 'SI'],
    ['Europe/Zagreb', 'HR'],
    ['Europe/Athens', 'GR'],
    ['Europe/Sofia', 'BG'],
    ['Europe/Bucharest', 'RO'],
    ['Europe/Vilnius', 'LT'],
    ['Europe/Riga', 'LV'],
    ['Europe/Tallinn', 'EE'],
    ['Europe/Malta', 'MT'],
    ['Asia/Nicosia', 'CY'],
    ['Atlantic/Reykjavik', 'IS'],
    ['Europe/Vaduz', 'LI'],
  ])('%s -> %s (112)', (zone, region) => {
    expect(regionFromTimeZone(zone)).toBe(region);
    expect(emergencyNumberForRegion(region)).toBe('112');
  });

  it.each(['UTC', 'Etc/GMT+3', 'Africa/Lagos', 'America/Buenos_Aires', '', 'Nowhere/Else'])(
    '%j -> null',
    (zone) => {
      expect(regionFromTimeZone(zone)).toBeNull();
    },
  );

  it('every zone this runtime knows that maps to a region maps to a table region', () => {
    const zones = Intl.supportedValuesOf('timeZone');
    for (const zone of zones) {
      const region = regionFromTimeZone(zone);
      if (region) expect(isKnownRegion(region), zone).toBe(true);
    }
  });
});

describe('detectEmergencyNumber', () => {
  it.each(SPEC_TABLE)('%s (%s) by locale', (number, _label, locales) => {
    for (const locale of locales) {
      expect(detectEmergencyNumber({ locales: [locale] })).toMatchObject({
        number,
        basis: 'locale',
      });
    }
  });

  it.each(SPEC_TABLE)('%s (%s) by time zone', (number, _label, _locales, zones) => {
    for (const timeZone of zones) {
      expect(detectEmergencyNumber({ locales: ['fr'], timeZone })).toMatchObject({
        number,
        basis: 'timeZone',
      });
    }
  });

  it('an explicit country setting wins, using its unified number', () => {
    expect(
      detectEmergencyNumber({ countryKey: 'UK', locales: ['ja-JP'], timeZone: 'Asia/Tokyo' }),
    ).toEqual({ number: '999', region: 'GB', basis: 'country' });
    expect(detectEmergencyNumber({ countryKey: 'FR' })).toEqual({
      number: '112',
      region: 'FR',
      basis: 'country',
    });
    expect(detectEmergencyNumber({ countryKey: 'gb' })).toMatchObject({ number: '999' });
    expect(detectEmergencyNumber({ countryKey: 'JP' })).toMatchObject({ number: '110' });
    expect(detectEmergencyNumber({ countryKey: 'BR' })).toMatchObject({ number: '190' });
  });

  it('ignores an unknown or empty country setting', () => {
    expect(detectEmergencyNumber({ countryKey: 'ZZ', locales: ['en-AU'] })).toEqual({
      number: '000',
      region: 'AU',
      basis: 'locale',
    });
    expect(detectEmergencyNumber({ countryKey: null, timeZone: 'Pacific/Auckland' })).toEqual({
      number: '111',
      region: 'NZ',
      basis: 'timeZone',
    });
  });

  it('the locale region comes before the time zone', () => {
    expect(detectEmergencyNumber({ locales: ['en-GB'], timeZone: 'America/New_York' })).toEqual({
      number: '999',
      region: 'GB',
      basis: 'locale',
    });
  });

  it('uses the first locale that has a region in the table', () => {
    expect(detectEmergencyNumber({ locales: ['fr', 'es-419', 'de-AT', 'en-US'] })).toEqual({
      number: '112',
      region: 'AT',
      basis: 'locale',
    });
  });

  it('a locale region outside the table does not hide the time zone', () => {
    expect(detectEmergencyNumber({ locales: ['es-AR'], timeZone: 'Europe/Madrid' })).toEqual({
      number: '112',
      region: 'ES',
      basis: 'timeZone',
    });
  });

  it('falls back to 911, naming an unknown locale region if there was one', () => {
    expect(detectEmergencyNumber({})).toEqual({ number: '911', region: null, basis: 'default' });
    expect(detectEmergencyNumber({ locales: ['fr'], timeZone: 'UTC' })).toEqual({
      number: '911',
      region: null,
      basis: 'default',
    });
    expect(detectEmergencyNumber({ locales: ['es-AR'], timeZone: 'UTC' })).toEqual({
      number: '911',
      region: 'AR',
      basis: 'default',
    });
  });

  it('has the same answers for all the country records through each basis', () => {
    for (const key of COUNTRY_KEYS) {
      const { iso, emergency } = COUNTRIES[key];
      expect(detectEmergencyNumber({ locales: [`und-${iso}`] }).number, key).toBe(
        emergency.unified,
      );
    }
  });
});

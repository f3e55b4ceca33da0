import { useMemo } from 'react';
import { useLanguageStore } from '../../../i18n';
import { COUNTRIES, useCountryStore } from '../../country';
import { callingCodeExample } from './phone';

export interface ContactRegion {
  /** ISO 3166-1 alpha-2 ('GB' for the UK): how numbers without a country code are read. */
  iso: string;
  /** The country's name in the current language, for the hint under the Phone field. */
  countryName: string;
  /** '+44' for the UK, for the "can't be dialled" message. */
  example: string;
}

/** The region phone numbers are read in: the country chosen (or guessed) in the Country tab. */
export function useContactRegion(): ContactRegion {
  const country = useCountryStore((s) => s.country);
  const language = useLanguageStore((s) => s.language);
  return useMemo(() => {
    const record = COUNTRIES[country];
    let countryName = record.name;
    try {
      countryName =
        new Intl.DisplayNames([language, 'en'], { type: 'region' }).of(record.iso) ?? record.name;
    } catch {
      // An engine without DisplayNames: the English name will do.
    }
    return { iso: record.iso, countryName, example: callingCodeExample(record.iso) };
  }, [country, language]);
}

/**
 * Shapes of the country records (spec §3 "Country record").
 *
 * These are phone numbers that a person in danger will dial. Every helpline in the data files was
 * checked against the service's own site or an official government page; anything that could not
 * be confirmed was left out rather than guessed. Keep it that way when editing.
 */

export const COUNTRY_KEYS = [
  'UK',
  'FR',
  'BE',
  'ES',
  'US',
  'CA',
  'AU',
  'DE',
  'IT',
  'NL',
  'SE',
  'NO',
  'IN',
  'JP',
  'BR',
  'MX',
] as const;

export type CountryKey = (typeof COUNTRY_KEYS)[number];

export interface Helpline {
  /** Stable id within its country; notes live in locales/<lng>/country.json under notes.<code>.<id>. */
  id: string;
  /** The service's own name, shown as is in every language. */
  name: string;
  /** Written the way the country writes it, e.g. '0808 2000 247'. Use toDialable() for tel: links. */
  phone: string;
  /** https URL of the service. */
  website: string;
  /** Official page the number was taken from. */
  source: string;
  /** Open around the clock (shown translated). */
  hours?: '24/7';
  /**
   * A national short code (116 123, 3919, 016, 988, 1522, 116 016 …) that libphonenumber cannot
   * validate. It must be dialled as plain digits, never in +CC international form.
   */
  short?: boolean;
}

export interface EmergencyNumbers {
  police: string;
  fire: string;
  medical: string;
  /** The one number to show on the big button. */
  unified: string;
}

export interface CountryRecord {
  code: CountryKey;
  /** ISO 3166-1 alpha-2 used by phone parsing and Intl.DisplayNames ('GB' for UK). */
  iso: string;
  /** English name; the UI localises via Intl.DisplayNames(iso). */
  name: string;
  flag: string;
  emergency: EmergencyNumbers;
  /**
   * A way to get help from the emergency line without speaking, where one exists. Its instructions
   * are translated text: locales/<lng>/country.json, silentCall.<code>.
   */
  silentCall?: { source: string };
  resources: { domesticViolence: Helpline[]; mentalHealth: Helpline[]; legalAid: Helpline[] };
  /** BCP-47 language codes; the UI shows names via Intl.DisplayNames. */
  languages: string[];
  /** Official pages for the emergency numbers. */
  sources: string[];
}

import {
  getCountryCallingCode,
  isSupportedCountry,
  parseIncompletePhoneNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';

/**
 * Contact phone numbers: what the user typed becomes E.164 ('+447700900123'), the one form an SMS
 * or a call can always use, whatever country the phone is in when the alert goes out.
 *
 * The test is "possible" (the right length for that country and a real country code), not "valid":
 * `isValid()` also checks number ranges, and metadata that lags behind a country's new ranges would
 * stop someone from adding a real number. Length-only needs no more than the default (min) metadata.
 * Short codes (999, 116 123) cannot receive an SMS, so they are refused here on purpose.
 */
export type PhoneResult =
  { ok: true; e164: string; display: string } | { ok: false; reason: 'invalid' };

const INVALID: PhoneResult = { ok: false, reason: 'invalid' };

function regionOf(iso: string | undefined): CountryCode | undefined {
  const region = iso?.trim().toUpperCase();
  return region && isSupportedCountry(region) ? region : undefined;
}

export function normalisePhone(text: string, iso?: string): PhoneResult {
  const typed = text.trim();
  // Letters mean a note or an extension ("ext 12"): neither can be dialled or sent an SMS.
  if (typed === '' || typed.length > 40 || /\p{L}/u.test(typed)) return INVALID;
  const parsed = parsePhoneNumberFromString(typed, regionOf(iso));
  if (!parsed || parsed.ext || !parsed.isPossible()) return INVALID;
  return { ok: true, e164: parsed.number, display: parsed.formatInternational() };
}

/**
 * A number for the settings' list of emergency numbers: what the contact form takes (as E.164), or
 * a short code such as 112, 999 or 116 123 (2 to 6 digits: libphonenumber's metadata has no short
 * numbers, and these are dialled, never sent an SMS). Letters, markup and overlong numbers are
 * refused: nothing is kept that a phone could not dial.
 */
export type DialNumberResult = { ok: true; number: string } | { ok: false; reason: 'invalid' };

const SHORT_CODE = /^\d{2,6}$/;

export function normaliseDialNumber(text: string, iso?: string): DialNumberResult {
  const typed = text.trim();
  if (/^[\p{Nd}\s-]+$/u.test(typed)) {
    // Any script's digits ('١١٢') become ASCII ('112').
    const digits = parseIncompletePhoneNumber(typed);
    if (SHORT_CODE.test(digits)) return { ok: true, number: digits };
  }
  const phone = normalisePhone(typed, iso);
  return phone.ok ? { ok: true, number: phone.e164 } : { ok: false, reason: 'invalid' };
}

/** A stored number for display ('+44 7700 900123'); anything unparsable is shown as stored. */
export function formatPhone(stored: string): string {
  const parsed = parsePhoneNumberFromString(stored);
  return parsed?.isPossible() ? parsed.formatInternational() : stored;
}

/** '+44' for 'GB': the example in the "can't be dialled" message. */
export function callingCodeExample(iso: string | undefined): string {
  const region = regionOf(iso);
  return `+${region ? getCountryCallingCode(region) : '44'}`;
}

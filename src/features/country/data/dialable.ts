import { isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { Helpline } from './types';

/**
 * Turns a phone number as printed ('0808 2000 247', '116 123') into the string to put after `tel:`.
 *
 * - Full numbers that libphonenumber (max metadata) validates for `iso` become E.164:
 *   UK '0808 2000 247' -> '+448082000247'.
 * - Everything else — national short codes such as 116 123, 3919, 016, 988 — becomes plain digits:
 *   '116 123' -> '116123'. A short code must never get a +CC prefix: '+49 116016' does not reach
 *   the 116 016 helpline.
 *
 * Pass `{ short: true }` (as dialHelpline does for helplines marked `short`) to skip parsing.
 * The max metadata is needed: the smaller metadata sets accept some short codes as full numbers.
 */
export function toDialable(phone: string, iso: string, opts: { short?: boolean } = {}): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (digits === '') return '';
  if (opts.short) return digits;

  const region = iso.trim().toUpperCase();
  if (isSupportedCountry(region)) {
    const parsed = parsePhoneNumberFromString(trimmed, region);
    if (parsed?.isValid()) return parsed.number;
  }
  // Already international but not something we can validate: keep the '+'.
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

/** tel:-ready string for a helpline of the country with ISO code `iso`. */
export function dialHelpline(helpline: Helpline, iso: string): string {
  return toDialable(helpline.phone, iso, { short: helpline.short === true });
}

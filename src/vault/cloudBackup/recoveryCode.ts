/**
 * The cloud backup's recovery code (issue 28): 120 random bits written as 24 characters of
 * Crockford's base32 in six groups of four, e.g. `K7QM-2XDP-9TAB-4WRE-H3NC-6YVF`.
 *
 * Why this form: it looks like a software licence key or a router's Wi-Fi password, things many
 * people keep on a sticky note or in a notes app; it has no words, no app name and nothing that says
 * "recovery" or "safety". Crockford's alphabet has no I, L, O or U, and reading accepts those as
 * the digits they look like, lower case, and any spaces or dashes, so a hand-copied code still works.
 */

export const RECOVERY_CODE_BITS = 120;
export const RECOVERY_CODE_BYTES = RECOVERY_CODE_BITS / 8;
const CHARS = RECOVERY_CODE_BITS / 5;
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Writes 15 random bytes as the grouped code. */
export function formatRecoveryCode(entropy: Uint8Array): string {
  if (entropy.length !== RECOVERY_CODE_BYTES) throw new TypeError('a recovery code is 15 bytes');
  let out = '';
  let acc = 0;
  let bits = 0;
  for (const byte of entropy) {
    acc = ((acc << 8) | byte) & 0xffff;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET[(acc >> bits) & 31];
    }
  }
  return out.match(/.{4}/g)!.join('-');
}

/** The code's 15 bytes, or null when the text is not a whole recovery code (too short, a calculator code). */
export function parseRecoveryCode(text: string): Uint8Array | null {
  const cleaned = text.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (cleaned.length !== CHARS) return null;
  const out = new Uint8Array(RECOVERY_CODE_BYTES);
  let acc = 0;
  let bits = 0;
  let o = 0;
  for (const char of cleaned) {
    const value = ALPHABET.indexOf(char);
    if (value < 0) return null;
    acc = ((acc << 5) | value) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  return out;
}

/**
 * How long a code resists an offline guess: someone with a copy of the browser profile tries every
 * code, one Argon2id derivation each. The figure is measured, not assumed: the median cost of one
 * derivation with the app's parameters (2 passes, 128 MiB) in Chromium's worker on this project's
 * 2-core machine, from `node bench/run.mjs kdf` (docs/SECURITY.md, "KDF parameters"). Change both
 * together. One core, no GPU: a determined attacker with more hardware is faster, which the text
 * says by naming "one computer".
 */
export const KDF_GUESS_MS = 276;
export const KDF_GUESS_SOURCE = 'node bench/run.mjs kdf (docs/SECURITY.md)';

export type GuessUnit = 'minute' | 'hour' | 'day' | 'month' | 'year';

const MS_PER: Record<GuessUnit, number> = {
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  month: 30.44 * 86_400_000,
  year: 365.25 * 86_400_000,
};
const LARGEST_FIRST: GuessUnit[] = ['year', 'month', 'day', 'hour', 'minute'];

/** The time to try every code of `digits` digits (the worst case for the guesser). */
export function guessTime(digits: number): { value: number; unit: GuessUnit } {
  const ms = 10 ** digits * KDF_GUESS_MS;
  const unit = LARGEST_FIRST.find((u) => ms >= MS_PER[u]) ?? 'minute';
  return { value: Math.max(1, Math.round(ms / MS_PER[unit])), unit };
}

/** "3 days", "87 years", in the user's language (Intl knows the plural forms of all 12). */
export function formatGuessTime(digits: number, language: string): string {
  const { value, unit } = guessTime(digits);
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 0,
  }).format(value);
}

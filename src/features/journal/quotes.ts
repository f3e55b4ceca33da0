/** Five short, hopeful lines written for this app (spec §9: picked by weekday). */
export const QUOTE_KEYS = [
  'quotes.one',
  'quotes.two',
  'quotes.three',
  'quotes.four',
  'quotes.five',
] as const;

export type QuoteKey = (typeof QUOTE_KEYS)[number];

export function quoteKeyFor(date: Date): QuoteKey {
  return QUOTE_KEYS[date.getDay() % QUOTE_KEYS.length] ?? QUOTE_KEYS[0];
}

// Text normalisation shared by every keyword list, so that one spelling of a word matches the
// ways people actually type it: any case, with or without accents, Arabic or Persian letter forms.

/** Arabic-script letters that differ only by the keyboard they were typed on. */
const ARABIC_SCRIPT_FORMS: ReadonlyArray<[RegExp, string]> = [
  [/[يىئ]/g, 'ی'],
  [/ك/g, 'ک'],
  [/[ہةۀ]/g, 'ه'],
  [/[أإآٱ]/g, 'ا'],
  [/ؤ/g, 'و'],
];

/**
 * Lower case, no diacritics (é → e, ö → o, Arabic harakat and hamza marks), no tatweel or
 * zero-width joiners, one letter form per Arabic-script letter, single spaces.
 */
export function normalizeForMatch(text: string): string {
  let out = text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
  out = out.replace(/[\u0640\u200c\u200d]/g, '');
  for (const [pattern, letter] of ARABIC_SCRIPT_FORMS) out = out.replace(pattern, letter);
  return out.replace(/\s+/g, ' ');
}

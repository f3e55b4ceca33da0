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
 * Latin letters typed either way: Turkish dotless ı (phones without a Turkish keyboard type i, and
 * "I" lower-cases to i), and the typographic apostrophe phones put in "you’ve" or "l’argent".
 */
const LATIN_FORMS: ReadonlyArray<[RegExp, string]> = [
  [/ı/g, 'i'],
  [/[’ʼ‘]/g, "'"],
];

/** Normalised text, and for each of its characters the original text's range it came from. */
export interface NormalizedText {
  text: string;
  /** `from[i]`..`to[i]` (UTF-16 offsets) is what produced `text[i]` in the original. */
  from: readonly number[];
  to: readonly number[];
}

function normalizeCodePoint(char: string): string {
  let out = char.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
  out = out.replace(/[\u0640\u200c\u200d]/g, '');
  for (const [pattern, letter] of ARABIC_SCRIPT_FORMS) out = out.replace(pattern, letter);
  for (const [pattern, letter] of LATIN_FORMS) out = out.replace(pattern, letter);
  return out;
}

/**
 * Lower case, no diacritics (é → e, ö → o, Arabic harakat and hamza marks), no tatweel or
 * zero-width joiners, one letter form per Arabic-script letter, single spaces; with the original
 * range of each character, so a match can be quoted as the person typed it. Character by
 * character (each code point on its own), which is the same as the whole text at once for every
 * script the lists use (only the Greek final sigma lower-cases by context).
 */
export function normalizeWithOffsets(text: string): NormalizedText {
  let out = '';
  const from: number[] = [];
  const to: number[] = [];
  let offset = 0;
  for (const char of text) {
    const end = offset + char.length;
    for (const piece of normalizeCodePoint(char)) {
      if (/\s/.test(piece)) {
        // Runs of white space become one space, wherever they came from.
        if (out.endsWith(' ')) continue;
        out += ' ';
      } else {
        out += piece;
      }
      // A piece is one UTF-16 unit in every script the lists use; pad in case it is not.
      while (from.length < out.length) {
        from.push(offset);
        to.push(end);
      }
    }
    offset = end;
  }
  return { text: out, from, to };
}

/** The normalised text alone (see `normalizeWithOffsets`). */
export function normalizeForMatch(text: string): string {
  return normalizeWithOffsets(text).text;
}

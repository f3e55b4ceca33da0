/**
 * The voice trigger's phrase (spec §5): default "I'm fine", matched as a case-insensitive substring
 * of what the recogniser heard. Recognisers write the apostrophe as ' or ’ and may add spaces or
 * punctuation, so both sides are folded the same way before comparing.
 */
export const DEFAULT_PANIC_PHRASE = "I'm fine";
export const PANIC_PHRASE_MAX = 60;

function fold(text: string): string {
  return text
    .toLocaleLowerCase()
    .replace(/[\u2018\u2019\u02bc`´]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

export function matchesPanicPhrase(heard: string, phrase: string): boolean {
  const wanted = fold(phrase);
  if (wanted === '') return false;
  return fold(heard).includes(wanted);
}

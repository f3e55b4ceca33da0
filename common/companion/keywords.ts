// The companion's matcher: which entry of a keyword list occurs in a text, in which language, and
// the spec's risk level (§5). The lists are data (./data/); the client imports this module too, so
// an offline reply and the server agree on what is high risk. Rules (./README.md):
// - Latin-script entries match at a word start: "kill" matches "kill" but not "skill"; an entry
//   ending in "*" is a stem ("kill*" matches "killed"), otherwise the word must end there too.
// - Arabic-script entries (ar, fa, ur) match anywhere: prefixes such as و / ال attach to words.
// - Both sides are normalised (normalize.ts): case, accents and letter forms never matter.
import { HIGH_RISK, MEDIUM_RISK } from './data/riskKeywords';
import { COMPANION_LANGUAGES, type CompanionLanguage, type KeywordList } from './languages';
import { normalizeForMatch, normalizeWithOffsets, type NormalizedText } from './normalize';

export {
  COMPANION_LANGUAGES,
  isCompanionLanguage,
  type CompanionLanguage,
  type KeywordList,
} from './languages';
export { HIGH_RISK, MEDIUM_RISK };

const ARABIC_SCRIPT: ReadonlySet<CompanionLanguage> = new Set(['ar', 'fa', 'ur']);

interface CompiledWord {
  /** The list's entry as written (a stem keeps its "*"). */
  entry: string;
  /** Latin script: where the entry starts a word (a stem runs to the word's end); else null. */
  pattern: RegExp | null;
  /** The normalised entry, found anywhere when `pattern` is null (Arabic script). */
  text: string;
}

const compiled = new Map<string, readonly CompiledWord[]>();

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compile(language: CompanionLanguage, entries: readonly string[]): CompiledWord[] {
  return entries.map((entry) => {
    const stem = entry.endsWith('*');
    const text = normalizeForMatch(stem ? entry.slice(0, -1) : entry);
    if (ARABIC_SCRIPT.has(language)) return { entry, pattern: null, text };
    // A stem takes the rest of its word, so the quoted match is the whole word ("killed").
    const end = stem ? '[\\p{L}\\p{N}]*' : '(?![\\p{L}\\p{N}])';
    return {
      entry,
      pattern: new RegExp(`(?<![\\p{L}\\p{N}])${escape(text)}${end}`, 'u'),
      text,
    };
  });
}

function listFor(
  name: string,
  list: KeywordList,
  language: CompanionLanguage,
): readonly CompiledWord[] {
  const key = `${name}:${language}`;
  let found = compiled.get(key);
  if (!found) {
    found = compile(language, list[language]);
    compiled.set(key, found);
  }
  return found;
}

/**
 * Which languages' lists to read: the user's language and English (many people mix in English
 * words), or all of them when the language is unknown. German and Dutch "die" is an article, so
 * the English "die" is not read there.
 */
export function languagesFor(language: CompanionLanguage | null): readonly CompanionLanguage[] {
  if (language === null) return COMPANION_LANGUAGES;
  return language === 'en' ? ['en'] : [language, 'en'];
}

const ENGLISH_ONLY_IN_ENGLISH: ReadonlySet<string> = new Set(['die']);

/** Where `word` occurs in normalised text: start and end offsets, or null. */
function locate(word: CompiledWord, text: string): [number, number] | null {
  if (word.pattern) {
    const found = word.pattern.exec(text);
    return found ? [found.index, found.index + found[0].length] : null;
  }
  const index = text.indexOf(word.text);
  return index < 0 ? null : [index, index + word.text.length];
}

/**
 * The original text behind normalised `[start, end)`: with the accents and letter forms the person
 * typed, the marks after its last letter included, white space as single spaces.
 */
function quoteOf(original: string, normalized: NormalizedText, [start, end]: [number, number]) {
  let to = normalized.to[end - 1] ?? original.length;
  while (to < original.length) {
    const next = original.codePointAt(to) ?? 0;
    if (!/\p{M}/u.test(String.fromCodePoint(next))) break;
    to += next > 0xffff ? 2 : 1;
  }
  return original
    .slice(normalized.from[start] ?? 0, to)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Which entry of a list matched, in which language's list, and how the text wrote it. */
export interface KeywordMatch {
  language: CompanionLanguage;
  /** The list's entry as written there ("kill*"). */
  entry: string;
  /** The matched words as they appear in the text ("Killed", "يقتلني"). */
  quote: string;
}

/**
 * The first entry of `list` in the given languages that occurs in `text` (the user's language's
 * list first, each list in its order), or null.
 */
export function findKeyword(
  name: string,
  list: KeywordList,
  text: string,
  language: CompanionLanguage | null,
): KeywordMatch | null {
  const normalized = normalizeWithOffsets(text);
  const skipAmbiguous = language === 'de' || language === 'nl';
  for (const lang of languagesFor(language)) {
    for (const word of listFor(name, list, lang)) {
      if (lang === 'en' && skipAmbiguous && ENGLISH_ONLY_IN_ENGLISH.has(word.text)) continue;
      const at = locate(word, normalized.text);
      if (at) {
        const quote = quoteOf(text, normalized, at);
        return { language: lang, entry: word.entry, quote: quote || word.entry.replace(/\*$/, '') };
      }
    }
  }
  return null;
}

/** True when any entry of `list` in the given languages occurs in `text`. */
export function matchesAny(
  name: string,
  list: KeywordList,
  text: string,
  language: CompanionLanguage | null,
): boolean {
  return findKeyword(name, list, text, language) !== null;
}

export type RiskLevel = 'low' | 'medium' | 'high';

/** The spec's risk level (§4 Chat, §5 Risk keywords), high before medium. */
export function riskLevelOf(text: string, language: CompanionLanguage | null = null): RiskLevel {
  if (matchesAny('high', HIGH_RISK, text, language)) return 'high';
  if (matchesAny('medium', MEDIUM_RISK, text, language)) return 'medium';
  return 'low';
}

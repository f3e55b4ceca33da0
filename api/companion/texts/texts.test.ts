import { describe, expect, it } from 'vitest';
import { COMPANION_LANGUAGES } from '../../../common/companion';
import { normalizeForMatch } from '../../../common/companion/normalize';
import { REPLY_TEXTS, type ReplyTexts } from './index';

/** Every text of a language, by its path ("assistant.topics.follow"). */
function flatten(texts: ReplyTexts): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (typeof value === 'string') out.set(path, value);
    else for (const [key, inner] of Object.entries(value as object)) walk(inner, `${path}.${key}`);
  };
  walk(texts, '');
  return out;
}

const english = flatten(REPLY_TEXTS.en);
const digitsOf = (text: string) => text.match(/\d+/g) ?? [];

/** Words that would tell someone to confront, face or challenge the abuser, per language. */
const CONFRONT: Record<(typeof COMPANION_LANGUAGES)[number], string[]> = {
  ar: ['واجه', 'مواجه', 'تحدا'],
  de: ['konfront', 'stell ihn zur rede', 'zur rede'],
  en: ['confront', 'stand up to', 'face him', 'face her'],
  es: ['confront', 'enfrent', 'encara'],
  fa: ['مقابله کن', 'روبرو شو', 'رودررو'],
  fr: ['confront', 'affront', 'tenir tete'],
  it: ['affront', 'confront'],
  ku: ['rûbirû', 'berxwe bide'],
  nl: ['confronte', 'ga de confrontatie', 'aanspreken'],
  pt: ['confront', 'enfrent'],
  tr: ['yüzleş', 'hesap sor', 'karşı koy'],
  ur: ['سامنا کر', 'مقابلہ کر'],
};

describe('the reply texts in the 12 languages', () => {
  it.each(COMPANION_LANGUAGES)('%s says everything English says, with the same numbers', (lang) => {
    const texts = flatten(REPLY_TEXTS[lang]);
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [path, text] of texts) {
      expect(text.trim(), path).not.toBe('');
      // The emergency and crisis numbers are the point of the high-risk texts: none may be lost.
      expect(digitsOf(text).sort(), `${lang}${path}`).toEqual(digitsOf(english.get(path)!).sort());
      if (lang !== 'en') expect(text, `${lang}${path} is untranslated`).not.toBe(english.get(path));
    }
  });

  it.each(COMPANION_LANGUAGES)('%s never tells the user to confront anyone', (lang) => {
    for (const [path, text] of flatten(REPLY_TEXTS[lang])) {
      const normalized = normalizeForMatch(text);
      for (const word of CONFRONT[lang]) {
        expect(normalized, `${lang}${path}`).not.toContain(normalizeForMatch(word));
      }
    }
  });

  it.each(COMPANION_LANGUAGES)('%s keeps the safety check’s placeholders', (lang) => {
    const { safety } = REPLY_TEXTS[lang];
    expect(safety.scam.split('{reason}')).toHaveLength(2);
    expect(safety.phrase.split('{phrase}')).toHaveLength(2);
    for (const text of [safety.low, safety.medium, ...Object.values(safety.reasons)]) {
      expect(text).not.toMatch(/[{}]/);
    }
  });

  it('writes numbers in Latin digits, so the client can isolate them left-to-right', () => {
    for (const lang of COMPANION_LANGUAGES) {
      for (const text of flatten(REPLY_TEXTS[lang]).values()) {
        expect(text).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
      }
    }
  });
});

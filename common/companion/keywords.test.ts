import { describe, expect, it } from 'vitest';
import {
  COMPANION_LANGUAGES,
  findKeyword,
  HIGH_RISK,
  riskLevelOf,
  type CompanionLanguage,
} from './keywords';
import { normalizeWithOffsets } from './normalize';

// One sentence per language for each of the spec's levels, written as people type them (no
// accents, colloquial forms, the other keyboard's letter forms in Arabic script).
const SAMPLES: Record<CompanionLanguage, { high: string; medium: string; low: string }> = {
  ar: { high: 'سوف يقتلني الليلة', medium: 'أنا خائفة جدا', low: 'ذهبت إلى السوق اليوم' },
  de: { high: 'Er hat ein Messer', medium: 'Ich habe Angst vor ihm', low: 'Die Tür ist zu' },
  en: { high: 'I want to end it all', medium: 'I feel trapped', low: 'I started a diet' },
  es: { high: 'Dice que me matará', medium: 'Tengo miedo', low: 'Hoy fui al mercado' },
  fa: { high: 'منو میکشه', medium: 'من میترسم', low: 'امروز هوا خوب است' },
  fr: { high: 'Je veux en finir', medium: "J'ai peur de lui", low: 'Il fait beau' },
  it: { high: 'Voglio farla finita', medium: 'Ho paura', low: 'Oggi piove' },
  ku: {
    high: 'Ez dixwazim dawî li jiyana xwe bînim',
    medium: 'Ez ditirsim',
    low: 'Îro hewa xweş e',
  },
  nl: { high: 'Hij heeft een mes', medium: 'Ik ben bang', low: 'Het regent vandaag' },
  pt: { high: 'Ele tem uma arma', medium: 'Tenho medo dele', low: 'Fui ao mercado' },
  tr: { high: 'Kendimi öldürmek istiyorum', medium: 'Çok korkuyorum', low: 'Bugün hava güzel' },
  ur: { high: 'وہ مجھے مار ڈالے گا', medium: 'مجھے ڈر لگ رہا ہے', low: 'آج موسم اچھا ہے' },
};

describe('risk level by keyword in the 12 languages', () => {
  it.each(COMPANION_LANGUAGES)('%s: high, medium and low sentences', (language) => {
    const sample = SAMPLES[language];
    expect(riskLevelOf(sample.high, language)).toBe('high');
    expect(riskLevelOf(sample.medium, language)).toBe('medium');
    expect(riskLevelOf(sample.low, language)).toBe('low');
  });

  it('reads every list when the language is unknown', () => {
    for (const language of COMPANION_LANGUAGES) {
      expect(riskLevelOf(SAMPLES[language].high, null), language).toBe('high');
      expect(riskLevelOf(SAMPLES[language].medium, null), language).toBe('medium');
    }
  });

  it('high wins over medium, in RTL text too', () => {
    expect(riskLevelOf('أنا خائفة، معه سكين', 'ar')).toBe('high');
    expect(riskLevelOf('میترسم، اسلحه دارد', 'fa')).toBe('high');
    expect(riskLevelOf('مجھے ڈر ہے، اس کے پاس چاقو ہے', 'ur')).toBe('high');
  });

  it('ignores the Arabic-script letter forms of the other keyboard and Persian hamza', () => {
    // Arabic ي / ك typed on a Persian keyboard, and the same word with and without hamza.
    expect(riskLevelOf('یقتلنی', 'ar')).toBe('high');
    expect(riskLevelOf('سوءاستفاده میکند', 'fa')).toBe('medium');
    expect(riskLevelOf('سواستفاده میکند', 'fa')).toBe('medium');
  });

  it('matches Latin-script words whole: no "kill" in "skill", no English "die" in German', () => {
    expect(riskLevelOf('I learned a new skill', 'en')).toBe('low');
    expect(riskLevelOf('Die Kinder schlafen', 'de')).toBe('low');
    expect(riskLevelOf('Die Kinder schlafen', 'en')).toBe('high');
  });
});

describe('which entry matched, quoted as typed', () => {
  it('returns the list, the entry and the words as the text wrote them', () => {
    expect(findKeyword('high', HIGH_RISK, 'He said he KILLED the dog', 'en')).toEqual({
      language: 'en',
      entry: 'kill*',
      quote: 'KILLED',
    });
    // Persian keyboard letters in Arabic text: the quote keeps them, the entry is the list's.
    expect(findKeyword('high', HIGH_RISK, 'معه سکین', 'ar')).toEqual({
      language: 'ar',
      entry: 'سكين',
      quote: 'سکین',
    });
    expect(findKeyword('high', HIGH_RISK, 'I learned a new skill', 'en')).toBeNull();
  });
});

describe('normalisation with offsets', () => {
  // The whole-text normalisation the lists were written for, as a reference.
  const wholeText = (text: string) =>
    normalizeWithOffsets(text).text ===
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .replace(/[\u0640\u200c\u200d]/g, '')
      .replace(/[يىئ]/g, 'ی')
      .replace(/ك/g, 'ک')
      .replace(/[ہةۀ]/g, 'ه')
      .replace(/[أإآٱ]/g, 'ا')
      .replace(/ؤ/g, 'و')
      .replace(/ı/g, 'i')
      .replace(/[’ʼ‘]/g, "'")
      .replace(/\s+/g, ' ');

  it('is the same text as normalising the whole text at once', () => {
    for (const text of [
      'Ünïcödé  CAFÉ\n\tçà',
      'می‌کند  \u200c  سوءاستفاده',
      'لَقَدْ رَبِحْتَ ـــ',
      'İSTANBUL ıIi',
      'ﬁne ① ｆｕｌｌ',
      'you’ve won',
    ]) {
      expect(wholeText(text), text).toBe(true);
    }
  });

  it('maps every normalised letter back to the original text', () => {
    const { text, from, to } = normalizeWithOffsets('Vous  avez GAGNÉ');
    expect(text).toBe('vous avez gagne');
    expect(text.length).toBe(from.length);
    expect('Vous  avez GAGNÉ'.slice(from[10], to[14])).toBe('GAGNÉ');
  });
});

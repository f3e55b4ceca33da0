import { describe, expect, it } from 'vitest';
import { safetyCheck } from '../replies';
import { COMPANION_LANGUAGES, findScam, type CompanionLanguage } from '../../common/companion';
import { REPLY_TEXTS } from './texts';

// A typical scam message in each language, as such messages are worded there, and the phrase the
// reply must quote (as the message wrote it: case, accents and letter forms kept).
const SCAMS: Record<CompanionLanguage, { message: string; quote: string }> = {
  ar: {
    message: 'مبروك! لقد ربحت جائزة بقيمة 10000 دولار، أرسل رسوم التحويل الآن',
    quote: 'لقد ربحت',
  },
  de: {
    message: 'Ihr Konto wurde gesperrt. Klicken Sie auf den Link, um es zu entsperren.',
    quote: 'Konto wurde gesperrt',
  },
  en: {
    message: 'URGENT: your account will be closed today unless you confirm your password',
    quote: 'account will be closed',
  },
  es: {
    message: 'Su cuenta ha sido suspendida. Haga clic en el enlace para reactivarla.',
    quote: 'cuenta ha sido suspendida',
  },
  fa: {
    message: 'تبریک! شما در قرعه‌کشی برنده شدید. برای دریافت جایزه روی لینک کلیک کنید',
    quote: 'برنده شدید',
  },
  fr: {
    message: "Bonjour, achète des coupons PCS et envoie-moi les codes, c'est urgent",
    quote: 'coupons PCS',
  },
  it: {
    message: 'Il tuo conto è stato bloccato, clicca sul link per sbloccarlo',
    quote: 'conto è stato bloccato',
  },
  ku: {
    message: 'Pîroz be! Te qezenc kir. Ji bo xelatê heqê muameleyê bide',
    quote: 'Te qezenc kir',
  },
  nl: {
    message: 'Gefeliciteerd, u heeft gewonnen! Betaal de verwerkingskosten via de link',
    quote: 'u heeft gewonnen',
  },
  pt: {
    message: 'Você foi sorteado! Pague a taxa de liberação para receber o prêmio',
    quote: 'Você foi sorteado',
  },
  tr: {
    message: 'Tebrikler, 10.000 TL KAZANDINIZ! Ödülünüzü almak için linke tıklayın',
    quote: 'KAZANDINIZ',
  },
  ur: {
    message: 'مبارک ہو! آپ نے جیت لیا ہے۔ انعامی رقم کے لیے پروسیسنگ فیس بھیجیں',
    quote: 'آپ نے جیت لیا',
  },
};

// Everyday messages that share words with the phrases (send, code, link, money, won) and must not
// be called a scam.
const ORDINARY: Record<CompanionLanguage, readonly string[]> = {
  ar: [
    'هل يمكنك أن ترسل لي الوصفة؟',
    'أرسلت لك الرابط للصور أمس',
    'سأدفع الإيجار غدا',
    'ربحنا المباراة اليوم، أرسل لي الصور',
  ],
  de: [
    'Kannst du mir das Rezept schicken?',
    'Mein Code-Review ist morgen',
    'Ich habe dir das Geld fürs Essen überwiesen',
  ],
  en: [
    'Can you send me the recipe?',
    'My code review is tomorrow',
    'I sent you the link to the photos, we won the match',
    "If you won't come, you won the bet",
  ],
  es: [
    '¿Me puedes enviar la receta?',
    'Mañana tengo la revisión de código',
    'Compré un décimo de lotería de Navidad',
  ],
  fa: [
    'میشه دستور پخت رو برام بفرستی؟',
    'فردا بازبینی کد دارم',
    'پول ناهار رو بهت دادم',
    'کد پستی رو برام بفرست، به کسی نگفتم',
  ],
  fr: ["Tu peux m'envoyer la recette ?", "J'ai une revue de code demain", 'On a gagné le match'],
  it: ['Puoi mandarmi la ricetta?', 'Domani ho la revisione del codice', 'Ho vinto la partita'],
  ku: [
    'Tu dikarî reçeteyê ji min re bişînî?',
    'Sibê kontrolkirina kodê min heye',
    'Îro hewa xweş e',
  ],
  nl: [
    'Kun je me het recept sturen?',
    'Morgen heb ik een code review',
    'Ik heb het geld gisteren overgemaakt',
  ],
  pt: ['Pode me mandar a receita?', 'Amanhã tenho revisão de código', 'O Brasil ganhou o jogo'],
  tr: [
    'Bana tarifi gönderebilir misin?',
    'Yarın kod incelemem var',
    'Parayı dün gönderdim',
    'Sana linki gönderdim, kodu yarın inceleyelim',
  ],
  ur: ['کیا آپ مجھے ترکیب بھیج سکتے ہیں؟', 'کل میرا کوڈ ریویو ہے', 'آج موسم اچھا ہے'],
};

/** The reply's phrase sentence for `quote`, isolated as the reply isolates it. */
function scamReply(language: CompanionLanguage, quote: string): string {
  const texts = REPLY_TEXTS[language].safety;
  return texts.scam.replace('{reason}', texts.phrase.replace('{phrase}', `\u2068${quote}\u2069`));
}

describe('scam phrases in the 12 languages', () => {
  it.each(COMPANION_LANGUAGES)(
    '%s: a typical scam message is high risk, its phrase quoted',
    (lng) => {
      const { message, quote } = SCAMS[lng];
      expect(findScam(message, lng)).toEqual({ kind: 'phrase', phrase: quote });
      expect(safetyCheck(message, lng, lng)).toEqual({
        riskLevel: 'high',
        result: scamReply(lng, quote),
      });
    },
  );

  it.each(COMPANION_LANGUAGES)('%s: everyday messages are not called a scam', (lng) => {
    for (const message of ORDINARY[lng]) {
      expect(findScam(message, lng), message).toBeNull();
      expect(safetyCheck(message, lng, lng).riskLevel, message).toBe('low');
      // Nor when every language's list is read (no language in the request).
      expect(findScam(message, null), message).toBeNull();
    }
  });

  it('reads every list when the language is unknown', () => {
    for (const lng of COMPANION_LANGUAGES) {
      expect(findScam(SCAMS[lng].message, null), lng).toEqual({
        kind: 'phrase',
        phrase: SCAMS[lng].quote,
      });
    }
  });

  it('English phrases still match in any language', () => {
    for (const lng of COMPANION_LANGUAGES) {
      expect(findScam('Pay the fee with a Gift Card today', lng), lng).toEqual({
        kind: 'phrase',
        phrase: 'Gift Card',
      });
    }
    expect(findScam('ادفع عبر Western Union اليوم', 'ar')).toEqual({
      kind: 'phrase',
      phrase: 'Western Union',
    });
  });

  it('quotes Arabic and Persian phrases with the letter forms and marks the message used', () => {
    // Persian typed on an Arabic keyboard (ك, ي) with a hamza: the quote keeps them.
    expect(findScam('كد تأييد را براي من بفرست', 'fa')).toEqual({
      kind: 'phrase',
      phrase: 'كد تأييد',
    });
    // ه for ة, and full vowel marks up to the last letter's.
    expect(findScam('لقد ربحت بطاقه هديه', 'ar')).toEqual({ kind: 'phrase', phrase: 'بطاقه هديه' });
    expect(findScam('مبروك، لَقَدْ رَبِحْتَ', 'ar')).toEqual({
      kind: 'phrase',
      phrase: 'لَقَدْ رَبِحْتَ',
    });
    // A zero-width non-joiner inside the Persian phrase stays in the quote.
    expect(findScam('شما برنده شده‌اید', 'fa')).toEqual({
      kind: 'phrase',
      phrase: 'برنده شده‌اید',
    });
  });

  it('quotes Latin phrases with their accents, line breaks as spaces, stems as whole words', () => {
    expect(findScam('Félicitations, vous avez GAGNÉ !', 'fr')).toEqual({
      kind: 'phrase',
      phrase: 'vous avez GAGNÉ',
    });
    // A decomposed accent (e + U+0301) belongs to the quote.
    expect(findScam('vous avez gagne\u0301 !', 'fr')).toEqual({
      kind: 'phrase',
      phrase: 'vous avez gagne\u0301',
    });
    expect(findScam('Bitte\nGeld   senden', 'de')).toEqual({
      kind: 'phrase',
      phrase: 'Geld senden',
    });
    expect(findScam('Buy two Gift Cards now', 'en')).toEqual({
      kind: 'phrase',
      phrase: 'Gift Cards',
    });
    // Turkish typed without Turkish letters, and the typographic apostrophe of a phone keyboard.
    expect(findScam('linke tiklayin', 'tr')).toEqual({ kind: 'phrase', phrase: 'linke tiklayin' });
    expect(findScam('You’ve won a car', 'en')).toEqual({ kind: 'phrase', phrase: 'You’ve won' });
  });

  it('phone numbers and links keep their reasons', () => {
    expect(findScam('+882 1234 5678', 'ar')).toEqual({ kind: 'phone', reason: 'oneRing' });
    expect(findScam('http://bit.ly/abc', 'tr')).toEqual({ kind: 'link', reason: 'shortener' });
  });
});

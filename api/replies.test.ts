import { describe, expect, it } from 'vitest';
import { REPLY_TEXTS } from './companion/texts';
import { assistantReply, companionReply } from './replies';

describe('the reference companion answers in the reply language', () => {
  it('a high-risk Arabic message: the Arabic risk sentence with the numbers', () => {
    const reply = companionReply('سوف يقتلني الليلة', 3, 'ar', 'ar');
    expect(reply).toBe(REPLY_TEXTS.ar.companion.high);
    expect(reply).toContain('112');
  });

  it('risk first, then one sentence per request, in Persian', () => {
    const reply = companionReply('میترسم، به سرپناه نیاز دارم', 2, 'fa', 'fa');
    expect(reply).toBe(`${REPLY_TEXTS.fa.companion.medium} ${REPLY_TEXTS.fa.intents.shelter}`);
  });

  it('greets a first calm message, in Kurmanji', () => {
    expect(companionReply('Silav', 0, 'ku', 'ku')).toBe(
      `${REPLY_TEXTS.ku.greeting} ${REPLY_TEXTS.ku.companion.low}`,
    );
  });

  it('keywords read in one language can be answered in another (Accept-Language)', () => {
    expect(companionReply('I need a lawyer', 1, null, 'de')).toBe(REPLY_TEXTS.de.intents.legal);
  });
});

describe('the assistant answers in the reply language', () => {
  it('recognises the topic in the user’s words', () => {
    expect(assistantReply('Mi segue qualcuno quando torno a casa', 'it', 'it')).toBe(
      REPLY_TEXTS.it.assistant.topics.follow,
    );
    expect(assistantReply('Birisi beni takip ediyor', 'tr', 'tr')).toBe(
      REPLY_TEXTS.tr.assistant.topics.follow,
    );
    expect(assistantReply('كيف أحمي كلمة المرور؟', 'ar', 'ar')).toBe(
      REPLY_TEXTS.ar.assistant.topics.online,
    );
  });

  it('high risk is emergency services whatever the topic; medium adds the safe-place sentence', () => {
    expect(assistantReply('Er hat ein Messer, ich bin zu Hause', 'de', 'de')).toBe(
      REPLY_TEXTS.de.assistant.high,
    );
    expect(assistantReply('Tengo miedo en casa', 'es', 'es')).toBe(
      `${REPLY_TEXTS.es.assistant.topics.home} ${REPLY_TEXTS.es.assistant.mediumSuffix}`,
    );
    expect(assistantReply('Bonjour', 'fr', 'fr')).toBe(REPLY_TEXTS.fr.assistant.general);
  });
});

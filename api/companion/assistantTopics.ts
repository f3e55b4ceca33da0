// What the assistant's question is about, in the 12 languages' words (same matching rules as
// keywords.ts). The first topic found decides the advice, so the order puts being followed first.
import type { CompanionLanguage, KeywordList } from '../../common/companion';
import { matchesAny } from '../../common/companion';
import type { AssistantTopic } from './texts';

const TOPIC_WORDS: Record<AssistantTopic, KeywordList> = {
  follow: {
    en: ['follow*', 'stalk*'],
    de: ['verfolg*', 'folgt mir', 'stalk*'],
    es: ['me sigue*', 'siguiendo', 'acos*'],
    fr: ['suivi*', 'me suit', 'harcel*', 'traque*'],
    it: ['mi segue', 'seguit*', 'pedinat*', 'stalk*'],
    nl: ['volgt me', 'gevolgd', 'achtervolg*', 'stalk*'],
    pt: ['me segue', 'seguid*', 'persegu*', 'anda atras de mim', 'stalk*'],
    tr: ['takip*', 'pesimde', 'peşimde'],
    ku: ['dişopîne', 'şopand*', 'li pey min'],
    ar: ['يتبعني', 'يلاحقني', 'ملاحقه', 'يراقبني'],
    fa: ['تعقیب', 'دنبالم'],
    ur: ['پیچھا', 'تعاقب'],
  },
  date: {
    en: ['date', 'dating', 'meet*', 'stranger*'],
    de: ['date', 'dating', 'treffen', 'kennenlernen', 'fremde*'],
    es: ['cita', 'citas', 'quedar con', 'desconocid*'],
    fr: ['rendez-vous', 'rencontre*', 'inconnu*'],
    it: ['appuntament*', 'incontr*', 'sconosciut*'],
    nl: ['date', 'daten', 'afspraak', 'ontmoet*', 'vreemde*'],
    pt: ['encontro*', 'conhecer alguem', 'desconhecid*'],
    tr: ['bulus*', 'randevu*', 'tanımadığım', 'yabancı*'],
    ku: ['hevdîtin*', 'civîn*', 'biyanî*'],
    ar: ['موعد', 'لقاء', 'مقابله', 'غريب'],
    fa: ['قرار ملاقات', 'ملاقات', 'غریبه'],
    ur: ['ملاقات', 'ملنا', 'اجنبی'],
  },
  home: {
    en: ['home', 'partner', 'domestic', 'husband', 'boyfriend', 'wife', 'girlfriend'],
    de: ['zuhause', 'zu hause', 'partner*', 'ehemann', 'freund', 'hauslich*'],
    es: ['casa', 'pareja', 'marido', 'novio', 'domestic*'],
    fr: ['maison', 'chez moi', 'conjoint*', 'mari', 'copain', 'domestique*', 'conjugal*'],
    it: ['casa', 'partner', 'marito', 'fidanzat*', 'domestic*'],
    nl: ['thuis', 'partner', 'vriend', 'huiselijk*'],
    pt: ['casa', 'parceir*', 'marido', 'namorad*', 'domestic*'],
    tr: ['ev', 'evde', 'evim*', 'kocam*', 'esim*', 'partner*', 'sevgilim*'],
    ku: ['mal', 'malê', 'mêrê min', 'hevjîn*'],
    ar: ['البيت', 'المنزل', 'زوجي', 'شريكي', 'اسري'],
    fa: ['خانه', 'همسرم', 'شوهرم', 'خانگی'],
    ur: ['گھر', 'شوہر', 'گھریلو'],
  },
  night: {
    en: ['walk*', 'night', 'alone'],
    de: ['nachts', 'nacht', 'allein', 'heimweg', 'zu fuss'],
    es: ['noche', 'caminar', 'camino', 'sola', 'solo'],
    fr: ['nuit', 'marche*', 'seul', 'seule'],
    it: ['notte', 'camminare', 'sola', 'solo'],
    nl: ['nacht', 'avond', 'lopen', 'alleen'],
    pt: ['noite', 'caminhar', 'andar', 'sozinha', 'sozinho'],
    tr: ['gece', 'yuru*', 'yalnız*'],
    ku: ['şev', 'dimeşim', 'bi tenê'],
    ar: ['ليلا', 'في الليل', 'بالليل', 'امشي', 'وحدي'],
    fa: ['امشب', 'شبها', 'شبانه', 'نیمه شب', 'پیاده'],
    ur: ['رات', 'پیدل', 'اکیلی', 'اکیلا'],
  },
  online: {
    en: ['online', 'internet', 'scam*', 'password*', 'message*'],
    de: ['online', 'internet', 'betrug*', 'passwort*', 'nachricht*'],
    es: ['internet', 'en linea', 'estafa*', 'contrasena*', 'mensaje*'],
    fr: ['en ligne', 'internet', 'arnaque*', 'mot de passe', 'message*'],
    it: ['online', 'internet', 'truffa*', 'password', 'messaggi*'],
    nl: ['online', 'internet', 'oplicht*', 'wachtwoord*', 'bericht*'],
    pt: ['internet', 'online', 'golpe*', 'burla*', 'senha*', 'palavra-passe', 'mensage*'],
    tr: ['internet*', 'online', 'dolandırıcı*', 'sifre*', 'mesaj*'],
    ku: ['înternet*', 'online', 'xapandin*', 'şîfre*', 'peyam*'],
    ar: ['الانترنت', 'انترنت', 'احتيال', 'كلمه المرور', 'رساله'],
    fa: ['اینترنت', 'انلاین', 'کلاهبرداری', 'رمز', 'پیام'],
    ur: ['انٹرنیٹ', 'آن لائن', 'دھوکا', 'دھوکہ', 'پاس ورڈ', 'پیغام'],
  },
};

export const TOPIC_ORDER: readonly AssistantTopic[] = ['follow', 'date', 'home', 'night', 'online'];

/** The question's topic, or null for the general advice. */
export function topicOf(text: string, language: CompanionLanguage | null): AssistantTopic | null {
  return (
    TOPIC_ORDER.find((topic) => matchesAny(`topic-${topic}`, TOPIC_WORDS[topic], text, language)) ??
    null
  );
}

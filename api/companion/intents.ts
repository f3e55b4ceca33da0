// What the companion recognises besides risk: requests and feelings, in the 12 languages' lists
// (same matching rules as keywords.ts). Each has an answer that never suggests confronting anyone.
import type { CompanionLanguage, KeywordList } from '../../common/companion';
import { matchesAny } from '../../common/companion';

export type Intent = 'shelter' | 'police' | 'legal' | 'talk' | 'sad';

const INTENT_WORDS: Record<Intent, KeywordList> = {
  shelter: {
    en: [
      'shelter*',
      'refuge',
      'somewhere to stay',
      'place to stay',
      'safe house',
      'homeless',
      'leave home',
      'leave him',
      'leave her',
    ],
    de: ['frauenhaus', 'schutzhaus', 'unterkunft', 'zuflucht', 'wohin gehen', 'obdachlos'],
    es: ['refugio', 'albergue', 'casa de acogida', 'donde quedarme', 'sin hogar'],
    fr: ['refuge', 'foyer', 'hebergement', 'ou dormir', 'sans abri'],
    it: ['rifugio', 'casa rifugio', 'alloggio', 'dove dormire', 'senza casa'],
    nl: ['opvang', 'blijf-van-mijn-lijfhuis', 'onderdak', 'slaapplek', 'dakloos'],
    pt: ['abrigo', 'casa de acolhimento', 'onde ficar', 'sem casa'],
    tr: ['siginma*', 'sığınma*', 'kalacak yer', 'barınak*', 'evsiz'],
    ku: ['stargeh*', 'cihê mayînê', 'bê mal'],
    ar: ['ماوی', 'ملجا', 'مکان امن', 'مکان للبقاء', 'دار ایواء'],
    fa: ['سرپناه', 'خانه امن', 'جای ماندن', 'پناهگاه'],
    ur: ['پناہ گاه', 'دار الامان', 'رہنے کی جگه', 'محفوظ جگه'],
  },
  police: {
    en: ['police', 'cops', 'report him', 'report her', 'call 999', 'call 911', 'call 112'],
    de: ['polizei', 'anzeige*'],
    es: ['policia', 'denuncia*'],
    fr: ['police', 'gendarmerie', 'porter plainte'],
    it: ['polizia', 'carabinieri', 'denuncia*'],
    nl: ['politie', 'aangifte'],
    pt: ['policia', 'queixa'],
    tr: ['polis*', 'sikayet*'],
    ku: ['polîs*', 'şikayet*'],
    ar: ['شرطه', 'بوليس', 'بلاغ'],
    fa: ['پلیس', 'شکایت'],
    ur: ['پولیس', 'شکایت', 'رپورٹ'],
  },
  legal: {
    en: [
      'lawyer*',
      'legal',
      'court',
      'custody',
      'divorce',
      'restraining order',
      'protection order',
      'visa',
      'immigration',
    ],
    de: ['anwalt*', 'anwaltin', 'gericht*', 'sorgerecht', 'scheidung', 'schutzanordnung'],
    es: ['abogad*', 'legal', 'juzgado', 'custodia', 'divorcio', 'orden de alejamiento'],
    fr: [
      'avocat*',
      'juridique',
      'tribunal',
      'garde des enfants',
      'divorce',
      'ordonnance de protection',
    ],
    it: ['avvocat*', 'legale', 'tribunale', 'affidamento', 'divorzio', 'ordine di protezione'],
    nl: ['advocaat', 'juridisch*', 'rechter', 'rechtbank', 'voogdij', 'scheiding', 'contactverbod'],
    pt: ['advogad*', 'juridic*', 'tribunal', 'guarda', 'divorcio', 'medida de protecao'],
    tr: ['avukat*', 'hukuk*', 'mahkeme*', 'velayet', 'bosanma*', 'koruma karari'],
    ku: ['parêzer*', 'dadgeh*', 'berdan', 'hiqûq*'],
    ar: ['محامی', 'قانونی', 'محکمه', 'حضانه', 'طلاق'],
    fa: ['وکیل', 'حقوقی', 'دادگاه', 'حضانت', 'طلاق'],
    ur: ['وکیل', 'قانونی', 'عدالت', 'طلاق', 'تحویل'],
  },
  talk: {
    en: [
      'talk to someone',
      'someone to talk',
      'talk to',
      'lonely',
      'alone',
      'no one',
      'nobody',
      'listen',
    ],
    de: ['reden', 'einsam', 'allein', 'niemand', 'zuhören'],
    es: ['hablar', 'sola', 'solo', 'nadie', 'escuchar*'],
    fr: ['parler', 'seule', 'seul', 'personne ne', 'ecouter', 'ecoute'],
    it: ['parlare', 'sola', 'solo', 'nessuno', 'ascoltare'],
    nl: ['praten', 'eenzaam', 'alleen', 'niemand', 'luisteren'],
    pt: ['conversar', 'falar', 'sozinha', 'sozinho', 'ninguem', 'ouvir'],
    tr: ['konusmak', 'konuşmak', 'yalnız*', 'kimse*', 'dinle*'],
    ku: ['biaxivim', 'bi tenê', 'tu kes', 'guhdarî'],
    ar: ['اتحدث', 'احد یسمعنی', 'وحید', 'وحیده', 'لا احد'],
    fa: ['حرف بزنم', 'تنها', 'هیچ کس', 'هیچکس'],
    ur: ['بات کرنی', 'بات کرنا', 'اکیلی', 'اکیلا', 'کوئی نہیں'],
  },
  sad: {
    en: ['sad', 'cry*', 'depress*', 'hopeless', 'worthless', 'tired of everything', 'exhausted'],
    de: ['traurig', 'weinen', 'depressiv*', 'hoffnungslos', 'erschopft'],
    es: ['triste', 'llorar', 'llorando', 'deprimid*', 'sin esperanza', 'agotad*'],
    fr: ['triste', 'pleure*', 'deprime*', 'desespere*', 'epuise*'],
    it: ['triste', 'piango', 'piangere', 'depress*', 'senza speranza', 'esaust*'],
    nl: ['verdrietig', 'huilen', 'depressief', 'hopeloos', 'uitgeput'],
    pt: ['triste', 'chorar', 'chorando', 'deprimid*', 'sem esperanca', 'esgotad*'],
    tr: ['uzgun*', 'üzgün*', 'agla*', 'ağla*', 'depresyon*', 'umutsuz*', 'tükendim'],
    ku: ['xemgîn*', 'digirîm', 'bêhêvî*', 'westiyam'],
    ar: ['حزین', 'حزینه', 'ابکی', 'اکتئاب', 'یاس'],
    fa: ['غمگین', 'گریه', 'افسرده', 'ناامید'],
    ur: ['اداس', 'رو رہی', 'رو رہا', 'افسرده', 'مایوس'],
  },
};

export const INTENT_ORDER: readonly Intent[] = ['shelter', 'police', 'legal', 'talk', 'sad'];

/** Every recognised request or feeling, in a fixed order. */
export function intentsOf(text: string, language: CompanionLanguage | null): Intent[] {
  return INTENT_ORDER.filter((intent) =>
    matchesAny(`intent-${intent}`, INTENT_WORDS[intent], text, language),
  );
}

import type { ReplyTexts } from './types';

/** Kurmanji in Latin script. */
export const ku: ReplyTexts = {
  greeting: 'Silav, ez li vir bi te re me.',
  companion: {
    high: 'Ez bi rastî kêfxweş im ku te ji min re got. Niha ewlehiya te ji her tiştî girîngtir e: ji kerema xwe bi xizmetên acîl (999, 112 an 911) an bi xeteke krîzê ya wekî 988 an Samaritans li 116 123 re têkilî deyne. Ne mecbûr e ku tu bi tenê di vê re derbas bibî.',
    medium:
      'Ev tirsnak xuya dike, û normal e ku tu wisa hîs bikî. Tu niha li cihekî ewle yî? Heke tu dikarî, bila kesekî ku tu jê bawer dikî bizane tu li ku yî.',
    low: 'Spas ku te ev bi min re parve kir. Ez li vir im ku guh bidim te. Tu niha xwe çawa hîs dikî?',
  },
  intents: {
    shelter:
      'Heke ji te re cihekî ewle lazim be ku tu lê bimînî, xeteke alîkariyê ya li dijî tundiya nav malê dikare bi te re li cihekî di stargehekê de bigere, gelek caran di heman rojê de, û axaftin veşartî dimîne.',
    police:
      'Tu dikarî her dem bi hejmara acîl li polîsan bigerî. Heke tu nikaribî biaxivî, li ser xetê bimîne: taba Welat bangên bêdeng rave dike, li cihê ku welatê te ew hebin.',
    legal:
      'Ji bo biryarên parastinê, xwedîtiya zarokan û xanî şêwirmendiya hiqûqî ya belaş heye: xeteke alîkariyê ya li dijî tundiya nav malê dikare te bigihîne wê.',
    talk: 'Ez li vir im ku guh bidim te, û li xetên alîkariyê kesên perwerdekirî hene ku her dem, şev û roj, bi te re biaxivin.',
    sad: 'Piştî tiştên ku tu tê re derbas dibî, normal e ku tu wisa hîs bikî. Hestên te girîng in.',
  },
  assistant: {
    high: 'Ev cidî xuya dike. Heke tu an kesekî din niha di xetereke nêzîk de be, niha bi xizmetên acîl re têkilî deyne (li gorî welatê te 999, 112 an 911) û xwe bigihîne kesekî ku tu jê bawer dikî.',
    topics: {
      follow:
        'Heke tu difikirî ku kesek te dişopîne, here cihekî qelebalix û ronî yê wekî dikanekê, rêya xwe biguherîne, li kesekî ku tu jê bawer dikî bigere û parvekirina cihê xwe vekirî bihêle.',
      date: 'Berî ku tu bi kesekî nû re hevdîtinê bikî, ji hevalekî re bêje li ku û kengî, li cihekî giştî hev bibînin, hatin û çûyîna xwe bi xwe amade bike û demjimêra kontrolê saz bike.',
      home: 'Heke tu li malê xwe ewle hîs nakî, rêyeke derketinê plan bike, belgeyên girîng û telefoneke şarjkirî amade bihêle û ji bo piştgiriya veşartî bi xeteke alîkariyê ya li dijî tundiya nav malê re têkilî deyne.',
      night:
        'Dema tu bi şev bi tenê dimeşî, li ser rêyên ronî bimîne, guhekî xwe vala bihêle, cihê xwe yê zindî parve bike û demjimêra kontrolê saz bike da ku kesek bizane heke tu negihîjî.',
      online:
        'Li ser înternetê tu carî kod an şîfreyan parve neke, bi rêyeke din piştrast bike ku tu bi kê re diaxivî, û wêneyên ekranê yên her tiştê tehdîdkar wek delîl biparêze.',
    },
    general:
      'Bi hesta xwe bawer bike. Kesên xwe yên acîl nûkirî bihêle, dema ku tu ne bawer î cihê xwe bi kesekî ku tu jê bawer dikî re parve bike, û di demên bi xeter de demjimêra kontrolê bi kar bîne.',
    mediumSuffix: 'Heke rewş xeternak xuya dike, here cihekî ewle û alîkarî bixwaze.',
  },
  safety: {
    low: 'Tu nîşaneyên hişyariyê yên lezgîn nehatin dîtin. Hay ji dora xwe hebe û bi hesta xwe bawer bike; heke tiştek biguhere, amûrên te yên acîl bi yek pêlêkirinê amade ne.',
    medium:
      'Hin nîşaneyên xeterê hatin dîtin. Li ser çûyîna cihekî ewle bifikire, ji kesekî ku tu jê bawer dikî re bêje tu li ku yî, û telefona xwe bi şarj û nêzîkî xwe bihêle.',
    scam: 'Ev wek xapandinekê xuya dike: {reason}. Pere nede, kod an agahiyên xwe yên kesane parve neke û li paş negere. Heke tu xwe di bin tehdîdê de hîs dikî, bi xizmetên acîl re têkilî deyne (999, 112 an 911).',
    reasons: {
      oneRing: 'hejmareke tora navneteweyî ye ku di xapandinên "yek zengil" de tê bikaranîn',
      ukPremium: 'hejmareke bi bihaya zêde ya Keyaniya Yekbûyî ye',
      ukPersonal: 'hejmareke "kesane" ya Keyaniya Yekbûyî ye ku dikare bangê bo her derê bişîne',
      ukPerMinute: 'hejmareke Keyaniya Yekbûyî ye ku li gorî deqîqeyê pere distîne',
      naPremium: 'hejmareke bi bihaya zêde ya Amerîkaya Bakur e',
      bareIp: 'girêdan tenê diçe navnîşaneke IP',
      lookAlike: 'navnîşan tîpên ku dişibin tîpên din bi kar tîne',
      hiddenAt: 'navnîşana xwe ya rastîn li pişt @ vedişêre',
      shortener: 'kurtkerê girêdanê vedişêre ku girêdan diçe ku',
      scamDomain: 'dawiya navê domaina wê di xapandinan de pir tê dîtin',
      brand: 'marqeyeke naskirî teqlîd dike',
    },
    phrase: 'gotineke xapandinê ya naskirî tê de heye: "{phrase}"',
  },
};

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
};

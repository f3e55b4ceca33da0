import type { CountryRecord } from './types';

const EU_112 = 'https://digital-strategy.ec.europa.eu/en/policies/112';
const H24 = '24/7';

export const UK: CountryRecord = {
  code: 'UK',
  iso: 'GB',
  name: 'United Kingdom',
  flag: '🇬🇧',
  // 112 also works in the UK and reaches the same 999 operators; 999 is the number people know.
  emergency: { police: '999', fire: '999', medical: '999', unified: '999' },
  silentCall: {
    source:
      'https://www.iow.gov.uk/housing-and-adult-social-care/adult-social-care/adult-safeguarding/immediate-danger/',
  },
  resources: {
    domesticViolence: [
      {
        id: 'nationalDomesticAbuseHelpline',
        name: 'National Domestic Abuse Helpline (Refuge)',
        phone: '0808 2000 247',
        website: 'https://www.nationaldahelpline.org.uk/',
        source: 'https://www.nationaldahelpline.org.uk/',
        hours: H24,
      },
      {
        id: 'menSAdviceLine',
        name: "Men's Advice Line (Respect)",
        phone: '0808 801 0327',
        website: 'https://mensadviceline.org.uk/',
        source: 'https://mensadviceline.org.uk/',
      },
      {
        id: 'modernSlaveryExploitationHelpline',
        name: 'Modern Slavery & Exploitation Helpline (Unseen)',
        phone: '08000 121 700',
        website: 'https://www.modernslaveryhelpline.org/',
        source: 'https://www.modernslaveryhelpline.org/',
        hours: H24,
      },
    ],
    mentalHealth: [
      {
        id: 'samaritans',
        name: 'Samaritans',
        phone: '116 123',
        website: 'https://www.samaritans.org/',
        source: 'https://www.samaritans.org/how-we-can-help/contact-samaritan/',
        hours: H24,
        short: true,
      },
    ],
    legalAid: [
      {
        id: 'civilLegalAdvice',
        name: 'Civil Legal Advice',
        phone: '0345 345 4 345',
        website: 'https://www.gov.uk/civil-legal-advice',
        source: 'https://www.gov.uk/check-if-civil-legal-advice-can-help-you',
      },
    ],
  },
  languages: ['en', 'cy', 'gd'],
  sources: [
    'https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-call-999/',
    'https://www.iow.gov.uk/housing-and-adult-social-care/adult-social-care/adult-safeguarding/immediate-danger/',
  ],
};

export const FR: CountryRecord = {
  code: 'FR',
  iso: 'FR',
  name: 'France',
  flag: '🇫🇷',
  emergency: { police: '17', fire: '18', medical: '15', unified: '112' },
  silentCall: {
    source: 'https://www.service-public.fr/particuliers/vosdroits/F33954',
  },
  resources: {
    domesticViolence: [
      {
        id: '3919ViolencesFemmesInfo',
        name: '3919 Violences Femmes Info',
        phone: '3919',
        website: 'https://arretonslesviolences.gouv.fr/',
        source: 'https://arretonslesviolences.gouv.fr/',
        hours: H24,
        short: true,
      },
      {
        id: '119AlloEnfanceEnDanger',
        name: '119 Allô Enfance en Danger',
        phone: '119',
        website: 'https://www.allo119.gouv.fr/',
        source: 'https://www.allo119.gouv.fr/',
        hours: H24,
        short: true,
      },
    ],
    mentalHealth: [
      {
        id: '3114NumeroNationalDePreventionDuSuicide',
        name: '3114 Numéro national de prévention du suicide',
        phone: '3114',
        website: 'https://3114.fr/',
        source: 'https://3114.fr/que-se-passe-t-il-quand-je-contacte-le-3114/',
        hours: H24,
        short: true,
      },
      {
        id: 'sosAmitie',
        name: 'SOS Amitié',
        phone: '09 72 39 40 50',
        website: 'https://www.sos-amitie.com/',
        source: 'https://www.sos-amitie.com/',
        hours: H24,
      },
    ],
    legalAid: [
      {
        id: 'franceVictimes',
        name: 'France Victimes (aide aux victimes)',
        phone: '116 006',
        website: 'https://www.france-victimes.fr/',
        source: 'https://www.france-victimes.fr/',
        short: true,
      },
    ],
  },
  languages: ['fr'],
  sources: ['https://www.service-public.fr/particuliers/vosdroits/F33954', EU_112],
};

export const BE: CountryRecord = {
  code: 'BE',
  iso: 'BE',
  name: 'Belgium',
  flag: '🇧🇪',
  // 101 goes straight to the police; 112 to fire and ambulance (and is transferred to 101 for police).
  emergency: { police: '101', fire: '112', medical: '112', unified: '112' },
  resources: {
    domesticViolence: [
      {
        id: 'ecouteViolencesConjugales',
        name: 'Écoute Violences Conjugales',
        phone: '0800 30 030',
        website: 'https://www.ecouteviolencesconjugales.be/',
        source: 'https://www.ecouteviolencesconjugales.be/qui-sommes-nous/presentation/',
        hours: H24,
      },
      {
        id: 'hulplijn1712',
        name: 'Hulplijn 1712 (geweld, misbruik, kindermishandeling)',
        phone: '1712',
        website: 'https://www.1712.be/',
        source: 'https://www.1712.be/',
        short: true,
      },
    ],
    mentalHealth: [
      {
        id: 'centreDePreventionDuSuicide',
        name: 'Centre de Prévention du Suicide',
        phone: '0800 32 123',
        website: 'https://www.preventionsuicide.be/',
        source: 'https://www.preventionsuicide.be/',
        hours: H24,
      },
      {
        id: 'zelfmoordlijn1813',
        name: 'Zelfmoordlijn 1813',
        phone: '1813',
        website: 'https://www.zelfmoord1813.be/',
        source: 'https://www.zelfmoord1813.be/',
        hours: H24,
        short: true,
      },
    ],
    legalAid: [],
  },
  languages: ['nl', 'fr', 'de'],
  sources: ['https://www.112.be/fr/', 'https://www.police.be/5998/fr/contact/numeros-durgence'],
};

export const ES: CountryRecord = {
  code: 'ES',
  iso: 'ES',
  name: 'Spain',
  flag: '🇪🇸',
  // 091 is the Policía Nacional. Fire (080/085) and medical (061) short numbers differ by region,
  // so 112, which works everywhere in Spain, is used for both.
  emergency: { police: '091', fire: '112', medical: '112', unified: '112' },
  resources: {
    domesticViolence: [
      {
        id: '016AtencionAVictimasDeViolenciaContraLasMujeres',
        name: '016 Atención a víctimas de violencia contra las mujeres',
        phone: '016',
        website: 'https://violenciagenero.igualdad.gob.es/',
        source: 'https://violenciagenero.igualdad.gob.es/',
        hours: H24,
        short: true,
      },
    ],
    mentalHealth: [
      {
        id: '024LineaDeAtencionALaConductaSuicida',
        name: '024 Línea de atención a la conducta suicida',
        phone: '024',
        website: 'https://www.sanidad.gob.es/',
        source: 'https://www.sanidad.gob.es/',
        hours: H24,
        short: true,
      },
      {
        id: 'telefonoDeLaEsperanza',
        name: 'Teléfono de la Esperanza',
        phone: '717 003 717',
        website: 'https://telefonodelaesperanza.org/',
        source: 'https://telefonodelaesperanza.org/',
      },
    ],
    legalAid: [],
  },
  languages: ['es', 'ca', 'eu', 'gl'],
  sources: [EU_112, 'https://www.policia.es/'],
};

export const DE: CountryRecord = {
  code: 'DE',
  iso: 'DE',
  name: 'Germany',
  flag: '🇩🇪',
  emergency: { police: '110', fire: '112', medical: '112', unified: '112' },
  resources: {
    domesticViolence: [
      {
        id: 'hilfetelefonGewaltGegenFrauen',
        name: 'Hilfetelefon Gewalt gegen Frauen',
        phone: '116 016',
        website: 'https://www.hilfetelefon.de/',
        source: 'https://www.hilfetelefon.de/das-hilfetelefon/angebot-im-ueberblick.html',
        hours: H24,
        short: true,
      },
      {
        id: 'hilfetelefonGewaltAnMannern',
        name: 'Hilfetelefon Gewalt an Männern',
        phone: '0800 1239900',
        website: 'https://www.maennerhilfetelefon.de/',
        source: 'https://www.maennerhilfetelefon.de/',
      },
    ],
    mentalHealth: [
      {
        id: 'telefonseelsorge',
        name: 'TelefonSeelsorge',
        phone: '0800 111 0 111',
        website: 'https://www.telefonseelsorge.de/',
        source: 'https://www.telefonseelsorge.de/',
        hours: H24,
      },
    ],
    legalAid: [],
  },
  languages: ['de'],
  sources: [EU_112, 'https://www.polizei.de/'],
};

export const IT: CountryRecord = {
  code: 'IT',
  iso: 'IT',
  name: 'Italy',
  flag: '🇮🇹',
  emergency: { police: '113', fire: '115', medical: '118', unified: '112' },
  resources: {
    domesticViolence: [
      {
        id: '1522NumeroAntiviolenzaEStalking',
        name: '1522 Numero antiviolenza e stalking',
        phone: '1522',
        website: 'https://www.1522.eu/',
        source: 'https://www.1522.eu/cose-1522/?lang=en',
        hours: H24,
        short: true,
      },
    ],
    mentalHealth: [
      {
        id: 'telefonoAmicoItalia',
        name: 'Telefono Amico Italia',
        phone: '02 2327 2327',
        website: 'https://www.telefonoamico.it/',
        source: 'https://www.telefonoamico.it/',
      },
    ],
    legalAid: [],
  },
  languages: ['it'],
  sources: [EU_112, 'https://www.salute.gov.it/'],
};

export const NL: CountryRecord = {
  code: 'NL',
  iso: 'NL',
  name: 'Netherlands',
  flag: '🇳🇱',
  emergency: { police: '112', fire: '112', medical: '112', unified: '112' },
  resources: {
    domesticViolence: [
      {
        id: 'veiligThuis',
        name: 'Veilig Thuis',
        phone: '0800-2000',
        website: 'https://www.veiligthuis.nl/',
        source:
          'https://www.rijksoverheid.nl/onderwerpen/huiselijk-geweld/vraag-en-antwoord/wat-moet-ik-doen-bij-huiselijk-geweld',
        hours: H24,
      },
    ],
    mentalHealth: [
      {
        id: '113Zelfmoordpreventie',
        name: '113 Zelfmoordpreventie',
        phone: '0800-0113',
        website: 'https://www.113.nl/',
        source: 'https://www.113.nl/',
        hours: H24,
      },
    ],
    legalAid: [],
  },
  languages: ['nl'],
  sources: [EU_112, 'https://www.rijksoverheid.nl/onderwerpen/alarmnummer-112'],
};

export const SE: CountryRecord = {
  code: 'SE',
  iso: 'SE',
  name: 'Sweden',
  flag: '🇸🇪',
  emergency: { police: '112', fire: '112', medical: '112', unified: '112' },
  resources: {
    domesticViolence: [
      {
        id: 'kvinnofridslinjen',
        name: 'Kvinnofridslinjen',
        phone: '020-50 50 50',
        website: 'https://kvinnofridslinjen.se/',
        source: 'https://kvinnofridslinjen.se/',
        hours: H24,
      },
    ],
    mentalHealth: [
      {
        id: 'mindSjalvmordslinjen',
        name: 'Mind Självmordslinjen',
        phone: '90101',
        website: 'https://mind.se/',
        source: 'https://mind.se/sjalvmordslinjen/fragor-och-svar-om-sjalvmordslinjen/',
        hours: H24,
        short: true,
      },
    ],
    legalAid: [],
  },
  languages: ['sv'],
  sources: [EU_112, 'https://www.sosalarm.se/'],
};

export const NO: CountryRecord = {
  code: 'NO',
  iso: 'NO',
  name: 'Norway',
  flag: '🇳🇴',
  // In Norway 112 is the police; fire is 110 and ambulance 113.
  emergency: { police: '112', fire: '110', medical: '113', unified: '112' },
  resources: {
    domesticViolence: [
      {
        id: 'voldOgOvergrepslinjen',
        name: 'Vold- og overgrepslinjen',
        phone: '116 006',
        website: 'https://volinjen.no/',
        source: 'https://volinjen.no/',
        hours: H24,
        short: true,
      },
    ],
    mentalHealth: [
      {
        id: 'mentalHelseHjelpetelefonen',
        name: 'Mental Helse Hjelpetelefonen',
        phone: '116 123',
        website: 'https://mentalhelse.no/',
        source: 'https://mentalhelse.no/',
        hours: H24,
        short: true,
      },
      {
        id: 'kirkensSos',
        name: 'Kirkens SOS',
        phone: '22 40 00 40',
        website: 'https://www.kirkens-sos.no/',
        source: 'https://kirkens-sos.no/telefon',
        hours: H24,
      },
    ],
    legalAid: [],
  },
  languages: ['nb', 'nn', 'se'],
  sources: [EU_112, 'https://www.politiet.no/'],
};

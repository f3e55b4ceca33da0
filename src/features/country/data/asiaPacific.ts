import type { CountryRecord } from './types';

const H24 = '24/7';

export const AU: CountryRecord = {
  code: 'AU',
  iso: 'AU',
  name: 'Australia',
  flag: '🇦🇺',
  emergency: { police: '000', fire: '000', medical: '000', unified: '000' },
  silentCall: {
    source: 'https://www.triplezero.gov.au/',
  },
  resources: {
    domesticViolence: [
      {
        id: '1800respect',
        name: '1800RESPECT',
        phone: '1800 737 732',
        website: 'https://www.1800respect.org.au/',
        source: 'https://www.1800respect.org.au/',
        hours: H24,
      },
    ],
    mentalHealth: [
      {
        id: 'lifeline',
        name: 'Lifeline',
        phone: '13 11 14',
        website: 'https://www.lifeline.org.au/',
        source: 'https://www.lifeline.org.au/',
        hours: H24,
      },
      {
        id: 'beyondBlueSupportService',
        name: 'Beyond Blue Support Service',
        phone: '1300 22 4636',
        website: 'https://www.beyondblue.org.au/',
        source: 'https://www.beyondblue.org.au/',
        hours: H24,
      },
    ],
    legalAid: [],
  },
  languages: ['en'],
  sources: ['https://www.triplezero.gov.au/'],
};

export const IN: CountryRecord = {
  code: 'IN',
  iso: 'IN',
  name: 'India',
  flag: '🇮🇳',
  // 112 is the national Emergency Response Support System (police, fire, ambulance);
  // the older service numbers still work.
  emergency: { police: '100', fire: '101', medical: '102', unified: '112' },
  resources: {
    domesticViolence: [
      {
        id: 'womenHelpline',
        name: 'Women Helpline',
        phone: '181',
        website: 'https://wcd.gov.in/',
        source: 'https://wcd.gov.in/',
        hours: H24,
        short: true,
      },
    ],
    mentalHealth: [
      {
        id: 'teleManas',
        name: 'Tele-MANAS',
        phone: '14416',
        website: 'https://telemanas.mohfw.gov.in/',
        source: 'https://telemanas.mohfw.gov.in/',
        hours: H24,
        short: true,
      },
    ],
    legalAid: [],
  },
  languages: ['hi', 'en'],
  sources: ['https://112.gov.in/'],
};

export const JP: CountryRecord = {
  code: 'JP',
  iso: 'JP',
  name: 'Japan',
  flag: '🇯🇵',
  // Japan has no single number: 110 is the police, 119 fire and ambulance. The unified button uses
  // 110 (police), as in the spec's region table (§9, "110: Japan") and the record example "JP 110/119".
  emergency: { police: '110', fire: '119', medical: '119', unified: '110' },
  resources: {
    domesticViolence: [
      {
        id: 'dv',
        name: 'DV相談＋ (DV Sōdan Plus)',
        phone: '0120-279-889',
        website: 'https://soudanplus.jp/',
        source: 'https://www.gov-online.go.jp/cam/no_dvca/dv03/',
        hours: H24,
      },
    ],
    mentalHealth: [
      {
        id: 'line',
        name: 'よりそいホットライン (Yorisoi Hotline)',
        phone: '0120-279-338',
        website: 'https://www.since2011.net/yorisoi/',
        source: 'https://www.since2011.net/yorisoi/',
        hours: H24,
      },
    ],
    legalAid: [
      {
        id: 'line2',
        name: '法テラス (Japan Legal Support Center)',
        phone: '0570-078374',
        website: 'https://www.houterasu.or.jp/',
        source: 'https://www.houterasu.or.jp/',
      },
    ],
  },
  languages: ['ja'],
  sources: ['https://www.npa.go.jp/', 'https://www.fdma.go.jp/'],
};

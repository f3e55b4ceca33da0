import type { CountryRecord } from './types';

const H24 = '24/7';

export const AU: CountryRecord = {
  code: 'AU',
  iso: 'AU',
  name: 'Australia',
  flag: '🇦🇺',
  emergency: { police: '000', fire: '000', medical: '000', unified: '000' },
  silentCall: {
    how: 'Call 000 and stay on the line. If you cannot speak, an automated message will ask you to press 55; do so and the call is put through to the police.',
    source: 'https://www.triplezero.gov.au/',
  },
  resources: {
    domesticViolence: [
      {
        name: '1800RESPECT',
        phone: '1800 737 732',
        website: 'https://www.1800respect.org.au/',
        source: 'https://www.1800respect.org.au/',
        hours: H24,
        note: 'Domestic, family and sexual violence counselling. Also by SMS and online chat.',
      },
    ],
    mentalHealth: [
      {
        name: 'Lifeline',
        phone: '13 11 14',
        website: 'https://www.lifeline.org.au/',
        source: 'https://www.lifeline.org.au/',
        hours: H24,
        note: 'Free from mobiles. Also by text and online chat.',
      },
      {
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
        name: 'Women Helpline',
        phone: '181',
        website: 'https://wcd.gov.in/',
        source: 'https://wcd.gov.in/',
        hours: H24,
        note: 'Connects to police, One Stop Centres, medical and legal help. Not run in West Bengal; use 112 there.',
        short: true,
      },
    ],
    mentalHealth: [
      {
        name: 'Tele-MANAS',
        phone: '14416',
        website: 'https://telemanas.mohfw.gov.in/',
        source: 'https://telemanas.mohfw.gov.in/',
        hours: H24,
        note: 'Free, in 20 languages. Also 1-800-891-4416.',
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
        name: 'DV相談＋ (DV Sōdan Plus)',
        phone: '0120-279-889',
        website: 'https://soudanplus.jp/',
        source: 'https://www.gov-online.go.jp/cam/no_dvca/dv03/',
        hours: H24,
        note: 'Free. Email and chat too; several foreign languages by chat/email.',
      },
    ],
    mentalHealth: [
      {
        name: 'よりそいホットライン (Yorisoi Hotline)',
        phone: '0120-279-338',
        website: 'https://www.since2011.net/yorisoi/',
        source: 'https://www.since2011.net/yorisoi/',
        hours: H24,
        note: 'Free. From Iwate, Miyagi and Fukushima: 0120-279-226. Includes a line for DV and sexual violence and a foreign-language line.',
      },
    ],
    legalAid: [
      {
        name: '法テラス (Japan Legal Support Center)',
        phone: '0570-078374',
        website: 'https://www.houterasu.or.jp/',
        source: 'https://www.houterasu.or.jp/',
        note: 'Information on legal procedures and where to get advice. Call charges apply.',
      },
    ],
  },
  languages: ['ja'],
  sources: ['https://www.npa.go.jp/', 'https://www.fdma.go.jp/'],
};

import type { CountryRecord } from './types';

const H24 = '24/7';

export const US: CountryRecord = {
  code: 'US',
  iso: 'US',
  name: 'United States',
  flag: '🇺🇸',
  emergency: { police: '911', fire: '911', medical: '911', unified: '911' },
  resources: {
    domesticViolence: [
      {
        id: 'nationalDomesticViolenceHotline',
        name: 'National Domestic Violence Hotline',
        phone: '1-800-799-7233',
        website: 'https://www.thehotline.org/',
        source: 'https://www.thehotline.org/',
        hours: H24,
      },
      {
        id: 'nationalHumanTraffickingHotline',
        name: 'National Human Trafficking Hotline',
        phone: '1-888-373-7888',
        website: 'https://humantraffickinghotline.org/',
        source: 'https://humantraffickinghotline.org/about-us/what-we-do',
        hours: H24,
      },
      {
        id: 'nationalSexualAssaultHotline',
        name: 'National Sexual Assault Hotline (RAINN)',
        phone: '1-800-656-4673',
        website: 'https://rainn.org/',
        source: 'https://rainn.org/get-help/national-sexual-assault-hotline',
        hours: H24,
      },
    ],
    mentalHealth: [
      {
        id: '988SuicideCrisisLifeline',
        name: '988 Suicide & Crisis Lifeline',
        phone: '988',
        website: 'https://988lifeline.org/',
        source: 'https://988lifeline.org/',
        hours: H24,
        short: true,
      },
    ],
    legalAid: [],
  },
  languages: ['en', 'es'],
  sources: ['https://www.911.gov/'],
};

export const CA: CountryRecord = {
  code: 'CA',
  iso: 'CA',
  name: 'Canada',
  flag: '🇨🇦',
  emergency: { police: '911', fire: '911', medical: '911', unified: '911' },
  resources: {
    // Canada has no single national domestic-violence line (the lines are provincial).
    domesticViolence: [
      {
        id: 'canadianHumanTraffickingHotline',
        name: 'Canadian Human Trafficking Hotline',
        phone: '1-833-900-1010',
        website: 'https://www.canadianhumantraffickinghotline.ca/',
        source: 'https://canadianhumantraffickinghotline.ca/who-are-we',
        hours: H24,
      },
    ],
    mentalHealth: [
      {
        id: '988SuicideCrisisHelpline',
        name: '9-8-8 Suicide Crisis Helpline',
        phone: '988',
        website: 'https://988.ca/',
        source: 'https://988.ca/',
        hours: H24,
        short: true,
      },
      {
        id: 'kidsHelpPhone',
        name: 'Kids Help Phone',
        phone: '1-800-668-6868',
        website: 'https://kidshelpphone.ca/',
        source: 'https://kidshelpphone.ca/get-involved/about-us/who-is-kids-help-phone/',
        hours: H24,
      },
      {
        id: 'hopeForWellnessHelpLine',
        name: 'Hope for Wellness Help Line',
        phone: '1-855-242-3310',
        website: 'https://www.hopeforwellness.ca/',
        source: 'https://www.hopeforwellness.ca/',
        hours: H24,
      },
    ],
    legalAid: [],
  },
  languages: ['en', 'fr'],
  sources: ['https://crtc.gc.ca/eng/phone/911/'],
};

export const BR: CountryRecord = {
  code: 'BR',
  iso: 'BR',
  name: 'Brazil',
  flag: '🇧🇷',
  // Brazil has no single number: 190 police, 193 fire (Bombeiros), 192 SAMU ambulance.
  // The unified button uses 190, as in the spec's region table (§9, "190: Brazil").
  emergency: { police: '190', fire: '193', medical: '192', unified: '190' },
  resources: {
    domesticViolence: [
      {
        id: 'ligue180CentralDeAtendimentoAMulher',
        name: 'Ligue 180 – Central de Atendimento à Mulher',
        phone: '180',
        website:
          'https://www.gov.br/pt-br/servicos/denunciar-e-buscar-ajuda-a-vitimas-de-violencia-contra-mulheres',
        source:
          'https://www.gov.br/pt-br/servicos/denunciar-e-buscar-ajuda-a-vitimas-de-violencia-contra-mulheres',
        hours: H24,
        short: true,
      },
      {
        id: 'disque100DireitosHumanos',
        name: 'Disque 100 – Direitos Humanos',
        phone: '100',
        website: 'https://www.gov.br/pt-br/servicos/denunciar-violacao-de-direitos-humanos',
        source: 'https://www.gov.br/pt-br/servicos/denunciar-violacao-de-direitos-humanos',
        hours: H24,
        short: true,
      },
    ],
    mentalHealth: [
      {
        id: 'cvvCentroDeValorizacaoDaVida',
        name: 'CVV – Centro de Valorização da Vida',
        phone: '188',
        website: 'https://cvv.org.br/',
        source: 'https://cvv.org.br/',
        hours: H24,
        short: true,
      },
    ],
    legalAid: [],
  },
  languages: ['pt'],
  sources: ['https://www.gov.br/'],
};

export const MX: CountryRecord = {
  code: 'MX',
  iso: 'MX',
  name: 'Mexico',
  flag: '🇲🇽',
  // 911 is the single national emergency number; it also takes reports of violence against women.
  emergency: { police: '911', fire: '911', medical: '911', unified: '911' },
  resources: {
    // No national domestic-violence line could be confirmed on an official page; call 911.
    domesticViolence: [],
    mentalHealth: [
      {
        id: 'lineaDeLaVida',
        name: 'Línea de la Vida',
        phone: '800 911 2000',
        website: 'https://www.gob.mx/conasama',
        source: 'https://www.gob.mx/conasama',
        hours: H24,
      },
    ],
    legalAid: [],
  },
  languages: ['es'],
  sources: ['https://www.gob.mx/sesnsp'],
};

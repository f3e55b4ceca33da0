import type calculator from '../../locales/en/calculator.json';
import type contacts from '../../locales/en/contacts.json';
import type country from '../../locales/en/country.json';
import type emergency from '../../locales/en/emergency.json';
import type evidence from '../../locales/en/evidence.json';
import type help from '../../locales/en/help.json';
import type info from '../../locales/en/info.json';
import type journal from '../../locales/en/journal.json';
import type settings from '../../locales/en/settings.json';
import type shell from '../../locales/en/shell.json';
import type sos from '../../locales/en/sos.json';
import type stealth from '../../locales/en/stealth.json';
import type vault from '../../locales/en/vault.json';

/** Typed translation keys: English is the source of keys, so a typo in a key fails typecheck. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    resources: {
      calculator: typeof calculator;
      shell: typeof shell;
      info: typeof info;
      help: typeof help;
      settings: typeof settings;
      country: typeof country;
      journal: typeof journal;
      stealth: typeof stealth;
      vault: typeof vault;
      contacts: typeof contacts;
      sos: typeof sos;
      emergency: typeof emergency;
      evidence: typeof evidence;
    };
  }
}

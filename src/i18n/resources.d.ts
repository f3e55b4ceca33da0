import type chat from '../../locales/en/chat.json';
import type calculator from '../../locales/en/calculator.json';
import type community from '../../locales/en/community.json';
import type contacts from '../../locales/en/contacts.json';
import type country from '../../locales/en/country.json';
import type emergency from '../../locales/en/emergency.json';
import type evidence from '../../locales/en/evidence.json';
import type help from '../../locales/en/help.json';
import type info from '../../locales/en/info.json';
import type journal from '../../locales/en/journal.json';
import type settings from '../../locales/en/settings.json';
import type shell from '../../locales/en/shell.json';
import type shop from '../../locales/en/shop.json';
import type sos from '../../locales/en/sos.json';
import type stealth from '../../locales/en/stealth.json';
import type subscription from '../../locales/en/subscription.json';
import type tools from '../../locales/en/tools.json';
import type triggers from '../../locales/en/triggers.json';
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
      community: typeof community;
      shop: typeof shop;
      subscription: typeof subscription;
      chat: typeof chat;
      tools: typeof tools;
      triggers: typeof triggers;
      evidence: typeof evidence;
    };
  }
}

import type { AlertContact, AlertProfile, BackupDelayMinutes } from '../../../../../api/contract';
import { initI18n, useLanguageStore } from '../../../../i18n';
import { getVaultDatabase, type Contact, type EmergencySettings } from '../../../../vault';
import { sortContacts } from '../../contacts/contactEssentials';

/**
 * The profile the server delivers with (AlertProfile): the contacts with their addresses and
 * numbers (backup contacts flagged), her message (the default one in her language when she wrote
 * none), the backup delay and her language. Names are cut to the contract's 60 characters.
 */
const NAME_MAX = 60;

function toAlertContact(contact: Contact, backup: boolean): AlertContact {
  const name = [...contact.name].slice(0, NAME_MAX).join('');
  return {
    id: contact.id,
    name,
    ...(contact.email ? { email: contact.email } : {}),
    ...(contact.phone ? { phone: contact.phone } : {}),
    backup,
  };
}

async function defaultMessage(language: string): Promise<string> {
  const i18n = await initI18n();
  await i18n.loadLanguages(language);
  await i18n.loadNamespaces('sos');
  return i18n.getFixedT(language, 'sos')('message.default');
}

export async function buildAlertProfile(settings: EmergencySettings): Promise<AlertProfile> {
  const db = getVaultDatabase();
  const [trusted, backup] = await Promise.all([db.contacts.toArray(), db.backupContacts.toArray()]);
  const language = useLanguageStore.getState().language;
  const message = settings.customMessage.trim() || (await defaultMessage(language));
  return {
    contacts: [
      ...sortContacts(trusted).contacts.map((c) => toAlertContact(c, false)),
      ...sortContacts(backup).contacts.map((c) => toAlertContact(c, true)),
    ],
    message,
    backupDelayMinutes: settings.backupDelayMinutes satisfies BackupDelayMinutes,
    language,
  };
}

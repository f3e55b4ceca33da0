import type { TFunction } from '../../i18n';
import type { EmergencyNumberSetting, RedFlagSetting } from '../../vault';

/** The editable lists of the settings record (spec §3 "Local settings object"). */
export interface SettingsLists {
  emergencyNumbers: EmergencyNumberSetting[];
  redFlags: RedFlagSetting[];
}

/**
 * Defaults shown while no settings record exists, in the current language. Their ids are fixed so
 * that the unsaved-changes check can compare them; once saved they are ordinary records.
 */
export function defaultLists(t: TFunction<'settings'>): SettingsLists {
  const all = t('defaults.allServices');
  return {
    emergencyNumbers: [
      { id: 'default-us', country: t('defaults.us'), number: '911', description: all },
      { id: 'default-uk', country: t('defaults.uk'), number: '999', description: all },
      { id: 'default-eu', country: t('defaults.eu'), number: '112', description: all },
      { id: 'default-ca', country: t('defaults.canada'), number: '911', description: all },
      { id: 'default-au', country: t('defaults.australia'), number: '000', description: all },
    ],
    redFlags: [
      {
        id: 'default-romance',
        title: t('defaults.romanceTitle'),
        description: t('defaults.romanceDescription'),
        category: t('defaults.romanceCategory'),
      },
      {
        id: 'default-job',
        title: t('defaults.jobTitle'),
        description: t('defaults.jobDescription'),
        category: t('defaults.jobCategory'),
      },
      {
        id: 'default-fraud',
        title: t('defaults.fraudTitle'),
        description: t('defaults.fraudDescription'),
        category: t('defaults.fraudCategory'),
      },
    ],
  };
}

/** Field by field, so records whose keys were stored in another order still compare equal. */
export function sameLists(a: SettingsLists, b: SettingsLists): boolean {
  const flat = (lists: SettingsLists) =>
    JSON.stringify([
      lists.emergencyNumbers.map((n) => [n.id, n.country, n.number, n.description]),
      lists.redFlags.map((f) => [f.id, f.title, f.description, f.category]),
    ]);
  return flat(a) === flat(b);
}

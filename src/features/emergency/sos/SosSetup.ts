import type * as Vault from '../../../vault';
import { EMPTY_ESSENTIALS, readEssentials, type SosEssentials } from '../../../vault/locked';
import { useSession } from '../../../session';
import { report } from '../../../platform/report';

/**
 * What the SOS sheet needs. Contacts, backup contacts, the message and the country come from the
 * SOS essentials, which are readable while locked (and are always the real vault's: the decoy
 * cannot change them). The emergency settings live only in the open vault: while
 * locked (or in the decoy) the sheet uses the defaults, and does not vibrate, since silent mode
 * cannot be read.
 */
export const DEFAULT_BACKUP_DELAY_MINUTES = 5;

export interface SosSetup {
  essentials: SosEssentials;
  backupDelayMinutes: number;
  autoVoiceCalls: boolean;
  /** null when unknown (locked): treated as silent. */
  silentMode: boolean | null;
  customMessage: string;
}

/** Each contact's name by id, from the open vault (trusted and backup contacts). */
async function contactNames(vault: typeof Vault): Promise<Map<string, string>> {
  const db = vault.getVaultDatabase();
  const rows = [...(await db.contacts.toArray()), ...(await db.backupContacts.toArray())];
  const names = new Map<string, string>();
  for (const row of rows) if (!vault.isCorrupt(row)) names.set(row.id, row.name);
  return names;
}

export async function readSosSetup(): Promise<SosSetup> {
  const essentials = await readEssentials().catch(() => EMPTY_ESSENTIALS);
  const base: SosSetup = {
    essentials,
    backupDelayMinutes: DEFAULT_BACKUP_DELAY_MINUTES,
    autoVoiceCalls: false,
    silentMode: null,
    customMessage: essentials.message,
  };
  if (useSession.getState().status !== 'unlocked') return base;
  try {
    // Loaded only when unlocked: while locked, nothing here may bring in the vault's database.
    const [vault, repository] = await Promise.all([
      import('../../../vault'),
      import('../settings/emergencySettingsRepository'),
    ]);
    if (vault.vaultMode() === 'decoy') {
      // The decoy must never show the real contacts: it uses its own (empty unless the coercer
      // added some), exactly as a fresh installation would.
      const [contacts, backupContacts] = await Promise.all([
        vault.getVaultDatabase().contacts.toArray(),
        vault.getVaultDatabase().backupContacts.toArray(),
      ]);
      const readable = <T>(rows: T[]) => rows.filter((row) => !vault.isCorrupt(row));
      return {
        ...base,
        essentials: {
          ...EMPTY_ESSENTIALS,
          contacts: readable(contacts),
          backupContacts: readable(backupContacts),
        },
        customMessage: '',
      };
    }
    if (vault.vaultMode() !== 'real') return base;
    const [settings, names] = await Promise.all([
      repository.readEmergencySettings(),
      contactNames(vault).catch(() => new Map<string, string>()),
    ]);
    // The essentials keep no names; the open vault has them.
    const named = <T extends { id: string }>(rows: T[]) =>
      rows.map((row) => ({ ...row, name: names.get(row.id) }));
    return {
      essentials: {
        ...essentials,
        contacts: named(essentials.contacts),
        backupContacts: named(essentials.backupContacts),
      },
      backupDelayMinutes: settings.backupDelayMinutes,
      autoVoiceCalls: settings.autoVoiceCalls,
      silentMode: settings.silentMode,
      customMessage: settings.customMessage.trim() || essentials.message,
    };
  } catch (error) {
    report('settings unavailable; using the defaults', error);
    return base;
  }
}

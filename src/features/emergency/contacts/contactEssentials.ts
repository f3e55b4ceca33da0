import {
  getVaultDatabase,
  isCorrupt,
  updateSosEssentials,
  type Contact,
  type SosEssentials,
  type VaultDatabase,
} from '../../../vault';
import { report } from '../../../platform/report';

/**
 * Keeps the SOS essentials (the copy the panic code and the check-in timer read while locked) equal
 * to the vault after every change to contacts, backup contacts, the custom message or the emergency
 * settings, and then the server alerts' profile (./alerts), when they are on. It always
 * writes the full current lists, never a delta, so one missed update is repaired by the next.
 * In the decoy, updateSosEssentials does nothing, as intended: whatever is done there, the panic
 * code and the check-in timer keep the real contacts once the app is locked again.
 */

export interface SortedContacts {
  /** By priority (1 first). */
  contacts: Contact[];
  /** Records that failed to decrypt: counted, never shown, never alerted. */
  unreadable: number;
}

export function sortContacts(records: readonly unknown[]): SortedContacts {
  const contacts: Contact[] = [];
  let unreadable = 0;
  for (const record of records) {
    if (isCorrupt(record)) unreadable += 1;
    else contacts.push(record as Contact);
  }
  contacts.sort((a, b) => a.priority - b.priority || a.createdAt - b.createdAt);
  return { contacts, unreadable };
}

type EssentialContact = SosEssentials['contacts'][number];

/** Numbers and addresses only: the locked alarm shows "Contact 1", never a name. */
function toEssential({ id, phone, email, priority }: Contact): EssentialContact {
  return email ? { id, phone, email, priority } : { id, phone, priority };
}

/** The custom message as saved ('' means "use the default message"). */
export async function readCustomMessage(db: VaultDatabase): Promise<string> {
  const record: unknown = await db.emergencySettings.get('emergency');
  if (!record || isCorrupt(record)) return '';
  const message = (record as { customMessage?: unknown }).customMessage;
  return typeof message === 'string' ? message.trim() : '';
}

/** Whether server alerts are on (the locked SOS reads this copy), and the locked alarm's choice. */
async function readLockedChoices(
  db: VaultDatabase,
): Promise<{ serverAlerts: boolean; lockedAlarm: boolean }> {
  const record: unknown = await db.emergencySettings.get('emergency');
  if (!record || isCorrupt(record)) return { serverAlerts: false, lockedAlarm: true };
  const r = record as { serverAlerts?: unknown; lockedAlarm?: unknown };
  return { serverAlerts: r.serverAlerts === true, lockedAlarm: r.lockedAlarm !== false };
}

let syncing: Promise<unknown> = Promise.resolve();

/**
 * Writes {contacts, backupContacts, message} from the open vault. Runs one at a time, each reading
 * after the one before has written, so a fast series of edits ends with the latest state.
 * Resolves to false (and logs) if the copy could not be written; the vault's data is unaffected.
 */
export function syncSosEssentials(): Promise<boolean> {
  const next = syncing.then(async () => {
    try {
      const db = getVaultDatabase();
      const [trusted, backup, message, { serverAlerts, lockedAlarm }] = await Promise.all([
        db.contacts.toArray(),
        db.backupContacts.toArray(),
        readCustomMessage(db),
        readLockedChoices(db),
      ]);
      // Turned off, the device keeps none of them outside the vault: the locked alarm offers the
      // emergency number, and the server's copy (server alerts) still reaches her contacts.
      const written = await updateSosEssentials({
        contacts: lockedAlarm ? sortContacts(trusted).contacts.map(toEssential) : [],
        backupContacts: lockedAlarm ? sortContacts(backup).contacts.map(toEssential) : [],
        message: lockedAlarm ? message : '',
        serverAlerts,
      });
      // The server's copy follows (contacts, message, delay, on/off); never from the decoy.
      if (written) {
        void import('../alerts').then((m) => m.syncAlertsProfile()).catch(() => undefined);
      }
      return true;
    } catch (error) {
      report('local copy not updated', error);
      return false;
    }
  });
  syncing = next;
  return next;
}

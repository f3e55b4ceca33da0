import {
  getVaultDatabase,
  isCorrupt,
  isQuotaError,
  newId,
  useVaultQuery,
  VaultLockedError,
  type Contact,
  type VaultDatabase,
} from '../../../vault';
import { sortContacts, syncSosEssentials, type SortedContacts } from './contactEssentials';
import { checkContactInput, type ContactInput, type ContactInputProblem } from './contactInput';

/**
 * Trusted (max 3) and backup (max 2) contacts, in the encrypted vault (spec §3, §5, §9). Every
 * write is one transaction and is followed by a full rewrite of the SOS essentials.
 */
export type ContactKind = 'trusted' | 'backup';
export const CONTACT_LIMITS: Readonly<Record<ContactKind, number>> = { trusted: 3, backup: 2 };
export type ContactWriteFailure = 'locked' | 'quota';
export type SaveContactFailure = ContactInputProblem | 'limit' | 'not-found' | ContactWriteFailure;
/** `essentialsSaved: false`: stored, but the copy used while locked still holds the old lists. */
export type SaveContactResult =
  | { ok: true; contact: Contact; essentialsSaved: boolean }
  | { ok: false; reason: SaveContactFailure };
export type ChangeContactsResult =
  { ok: true; essentialsSaved: boolean } | { ok: false; reason: ContactWriteFailure };

export type { ContactInput, SortedContacts };
export { RELATIONSHIPS } from './contactInput';
const NO_CONTACTS: SortedContacts = { contacts: [], unreadable: 0 };

const tableOf = (db: VaultDatabase, kind: ContactKind) =>
  kind === 'trusted' ? db.contacts : db.backupContacts;

/** Errors the user can act on become reasons; anything else is a bug and is thrown. */
function writeFailure(error: unknown): ContactWriteFailure {
  if (error instanceof VaultLockedError) return 'locked';
  if (isQuotaError(error)) return 'quota';
  throw error;
}

class Refused extends Error {
  constructor(readonly reason: 'limit' | 'not-found') {
    super(reason);
  }
}

async function write<T>(
  kind: ContactKind,
  change: (table: ReturnType<typeof tableOf>, sorted: Contact[]) => Promise<T>,
): Promise<T> {
  const db = getVaultDatabase();
  const table = tableOf(db, kind);
  return db.transaction('rw', [table], async () =>
    change(table, sortContacts(await table.toArray()).contacts),
  );
}

/** Gives the listed contacts priorities 1..n in this order, writing only those that change. */
async function renumber(table: ReturnType<typeof tableOf>, ordered: Contact[]): Promise<void> {
  const changed = ordered
    .map((contact, index) => ({ ...contact, priority: index + 1 }))
    .filter((contact, index) => contact.priority !== ordered[index]?.priority);
  if (changed.length > 0) await table.bulkPut(changed);
}

async function saving(run: () => Promise<Contact>): Promise<SaveContactResult> {
  try {
    const contact = await run();
    return { ok: true, contact, essentialsSaved: await syncSosEssentials() };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    return { ok: false, reason: writeFailure(error) };
  }
}

async function changing(run: () => Promise<unknown>): Promise<ChangeContactsResult> {
  try {
    await run();
    return { ok: true, essentialsSaved: await syncSosEssentials() };
  } catch (error) {
    return { ok: false, reason: writeFailure(error) };
  }
}

/** Adds at the end (priority = number of contacts + 1), refusing beyond the limit. */
export async function addContact(
  kind: ContactKind,
  input: ContactInput,
  region: string,
): Promise<SaveContactResult> {
  const fields = checkContactInput(input, region);
  if (typeof fields === 'string') return { ok: false, reason: fields };
  return saving(() =>
    write(kind, async (table, contacts) => {
      if (contacts.length >= CONTACT_LIMITS[kind]) throw new Refused('limit');
      const contact: Contact = {
        id: newId(),
        ...fields,
        priority: contacts.length + 1,
        createdAt: Date.now(),
      };
      await table.add(contact);
      return contact;
    }),
  );
}

export async function updateContact(
  kind: ContactKind,
  id: string,
  input: ContactInput,
  region: string,
): Promise<SaveContactResult> {
  const fields = checkContactInput(input, region);
  if (typeof fields === 'string') return { ok: false, reason: fields };
  return saving(() =>
    write(kind, async (table, contacts) => {
      const current = contacts.find((c) => c.id === id);
      if (!current) throw new Refused('not-found');
      const { priority, createdAt } = current;
      const contact: Contact = { id, ...fields, priority, createdAt };
      await table.put(contact);
      return contact;
    }),
  );
}

/** Deletes one contact; the others keep their order as priorities 1..n. */
export function deleteContact(kind: ContactKind, id: string): Promise<ChangeContactsResult> {
  return changing(() =>
    write(kind, async (table, contacts) => {
      await table.delete(id);
      await renumber(
        table,
        contacts.filter((c) => c.id !== id),
      );
    }),
  );
}

/** Swaps a contact's priority with its neighbour's; at either end nothing changes. */
export function moveContact(
  kind: ContactKind,
  id: string,
  direction: 'up' | 'down',
): Promise<ChangeContactsResult> {
  return changing(() =>
    write(kind, async (table, contacts) => {
      const index = contacts.findIndex((c) => c.id === id);
      const other = direction === 'up' ? index - 1 : index + 1;
      const mine = contacts[index];
      const theirs = contacts[other];
      if (!mine || !theirs) return;
      const ordered = [...contacts];
      ordered[index] = theirs;
      ordered[other] = mine;
      await renumber(table, ordered);
    }),
  );
}

/** Removes records that can no longer be decrypted (they cannot be shown or alerted anyway). */
export function removeUnreadableContacts(kind: ContactKind): Promise<ChangeContactsResult> {
  return changing(async () => {
    const db = getVaultDatabase();
    const table = tableOf(db, kind);
    await db.transaction('rw', [table], async () => {
      const ids = (await table.toArray()).filter(isCorrupt).map((record) => record.id);
      await table.bulkDelete(ids);
    });
  });
}

/** Live, by priority; empty while locked. */
export function useContacts(kind: ContactKind): SortedContacts {
  return useVaultQuery(
    async (db) => sortContacts(await tableOf(db, kind).toArray()),
    [kind],
    NO_CONTACTS,
  );
}

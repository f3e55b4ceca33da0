import { describe, expect, it, vi } from 'vitest';
import { getVaultDatabase, lockVault } from '../../../vault';
import { installTestVault } from '../../../vault/testing/vault.test-support';
import { sortContacts } from './contactEssentials';
import {
  addContact,
  deleteContact,
  moveContact,
  updateContact,
  type ContactKind,
} from './contactsRepository';

installTestVault('contacts', 'backupContacts', 'emergencySettings');

const stored = async (kind: ContactKind = 'trusted') =>
  sortContacts(
    await (
      kind === 'trusted' ? getVaultDatabase().contacts : getVaultDatabase().backupContacts
    ).toArray(),
  ).contacts.map((c) => [c.name, c.priority]);

async function add(name: string, kind: ContactKind = 'trusted', phone = '07911 123456') {
  const result = await addContact(kind, { name, phone }, 'GB');
  if (!result.ok) throw new Error(`setup failed: ${result.reason}`);
  return result.contact;
}

describe('contacts repository', () => {
  it('adds nothing when the trimmed name or phone is empty', async () => {
    expect(await addContact('trusted', { name: '  ', phone: '07911 123456' }, 'GB')).toEqual({
      ok: false,
      reason: 'empty',
    });
    expect(await addContact('trusted', { name: 'Sam', phone: ' \t' }, 'GB')).toEqual({
      ok: false,
      reason: 'empty',
    });
    expect(await getVaultDatabase().contacts.count()).toBe(0);
  });

  it('stores trimmed fields, an E.164 phone for the region, and priority = length + 1', async () => {
    const first = await addContact(
      'trusted',
      { name: ' Sam ', phone: '07700 900123', email: ' sam@example.org ', relationship: 'Friend' },
      'GB',
    );
    expect(first).toMatchObject({
      ok: true,
      essentialsSaved: true,
      contact: { name: 'Sam', phone: '+447700900123', email: 'sam@example.org', priority: 1 },
    });
    const second = await addContact('trusted', { name: 'Jo', phone: '+33 6 12 34 56 78' }, 'GB');
    expect(second).toMatchObject({ ok: true, contact: { phone: '+33612345678', priority: 2 } });
    if (second.ok) expect(second.contact).not.toHaveProperty('email');
    expect(await stored()).toEqual([
      ['Sam', 1],
      ['Jo', 2],
    ]);
  });

  it('refuses a number that cannot be dialled, and an email that is not one', async () => {
    expect(await addContact('trusted', { name: 'Sam', phone: '12345' }, 'GB')).toEqual({
      ok: false,
      reason: 'invalid-phone',
    });
    expect(
      await addContact('trusted', { name: 'Sam', phone: '07911 123456', email: 'sam@' }, 'GB'),
    ).toEqual({ ok: false, reason: 'invalid-email' });
    expect(await getVaultDatabase().contacts.count()).toBe(0);
  });

  it('refuses a 4th trusted contact and a 3rd backup contact', async () => {
    for (const name of ['A', 'B', 'C']) await add(name);
    expect(await addContact('trusted', { name: 'D', phone: '07911 123456' }, 'GB')).toEqual({
      ok: false,
      reason: 'limit',
    });
    for (const name of ['X', 'Y']) await add(name, 'backup');
    expect(await addContact('backup', { name: 'Z', phone: '07911 123456' }, 'GB')).toEqual({
      ok: false,
      reason: 'limit',
    });
    expect(await stored()).toHaveLength(3);
    expect(await stored('backup')).toEqual([
      ['X', 1],
      ['Y', 2],
    ]);
  });

  it('edits a contact in place, keeping its priority', async () => {
    await add('A');
    const b = await add('B');
    const result = await updateContact(
      'trusted',
      b.id,
      { name: 'Bea', phone: '020 7946 0958', relationship: 'Family' },
      'GB',
    );
    expect(result).toMatchObject({ ok: true, contact: { name: 'Bea', phone: '+442079460958' } });
    expect(await getVaultDatabase().contacts.get(b.id)).toMatchObject({
      name: 'Bea',
      priority: 2,
      relationship: 'Family',
      createdAt: b.createdAt,
    });
    expect(await updateContact('trusted', b.id, { name: 'Bea', phone: '1' }, 'GB')).toEqual({
      ok: false,
      reason: 'invalid-phone',
    });
    expect(
      await updateContact('trusted', 'gone', { name: 'X', phone: '07911 123456' }, 'GB'),
    ).toEqual({
      ok: false,
      reason: 'not-found',
    });
  });

  it('deletes and renumbers the rest 1..n in order', async () => {
    const a = await add('A');
    await add('B');
    await add('C');
    expect(await deleteContact('trusted', a.id)).toEqual({ ok: true, essentialsSaved: true });
    expect(await stored()).toEqual([
      ['B', 1],
      ['C', 2],
    ]);
  });

  it('moves up and down by swapping priorities; at either end nothing changes', async () => {
    const a = await add('A');
    const b = await add('B');
    const c = await add('C');
    await moveContact('trusted', c.id, 'up');
    expect(await stored()).toEqual([
      ['A', 1],
      ['C', 2],
      ['B', 3],
    ]);
    await moveContact('trusted', a.id, 'down');
    expect((await stored()).map(([name]) => name)).toEqual(['C', 'A', 'B']);
    await moveContact('trusted', c.id, 'up');
    await moveContact('trusted', b.id, 'down');
    expect(await stored()).toEqual([
      ['C', 1],
      ['A', 2],
      ['B', 3],
    ]);
  });

  it('reports a full disk and keeps what was stored', async () => {
    await add('Kept');
    const db = getVaultDatabase();
    vi.spyOn(db.contacts, 'add').mockRejectedValue(
      new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    );
    expect(await addContact('trusted', { name: 'New', phone: '07911 123456' }, 'GB')).toEqual({
      ok: false,
      reason: 'quota',
    });
    vi.restoreAllMocks();
    expect(await stored()).toEqual([['Kept', 1]]);
  });

  it('reports a locked vault instead of writing', async () => {
    lockVault();
    expect(await addContact('trusted', { name: 'A', phone: '07911 123456' }, 'GB')).toEqual({
      ok: false,
      reason: 'locked',
    });
    expect(await deleteContact('trusted', 'x')).toEqual({ ok: false, reason: 'locked' });
  });
});

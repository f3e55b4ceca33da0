import { editStoredRecord } from '../../../vault/testing/rawStore.test-support';
import { describe, expect, it } from 'vitest';
import { getVaultDatabase, lockVault, readEssentials } from '../../../vault';
import { installTestVault, openTestVault } from '../../../vault/testing/vault.test-support';
import { sortContacts } from './contactEssentials';
import { saveEmergencySettings } from '../settings/emergencySettingsRepository';
import {
  addContact,
  deleteContact,
  moveContact,
  removeUnreadableContacts,
  updateContact,
  type ContactKind,
} from './contactsRepository';

installTestVault('contacts', 'backupContacts', 'emergencySettings');

async function add(name: string, kind: ContactKind = 'trusted', phone = '07911 123456') {
  const result = await addContact(kind, { name, phone }, 'GB');
  if (!result.ok) throw new Error(`setup failed: ${result.reason}`);
  return result.contact;
}

describe('SOS essentials and unreadable contacts', () => {
  it('writes the full current lists and the message to the SOS essentials after every change', async () => {
    await getVaultDatabase().emergencySettings.put({
      id: 'emergency',
      locationFrequencySeconds: 30,
      backupDelayMinutes: 5,
      autoVoiceCalls: false,
      silentMode: true,
      customMessage: 'Please come',
    });
    const a = await add('A', 'trusted', '07700 900123');
    const b = await add('B');
    const z = await add('Z', 'backup');
    let essentials = await readEssentials();
    expect(essentials.contacts.map((c) => [c.id, c.phone, c.priority])).toEqual([
      [a.id, '+447700900123', 1],
      [b.id, '+447911123456', 2],
    ]);
    expect(essentials.contacts[0]).not.toHaveProperty('createdAt');
    // The locked page can open this copy: numbers, never names.
    expect(essentials.contacts[0]).not.toHaveProperty('name');
    expect(JSON.stringify(essentials)).not.toMatch(/"(A|B|Z)"/);
    expect(essentials.backupContacts.map((c) => c.id)).toEqual([z.id]);
    expect(essentials.message).toBe('Please come');

    await moveContact('trusted', b.id, 'up');
    expect((await readEssentials()).contacts.map((c) => c.id)).toEqual([b.id, a.id]);
    await updateContact('trusted', a.id, { name: 'Ann', phone: '07911 000000' }, 'GB');
    expect((await readEssentials()).contacts.map((c) => c.phone)).toEqual([
      '+447911123456',
      '+447911000000',
    ]);
    await deleteContact('trusted', b.id);
    essentials = await readEssentials();
    expect(essentials.contacts.map((c) => [c.phone, c.priority])).toEqual([['+447911000000', 1]]);
    expect(essentials.backupContacts.map((c) => c.id)).toEqual([z.id]);
  });

  it('keeps no contact and no message outside the vault when she turns the locked alarm off', async () => {
    const a = await add('A', 'trusted', '07700 900123');
    await add('Z', 'backup');
    await saveEmergencySettings({ customMessage: 'Please come' });
    expect((await readEssentials()).contacts.map((c) => c.id)).toEqual([a.id]);

    expect(await saveEmergencySettings({ lockedAlarm: false })).toMatchObject({
      ok: true,
      essentialsSaved: true,
    });
    const off = await readEssentials();
    expect(off.contacts).toEqual([]);
    expect(off.backupContacts).toEqual([]);
    expect(off.message).toBe('');
    // Edits while it is off stay in the vault only.
    await add('B');
    expect((await readEssentials()).contacts).toEqual([]);

    await saveEmergencySettings({ lockedAlarm: true });
    const on = await readEssentials();
    expect(on.contacts).toHaveLength(2);
    expect(on.backupContacts).toHaveLength(1);
    expect(on.message).toBe('Please come');
  });

  it('counts unreadable records apart, does not let them fill the list, and can remove them', async () => {
    const a = await add('A');
    const damaged = await add('B');
    await editStoredRecord('contacts', damaged.id, (record) => {
      record.c[record.c.length - 1] = (record.c[record.c.length - 1] ?? 0) ^ 1;
    });
    lockVault();
    await openTestVault();

    const sorted = sortContacts(await getVaultDatabase().contacts.toArray());
    expect(sorted.contacts.map((c) => c.name)).toEqual(['A']);
    expect(sorted.unreadable).toBe(1);
    const c = await addContact('trusted', { name: 'C', phone: '07911 123456' }, 'GB');
    expect(c).toMatchObject({ ok: true, contact: { priority: 2 } });
    expect((await readEssentials()).contacts.map((e) => e.id)).toEqual([
      a.id,
      c.ok ? c.contact.id : '',
    ]);
    expect(await removeUnreadableContacts('trusted')).toEqual({ ok: true, essentialsSaved: true });
    expect(await getVaultDatabase().contacts.count()).toBe(2);
  });
});

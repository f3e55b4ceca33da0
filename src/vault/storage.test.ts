// @vitest-environment node
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { LEGACY_SCHEMA, STORE_NAMES, VAULT_TABLES } from './db/schema';
import {
  getVaultDatabase,
  isCorrupt,
  lockVault,
  readMeta,
  unlockWithCode,
  writeMeta,
} from './index';
import { editStoredRecord } from './testing/rawStore.test-support';
import { sampleRecords } from './testing/fixtures.test-support';
import { writeLegacyVault } from './testing/legacyVault.test-support';
import { resetVaultForTests, setMinimalKdfForTests } from './vault';

/** What devtools' Application panel shows of a database: store, index and field names, and keys. */
async function inspect(name: string): Promise<{ names: string[]; keys: string[] }> {
  const raw = new Dexie(name);
  await raw.open();
  const names: string[] = [];
  const keys: string[] = [];
  for (const table of raw.tables) {
    names.push(table.name, ...table.schema.indexes.map((index) => index.name));
    for (const record of (await table.toArray()) as Record<string, unknown>[]) {
      keys.push(String(record.id));
      names.push(...Object.keys(record));
    }
  }
  raw.close();
  return { names, keys };
}

beforeEach(async () => {
  resetVaultForTests();
  for (const name of [...STORE_NAMES, 'calculator-keys']) await Dexie.delete(name);
  setMinimalKdfForTests();
});

const contact = (id: string, phone: string) => ({
  id,
  name: `Friend ${id}`,
  phone,
  priority: 1,
  createdAt: 1,
});

describe('stored records against an inspector with the console', () => {
  it('treats a field written beside a sealed record as tampering, not as data', async () => {
    await unlockWithCode('77777');
    await getVaultDatabase().contacts.bulkPut([
      contact('a', '+447700900001'),
      contact('b', '+447700900002'),
    ]);
    await editStoredRecord('contacts', 'a', (record) => {
      record.phone = '+447700900666';
    });
    const contacts = await getVaultDatabase().contacts.toArray();
    expect(contacts.filter(isCorrupt).map((c) => c.id)).toEqual(['a']);
    expect(JSON.stringify(contacts)).not.toContain('900666');
    expect(contacts.find((c) => c.id === 'b')).toMatchObject({ phone: '+447700900002' });
  });

  it('treats a changed index field as tampering', async () => {
    await unlockWithCode('77777');
    const chunks = getVaultDatabase().mediaChunks;
    await chunks.bulkPut([
      { id: 'm1', recordingId: 'r1', seq: 0, data: new Uint8Array([1]) },
      { id: 'm2', recordingId: 'r1', seq: 1, data: new Uint8Array([2]) },
    ]);
    await editStoredRecord('mediaChunks', 'm2', (record) => {
      record.seq = 0;
    });
    const read = await chunks.toArray();
    expect(read.filter(isCorrupt).map((c) => c.id)).toEqual(['m2']);
    expect(read.find((c) => c.id === 'm1')).toMatchObject({ recordingId: 'r1', seq: 0 });
  });

  it('shows neutral names only: tables, indexes, keys and fields', async () => {
    await unlockWithCode('77777');
    const samples = sampleRecords('x');
    for (const table of VAULT_TABLES) await getVaultDatabase().table(table).put(samples[table]);
    await writeMeta('country', 'UK');
    expect(await readMeta('country')).toBe('UK');
    const { names, keys } = await inspect(getVaultDatabase().name);
    const telling = [...VAULT_TABLES, 'keyslots', 'country', 'emergency', 'settings', 'recording'];
    for (const word of telling) {
      expect(names.filter((name) => name.toLowerCase().includes(word.toLowerCase()))).toEqual([]);
    }
    // Keys are sealed ids: random-looking base64url, never the record's own id ('emergency', 'c1').
    // A word test on them would fail by chance (a sealed id once read "…hgMETaZ…").
    expect(keys.length).toBeGreaterThan(VAULT_TABLES.length);
    expect(keys.filter((key) => !/^[A-Za-z0-9_-]{43,}$/.test(key))).toEqual([]);
  });

  it('pads sealed records to size buckets', async () => {
    await unlockWithCode('77777');
    const journal = getVaultDatabase().journal;
    await journal.bulkPut([
      { id: 'short', content: 'hi', createdAt: 1 },
      { id: 'longer', content: 'x'.repeat(150), createdAt: 1 },
      { id: 'page', content: 'x'.repeat(300), createdAt: 1 },
    ]);
    const length = async (id: string) => {
      let size = 0;
      await editStoredRecord('journal', id, (record) => (size = record.c.length));
      return size;
    };
    // 41 bytes of envelope (version, nonce, tag) around a 256- or 512-byte bucket.
    expect(await length('short')).toBe(256 + 41);
    expect(await length('longer')).toBe(256 + 41);
    expect(await length('page')).toBe(512 + 41);
    expect(await journal.get('page')).toMatchObject({ content: 'x'.repeat(300) });
  });
});

describe('upgrade from the version-1 format', () => {
  it('opens a vault written by the old code with every record intact', async () => {
    const samples = sampleRecords('OLD');
    // Tables added later (evidence notes) did not exist in version 1.
    const legacyTables = VAULT_TABLES.filter((t) => t in LEGACY_SCHEMA);
    const records = Object.fromEntries(legacyTables.map((t) => [t, [samples[t]]]));
    await writeLegacyVault('77777', records);
    expect(await unlockWithCode('77777')).toBe('real');
    const db = getVaultDatabase();
    expect(await db.evidenceNotes.count()).toBe(0);
    for (const table of legacyTables) {
      expect(await db.table(table).get(samples[table].id as string), table).toEqual(samples[table]);
    }
    lockVault();
    const { names, keys } = await inspect(STORE_NAMES[0]);
    const seen = [...names, ...keys];
    for (const table of VAULT_TABLES) expect(seen).not.toContain(table);
    expect(seen).not.toContain('keyslots');
    // And it opens again, without a second upgrade.
    expect(await unlockWithCode('77777')).toBe('real');
    expect(await getVaultDatabase().journal.get('j1')).toEqual(samples.journal);
  });

  it('keeps a record that was already damaged visible as damaged', async () => {
    await writeLegacyVault('77777', {
      journal: [
        { id: 'ok', content: 'fine', createdAt: 1 },
        { id: 'bad', content: 'fine', createdAt: 1 },
      ],
    });
    const raw = new Dexie(STORE_NAMES[0]);
    await raw.open();
    const bad = (await raw.table('journal').get('bad')) as { c: Uint8Array };
    bad.c[bad.c.length - 1] = (bad.c[bad.c.length - 1] ?? 0) ^ 1;
    await raw.table('journal').put(bad);
    raw.close();
    await unlockWithCode('77777');
    const entries = await getVaultDatabase().journal.toArray();
    expect(entries.filter(isCorrupt).map((e) => e.id)).toEqual(['bad']);
    expect(entries.find((e) => e.id === 'ok')).toMatchObject({ content: 'fine' });
  });
});

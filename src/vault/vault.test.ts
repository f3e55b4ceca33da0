// @vitest-environment node
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORE_NAMES, VAULT_TABLES } from './db/schema';
import {
  getVaultDatabase,
  isCorrupt,
  lockVault,
  setCodes,
  unlockWithCode,
  VaultLockedError,
  verifyCurrentCode,
} from './index';
import { sampleRecords, writeSamples } from './testing/fixtures.test-support';
import { loadKeyring } from './unlock/keyring';
import { editStoredRecord } from './testing/rawStore.test-support';
import { resetVaultForTests, setMinimalKdfForTests } from './vault';

const MARKER = 'MARKER-7f3a9c';

/** Every byte of every record of a database, read without the encryption middleware. */
async function rawDump(name: string): Promise<string> {
  const raw = new Dexie(name);
  await raw.open();
  const parts: string[] = [];
  for (const table of raw.tables) {
    for (const record of await table.toArray()) {
      parts.push(
        JSON.stringify(record, (_k, v: unknown) =>
          v instanceof Uint8Array ? new TextDecoder('latin1').decode(v) : v,
        ),
      );
    }
  }
  raw.close();
  return parts.join('\n');
}

async function freshVault() {
  resetVaultForTests();
  for (const name of [...STORE_NAMES, 'calculator-keys']) await Dexie.delete(name);
  setMinimalKdfForTests();
}

beforeEach(freshVault);

describe('vault: unlocking', () => {
  it('opens with the default code on first use and nothing else opens it', async () => {
    expect(await unlockWithCode('12345')).toBeNull(); // no vault yet: nothing is created
    expect(await unlockWithCode('77777')).toBe('real');
    lockVault();
    expect(await unlockWithCode('77778')).toBeNull();
    expect(await unlockWithCode('7777')).toBeNull();
    expect(await unlockWithCode('77777')).toBe('real');
  });

  it('is a named error to use the store while locked', async () => {
    expect(() => getVaultDatabase()).toThrow(VaultLockedError);
    await unlockWithCode('77777');
    lockVault();
    expect(() => getVaultDatabase()).toThrow(VaultLockedError);
  });

  it('a custom code replaces the default one', async () => {
    await unlockWithCode('77777');
    expect(await setCodes('24681357')).toEqual({ ok: true });
    lockVault();
    expect(await unlockWithCode('77777')).toBeNull();
    expect(await unlockWithCode('24681357')).toBe('real');
    expect(await verifyCurrentCode('24681357')).toBe(true);
    expect(await verifyCurrentCode('11112222')).toBe(false);
  });
});

describe('vault: encrypted storage', () => {
  it('round-trips a record in every table', async () => {
    await unlockWithCode('77777');
    const db = getVaultDatabase();
    await writeSamples(db, MARKER);
    const samples = sampleRecords(MARKER);
    for (const table of VAULT_TABLES) {
      const stored = await db.table(table).get(samples[table].id as string);
      expect(stored, table).toEqual(samples[table]);
    }
    expect(VAULT_TABLES.sort()).toEqual(Object.keys(samples).sort());
  });

  it('leaves no plaintext for a reader without the key', async () => {
    await unlockWithCode('77777');
    await writeSamples(getVaultDatabase(), MARKER);
    lockVault();
    for (const name of STORE_NAMES) expect(await rawDump(name)).not.toContain('MARKER');
    expect(await rawDump('calculator-keys')).not.toContain('77777');
  });

  it('reports a tampered record without losing the others', async () => {
    await unlockWithCode('77777');
    const db = getVaultDatabase();
    await db.journal.bulkPut([
      { id: 'a', content: 'first', createdAt: 1 },
      { id: 'b', content: 'second', createdAt: 2 },
    ]);
    await editStoredRecord('journal', 'a', (record) => {
      const last = record.c.length - 1;
      record.c[last] = (record.c[last] ?? 0) ^ 1;
    });
    lockVault();
    await unlockWithCode('77777');
    const entries = await getVaultDatabase().journal.toArray();
    expect(entries.filter(isCorrupt).map((e) => e.id)).toEqual(['a']);
    expect(entries.find((e) => e.id === 'b')).toMatchObject({ content: 'second' });
  });
});

describe('vault: duress code', () => {
  it('opens an empty decoy store and never the real one', async () => {
    await unlockWithCode('77777');
    await getVaultDatabase().journal.put({ id: 'j', content: MARKER, createdAt: 1 });
    expect(await setCodes('24681357', '13572468')).toEqual({ ok: true });
    lockVault();
    expect(await unlockWithCode('13572468')).toBe('decoy');
    expect(await getVaultDatabase().journal.count()).toBe(0);
    // Like the real vault after its own code was chosen: no first-use setup, no reminder.
    expect(await getVaultDatabase().meta.get('setup')).toEqual({
      id: 'setup',
      value: { done: true },
    });
    lockVault();
    expect(await unlockWithCode('24681357')).toBe('real');
    expect(await getVaultDatabase().journal.get('j')).toMatchObject({ content: MARKER });
  });

  it('refuses a new code that is the duress code', async () => {
    await unlockWithCode('77777');
    await setCodes('24681357', '13572468');
    expect(await setCodes('13572468')).toEqual({ ok: false, reason: 'same-as-duress' });
  });

  it('keeps the key ring the same shape whether or not a duress code exists', async () => {
    await unlockWithCode('77777');
    const shape = async () => {
      const ring = await loadKeyring();
      return {
        count: ring?.slots.length,
        lengths: ring?.slots.map((slot) => slot.length),
        first: ring?.slots.map((slot) => slot[0]),
      };
    };
    const before = await shape();
    await setCodes('24681357', '13572468');
    expect(await shape()).toEqual(before);
    expect(before.count).toBe(4);
  });
});

// @vitest-environment node
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getVaultDatabase, lockVault, setCodes, unlockWithCode } from '../../vault';
import { STORE_NAMES } from '../../vault/db/schema';
import { resetVaultForTests, setMinimalKdfForTests } from '../../vault/vault';
import { furnishDecoy } from './decoyEntries';

const NOW = new Date('2026-11-20T12:00:00Z').getTime();

beforeEach(async () => {
  resetVaultForTests();
  for (const name of [...STORE_NAMES, 'calculator-keys']) await Dexie.delete(name);
  setMinimalKdfForTests();
  await unlockWithCode('77777');
  await getVaultDatabase().journal.put({ id: 'real', content: 'Packed a bag', createdAt: 1 });
  expect(await setCodes('24681357', '13572468')).toEqual({ ok: true });
  lockVault();
});

afterEach(() => lockVault());

describe('the decoy journal', () => {
  it('gets three everyday entries in the past, once, in her language', async () => {
    expect(await unlockWithCode('13572468')).toBe('decoy');
    await furnishDecoy(NOW);
    const entries = await getVaultDatabase().journal.toArray();
    expect(entries).toHaveLength(3);
    for (const entry of entries) {
      expect(entry.content).not.toMatch(/^sample\./);
      expect(entry.content.length).toBeGreaterThan(5);
      expect(entry.createdAt).toBeLessThan(NOW - 24 * 60 * 60 * 1000);
    }
    const first = (await getVaultDatabase().journal.toArray()).map((e) => e.content).sort();
    lockVault();
    expect(await unlockWithCode('13572468')).toBe('decoy');
    await furnishDecoy(NOW);
    const again = (await getVaultDatabase().journal.toArray()).map((e) => e.content).sort();
    expect(again).toEqual(first);
    // She deletes them all: they do not come back.
    await getVaultDatabase().journal.clear();
    await furnishDecoy(NOW);
    expect(await getVaultDatabase().journal.count()).toBe(0);
  });

  it('never writes into the real vault', async () => {
    expect(await unlockWithCode('24681357')).toBe('real');
    await furnishDecoy(NOW);
    const entries = await getVaultDatabase().journal.toArray();
    expect(entries.map((e) => e.content)).toEqual(['Packed a bag']);
  });
});

import Dexie from 'dexie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORE_NAMES } from './db/schema';
import {
  getVaultDatabase,
  readEssentials,
  STORED_ITEMS,
  unlockWithCode,
  updateSosEssentials,
  wipeAllData,
} from './index';
import { writeSamples } from './testing/fixtures.test-support';
import { resetVaultForTests, setMinimalKdfForTests } from './vault';

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((d) => d.name ?? '').sort();
}

beforeEach(async () => {
  resetVaultForTests();
  for (const name of await databaseNames()) await Dexie.delete(name);
  localStorage.clear();
  setMinimalKdfForTests();
});

/** Uses every kind of storage the app has: the vault, the essentials, the language, the session flag. */
async function useEverything(): Promise<void> {
  await unlockWithCode('77777');
  await writeSamples(getVaultDatabase(), 'WIPE-ME');
  await updateSosEssentials({ message: 'WIPE-ME help', contacts: [] });
  localStorage.setItem('calculator-language', 'fr');
  localStorage.setItem('calculator-session', '1');
  sessionStorage.setItem('anything', '1');
}

describe('registry', () => {
  it('declares every database and storage key the app creates', async () => {
    await useEverything();
    const declared = new Set(STORED_ITEMS.map((item) => item.name));
    for (const name of await databaseNames()) expect(declared, `database ${name}`).toContain(name);
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i) ?? '';
      expect(declared, `localStorage ${key}`).toContain(key);
    }
    for (const name of STORE_NAMES) expect(declared).toContain(name);
  });
});

describe('emergency wipe', () => {
  it('leaves no database, no storage key and no readable essentials', async () => {
    await useEverything();
    expect(await databaseNames()).not.toEqual([]);
    await wipeAllData();
    expect(await databaseNames()).toEqual([]);
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect((await readEssentials()).message).toBe('');
  });

  it('keeps the app’s own caches, so "/" still opens offline afterwards', async () => {
    const names = new Set([
      'workbox-precache-v2-http://localhost/',
      'pages-current',
      'pages-82a414760d1f3452',
      'something-else',
    ]);
    vi.stubGlobal('caches', {
      keys: async () => [...names],
      delete: async (name: string) => names.delete(name),
    });
    try {
      await wipeAllData();
    } finally {
      vi.unstubAllGlobals();
    }
    expect([...names].sort()).toEqual([
      'pages-82a414760d1f3452',
      'pages-current',
      'workbox-precache-v2-http://localhost/',
    ]);
  });

  it('makes the old code open nothing: the next 77777 starts a fresh, empty vault', async () => {
    await useEverything();
    await wipeAllData();
    expect(await unlockWithCode('77777')).toBe('real');
    expect(await getVaultDatabase().journal.count()).toBe(0);
  });
});

describe('SOS essentials', () => {
  it('are readable while locked and written only by the real vault', async () => {
    await unlockWithCode('77777');
    await updateSosEssentials({ message: 'come quickly' });
    resetVaultForTests(); // locked
    expect((await readEssentials()).message).toBe('come quickly');
    expect(await updateSosEssentials({ message: 'while locked' })).toBeNull();
    expect((await readEssentials()).message).toBe('come quickly');
  });
});

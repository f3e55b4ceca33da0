// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetAutoDeleteAtStart } from './autoDeleteAtStart';
import { STORE_NAMES } from './db/schema';
import { destroyDeviceKey } from './device/deviceKey';
import { readEssentials } from './device/essentials';
import {
  getVaultDatabase,
  lockVault,
  setCodes,
  unlockWithCode,
  updateSosEssentials,
} from './index';
import { sampleRecords } from './testing/fixtures.test-support';
import { resetVaultForTests, setMinimalKdfForTests } from './vault';

const samples = sampleRecords('EVIDENCE');
const MINUTE = 60_000;

async function fillEvidence(): Promise<void> {
  const db = getVaultDatabase();
  await db.recordings.put(samples.recordings as never);
  await db.mediaChunks.put(samples.mediaChunks as never);
  await db.evidenceNotes.put(samples.evidenceNotes as never);
  await db.journal.put(samples.journal as never);
}

/** Locks and forgets everything a page keeps in memory: the next unlock is a fresh start. */
function restart(): void {
  lockVault();
  forgetAutoDeleteAtStart();
}

beforeEach(async () => {
  resetVaultForTests();
  forgetAutoDeleteAtStart();
  for (const name of [...STORE_NAMES, 'calculator-keys']) await Dexie.delete(name);
  await destroyDeviceKey();
  localStorage.clear();
  setMinimalKdfForTests();
});

describe('auto-delete whose deadline passed while locked', () => {
  it('empties recordings and media before the next unlock opens the store', async () => {
    expect(await unlockWithCode('77777')).toBe('real');
    await fillEvidence();
    await updateSosEssentials({ autoDeleteAt: Date.now() - MINUTE });
    localStorage.setItem('saved-recordings', '[1]');
    localStorage.setItem('calculator-language', 'fr');
    restart();

    expect(await unlockWithCode('77777')).toBe('real');
    const db = getVaultDatabase();
    expect(await db.recordings.count()).toBe(0);
    expect(await db.mediaChunks.count()).toBe(0);
    expect(await db.evidenceNotes.count()).toBe(0);
    // Only evidence goes: the journal and the language stay.
    expect(await db.journal.count()).toBe(1);
    expect(localStorage.getItem('saved-recordings')).toBeNull();
    expect(localStorage.getItem('calculator-language')).toBe('fr');
    // Done once: the deadline is cleared.
    expect((await readEssentials()).autoDeleteAt).toBeNull();
  });

  it('also empties the decoy store, whichever code opens the app next', async () => {
    await unlockWithCode('77777');
    expect(await setCodes('246810', '135790')).toEqual({ ok: true });
    lockVault();
    expect(await unlockWithCode('135790')).toBe('decoy');
    await fillEvidence();
    lockVault();
    await unlockWithCode('246810');
    await updateSosEssentials({ autoDeleteAt: Date.now() - MINUTE });
    restart();

    expect(await unlockWithCode('135790')).toBe('decoy');
    expect(await getVaultDatabase().recordings.count()).toBe(0);
    expect(await getVaultDatabase().mediaChunks.count()).toBe(0);
  });

  it('keeps the evidence while the deadline is still ahead', async () => {
    await unlockWithCode('77777');
    await fillEvidence();
    await updateSosEssentials({ autoDeleteAt: Date.now() + 10 * MINUTE });
    restart();

    await unlockWithCode('77777');
    expect(await getVaultDatabase().recordings.count()).toBe(1);
    expect(await getVaultDatabase().mediaChunks.count()).toBe(1);
    expect(await getVaultDatabase().evidenceNotes.count()).toBe(1);
  });
});

// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { getVaultDatabase, lockVault, unlockWithCode, updateSosEssentials } from '../../vault';
import { forgetAutoDeleteAtStart } from '../../vault/autoDeleteAtStart';
import { STORE_NAMES, STORED_TABLE_NAMES } from '../../vault/db/schema';
import { destroyDeviceKey } from '../../vault/device/deviceKey';
import { sampleRecords } from '../../vault/testing/fixtures.test-support';
import { resetVaultForTests, setMinimalKdfForTests } from '../../vault/vault';
import { honourAutoDeleteIfDue } from './startup';

/** Rows of a table in every store, counted without any key (as someone with the files would). */
async function rawCount(table: 'recordings' | 'mediaChunks'): Promise<number> {
  let total = 0;
  for (const name of STORE_NAMES) {
    const raw = new Dexie(name);
    await raw.open();
    // An unused store has no tables yet.
    if (raw.tables.some((t) => t.name === STORED_TABLE_NAMES[table]))
      total += await raw.table(STORED_TABLE_NAMES[table]).count();
    raw.close();
  }
  return total;
}

beforeEach(async () => {
  resetVaultForTests();
  forgetAutoDeleteAtStart();
  for (const name of [...STORE_NAMES, 'calculator-keys']) await Dexie.delete(name);
  await destroyDeviceKey();
  setMinimalKdfForTests();
});

describe('app start on the locked calculator', () => {
  it('deletes evidence whose auto-delete deadline passed, without anyone unlocking', async () => {
    const samples = sampleRecords('EVIDENCE');
    await unlockWithCode('77777');
    await getVaultDatabase().recordings.put(samples.recordings as never);
    await getVaultDatabase().mediaChunks.put(samples.mediaChunks as never);
    await updateSosEssentials({ autoDeleteAt: Date.now() - 1000 });
    lockVault();
    forgetAutoDeleteAtStart(); // a new page load
    expect(await rawCount('recordings')).toBe(1);

    await honourAutoDeleteIfDue();
    expect(await rawCount('recordings')).toBe(0);
    expect(await rawCount('mediaChunks')).toBe(0);
  });
});

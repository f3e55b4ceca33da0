import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { getVaultDatabase, lockVault, unlockWithCode } from '../../vault';
import { useSession } from '../../session';
import { resetVaultForTests, setMinimalKdfForTests } from '../../vault/vault';
import { loadCountryFromVault, useCountryStore } from './countryStore';

beforeEach(async () => {
  resetVaultForTests();
  for (const name of ['calculator-data-0', 'calculator-data-1', 'calculator-keys'])
    await Dexie.delete(name);
  setMinimalKdfForTests();
});

describe('the chosen country lives in the vault', () => {
  it('is saved encrypted, restored at unlock and forgotten at lock', async () => {
    await unlockWithCode('77777');
    useCountryStore.getState().choose('FR');
    await expect.poll(async () => (await getVaultDatabase().meta.get('country'))?.value).toBe('FR');

    useSession.getState().lock(); // drops the key and resets the store
    lockVault();
    expect(useCountryStore.getState().chosen).toBe(false);
    expect(localStorage.length).toBe(0); // nothing about the country outside the vault

    await unlockWithCode('77777');
    await loadCountryFromVault();
    expect(useCountryStore.getState()).toMatchObject({ country: 'FR', chosen: true });
  });
});

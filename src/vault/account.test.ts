// @vitest-environment node
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadDeviceBlob, openForDevice, sealForDevice } from './device/deviceKey';
import {
  exportBackup,
  importBackup,
  openFromServer,
  readMeta,
  readPendingDeletions,
  savePendingDeletions,
  sealForServer,
  unlockWithCode,
  updateSosEssentials,
  writeMeta,
} from './index';
import { resetVaultForTests, setMinimalKdfForTests } from './vault';

const databases = async () => (await indexedDB.databases()).map((d) => d.name).sort();
const ACCOUNT = { accountId: 'acct-1', secret: 'very-secret-value' };

beforeEach(async () => {
  resetVaultForTests();
  for (const name of await databases()) await Dexie.delete(name ?? '');
  setMinimalKdfForTests();
});

describe('the server account in the vault', () => {
  it('travels in an encrypted backup, with the key that opens its server copies', async () => {
    expect(await unlockWithCode('77777')).toBe('real');
    await writeMeta('account', ACCOUNT);
    const sealed = await sealForServer('51.5,-0.1', 'checkin:c1');
    const { bytes } = await exportBackup('a long passphrase');
    // A new phone: a fresh vault, then the backup.
    resetVaultForTests();
    for (const name of await databases()) await Dexie.delete(name ?? '');
    expect(await unlockWithCode('77777')).toBe('real');
    expect(await readMeta('account')).toBeUndefined();
    expect(await importBackup(bytes, 'a long passphrase', 'replace')).toMatchObject({ ok: true });
    expect(await readMeta('account')).toEqual(ACCOUNT);
    expect(await openFromServer(sealed, 'checkin:c1')).toBe('51.5,-0.1');
  });
});

describe('account deletions waiting to be sent', () => {
  it('are kept sealed under the device key, never as readable text', async () => {
    await savePendingDeletions([ACCOUNT]);
    expect(await readPendingDeletions()).toEqual([ACCOUNT]);
    const stored = await loadDeviceBlob('account-deletion');
    expect(new TextDecoder().decode(stored ?? new Uint8Array())).not.toContain('very-secret');
  });

  it('cannot be swapped with another sealed value of the device (purpose bound)', async () => {
    const essentials = await sealForDevice({ v: 1, accounts: [ACCOUNT] });
    expect(await openForDevice(essentials, 'account-deletion')).toBeNull();
    expect(await openForDevice(essentials)).toEqual({ v: 1, accounts: [ACCOUNT] });
  });

  it('take the device database with them when nothing else is kept there', async () => {
    await savePendingDeletions([ACCOUNT]);
    expect(await databases()).toEqual(['calculator-device']);
    await savePendingDeletions([]);
    expect(await databases()).toEqual([]);
  });

  it('leave the SOS essentials in place when they are forgotten', async () => {
    expect(await unlockWithCode('77777')).toBe('real');
    await updateSosEssentials({ message: 'come quickly' });
    await savePendingDeletions([ACCOUNT]);
    await savePendingDeletions([]);
    expect(await databases()).toContain('calculator-device');
    expect(await readPendingDeletions()).toEqual([]);
  });

  it('reading them creates nothing on a fresh device', async () => {
    expect(await readPendingDeletions()).toEqual([]);
    expect(await databases()).toEqual([]);
  });
});

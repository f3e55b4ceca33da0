// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { destroyDeviceKey } from './deviceKey';
import { DecoyEssentialsError, readEssentials, updateEssentials } from './essentials';
import { setOpenVaultMode } from '../../session';

afterEach(async () => {
  setOpenVaultMode(null);
  await destroyDeviceKey();
});

describe('the SOS essentials are written only from the real vault (or while locked)', () => {
  it('refuses every write while the decoy is open, and keeps what the real vault wrote', async () => {
    setOpenVaultMode('real');
    await updateEssentials({ checkInDeadline: 1234, message: 'real' });
    setOpenVaultMode('decoy');
    await expect(updateEssentials({ checkInDeadline: null })).rejects.toBeInstanceOf(
      DecoyEssentialsError,
    );
    await expect(updateEssentials({ contacts: [] })).rejects.toBeInstanceOf(DecoyEssentialsError);
    expect(await readEssentials()).toMatchObject({ checkInDeadline: 1234, message: 'real' });
  });

  it('still writes while locked (a fired check-in, the access log)', async () => {
    await updateEssentials({ checkInDeadline: 99 });
    expect((await readEssentials()).checkInDeadline).toBe(99);
  });
});

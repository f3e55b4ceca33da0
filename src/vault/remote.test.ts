// @vitest-environment node
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { getVaultDatabase, isVaultOpen, lockVault, unlockWithCode } from './index';
import { openFromServer, sealForServer, SERVER_COPY_PREFIX } from './remote';
import { useSession } from '../session';
import { setMinimalKdfForTests } from './vault';

beforeEach(async () => {
  setMinimalKdfForTests();
  if (!isVaultOpen()) expect(await unlockWithCode('77777')).toBe('real');
});

describe('server copies', () => {
  it('are versioned base64url ciphertext that opens to the text', async () => {
    const text = 'He said he would take the children. 😟';
    const sealed = await sealForServer(text, 'journal:a1');
    expect(sealed.startsWith(SERVER_COPY_PREFIX)).toBe(true);
    expect(sealed.slice(SERVER_COPY_PREFIX.length)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('children');
    expect(await openFromServer(sealed, 'journal:a1')).toBe(text);
    // A fresh nonce each time.
    expect(await sealForServer(text, 'journal:a1')).not.toBe(sealed);
  });

  it('are bound to their record and refuse any change', async () => {
    const sealed = await sealForServer('text', 'journal:a1');
    expect(await openFromServer(sealed, 'journal:a2')).toBeNull();
    const flipped = sealed.slice(0, -2) + (sealed.at(-2) === 'A' ? 'B' : 'A') + sealed.at(-1);
    expect(await openFromServer(flipped, 'journal:a1')).toBeNull();
    expect(await openFromServer('plain text', 'journal:a1')).toBeNull();
    expect(await openFromServer(`${SERVER_COPY_PREFIX}not*base64`, 'journal:a1')).toBeNull();
    expect(await openFromServer(`${SERVER_COPY_PREFIX}AAAA`, 'journal:a1')).toBeNull();
  });

  it('open again after locking and unlocking (the key lives in the vault, not in memory)', async () => {
    const sealed = await sealForServer('kept', 'journal:k');
    useSession.getState().lock();
    await expect(sealForServer('x', 'journal:k')).rejects.toThrow();
    expect(await unlockWithCode('77777')).toBe('real');
    expect(await openFromServer(sealed, 'journal:k')).toBe('kept');
  });

  it('use a 32-byte key kept, encrypted, in the store meta table', async () => {
    await sealForServer('x', 'journal:k');
    const record = await getVaultDatabase().meta.get('serverCopyKey');
    expect((record?.value as Uint8Array).length).toBe(32);
    lockVault();
  });
});

// The restore's last step on the real vault (fake-indexeddb): the person chooses her own code,
// which re-keys the restored vault; 77777 no longer opens it. Only the download is stood in for.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getVaultDatabase, isVaultOpen, lockVault, readMeta, unlockWithCode } from '../../vault';
import { isPublicCodeRetired } from '../../session';
import { setMinimalKdfForTests } from '../../vault/vault';
import { wipeTestDevice } from '../../vault/testing/vault.test-support';
import { englishI18n, renderInEnglish } from '../settings/settings.test-support';
import { restoreFromCloud } from './cloudBackup';
import { RestoreForm } from './RestorePage';

vi.mock('./cloudBackup', () => ({ restoreFromCloud: vi.fn() }));

const CODE = '0123-4567-89AB-CDEF-GHJK-MNPQ';
const MARKER = 'JOURNAL-MARKER restored';
const NEW_CODE = '246810';

beforeAll(async () => {
  await (await englishI18n()).loadNamespaces(['vault']);
});

beforeEach(async () => {
  await wipeTestDevice();
  localStorage.clear();
  setMinimalKdfForTests();
  // The download fills the vault the page opened with the default code.
  vi.mocked(restoreFromCloud).mockImplementation(async (_code, onProgress) => {
    onProgress(10, 10);
    await getVaultDatabase().journal.put({ id: 'j1', content: MARKER, createdAt: 1 });
    return { ok: true, records: 1, recordings: 1, damaged: 0 };
  });
});

async function restore() {
  await renderInEnglish(<RestoreForm />);
  await userEvent.type(screen.getByRole('textbox', { name: 'Recovery code' }), CODE);
  await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
  return screen.findByRole('region', { name: 'Choose your own code' }, { timeout: 30_000 });
}

async function journalOpensWith(code: string): Promise<string | undefined | null> {
  lockVault();
  if ((await unlockWithCode(code)) !== 'real') return null;
  return (await getVaultDatabase().journal.get('j1'))?.content;
}

describe('Restore, then a code of her own', () => {
  it('asks for a new code before saying it is done; then the new code opens the vault and 77777 does not', async () => {
    await restore();
    expect(screen.getByRole('status')).toHaveTextContent('Downloaded and opened: 1 recordings.');
    expect(screen.queryByText(/^Restored/)).toBeNull();
    // The same rules as everywhere: a code that does not match its confirmation is refused.
    await userEvent.type(screen.getByLabelText('Your code (6 to 10 digits)'), NEW_CODE);
    await userEvent.type(screen.getByLabelText('Your code again'), '246811');
    await userEvent.click(screen.getByRole('button', { name: 'Save code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The two codes are not the same.');
    await userEvent.clear(screen.getByLabelText('Your code again'));
    await userEvent.type(screen.getByLabelText('Your code again'), NEW_CODE);
    await userEvent.click(screen.getByRole('button', { name: 'Save code' }));
    expect(
      await screen.findByText('Restored: 1 recordings.', {}, { timeout: 30_000 }),
    ).toBeVisible();
    expect(screen.getByText(/type your new code/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Choose your own code' })).toBeNull();
    // Done means locked: only the calculator's code opens it again.
    expect(isVaultOpen()).toBe(false);
    expect(isPublicCodeRetired()).toBe(true);
    expect(await journalOpensWith('77777')).toBeNull();
    expect(await journalOpensWith(NEW_CODE)).toBe(MARKER);
  });

  it('"Not now" leaves the restored vault on 77777, and the app keeps suggesting her own code', async () => {
    await restore();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(await screen.findByText('Restored: 1 recordings.')).toBeVisible();
    expect(screen.getByText(/type 77777, then choose your own code/)).toBeVisible();
    expect(isVaultOpen()).toBe(false);
    expect(isPublicCodeRetired()).toBe(false);
    expect(await journalOpensWith('77777')).toBe(MARKER);
    expect((await readMeta('setup'))?.done).not.toBe(true);
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setCodes, unlockWithCode } from '../../vault';
import { installFakeReport } from '../../platform/report.test-support';
import { useSession } from '../../session';
import { englishI18n, renderInEnglish } from '../settings/settings.test-support';
import { restoreFromCloud } from './cloudBackup';
import { RestoreForm } from './RestorePage';

vi.mock('../../vault', () => ({
  DEFAULT_CODE: '77777',
  unlockWithCode: vi.fn(),
  setCodes: vi.fn(),
  writeMeta: vi.fn(),
}));
vi.mock('./cloudBackup', () => ({ restoreFromCloud: vi.fn() }));

/** 24 characters of the code's alphabet: a well-formed recovery code. */
const CODE = '0123-4567-89AB-CDEF-GHJK-MNPQ';
const restore = vi.mocked(restoreFromCloud);
const unlock = vi.mocked(unlockWithCode);

beforeAll(async () => {
  await (await englishI18n()).loadNamespaces(['vault']);
});

beforeEach(() => {
  installFakeReport();
  vi.clearAllMocks();
  unlock.mockResolvedValue('real');
  vi.mocked(setCodes).mockResolvedValue({ ok: true });
});

const typeAndRestore = async (code: string) => {
  await userEvent.type(screen.getByRole('textbox', { name: 'Recovery code' }), code);
  await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
};

describe('Restore', () => {
  it('refuses what is not a recovery code without opening anything', async () => {
    await renderInEnglish(<RestoreForm />);
    await typeAndRestore('1234');
    expect(await screen.findByRole('alert')).toHaveTextContent('This is not a recovery code.');
    expect(unlock).not.toHaveBeenCalled();
    expect(restore).not.toHaveBeenCalled();
  });

  it('shows the progress while it downloads, then asks for a new code, and only then says it is done', async () => {
    let finish: (() => void) | undefined;
    restore.mockImplementation(
      (_code, onProgress) =>
        new Promise((resolve) => {
          onProgress(300, 1000);
          finish = () => resolve({ ok: true, records: 1, recordings: 2, damaged: 1 });
        }),
    );
    const lock = vi.spyOn(useSession.getState(), 'lock');
    await renderInEnglish(<RestoreForm />);
    await typeAndRestore(CODE);
    const bar = await screen.findByRole('progressbar', { name: 'Restore progress' });
    expect(bar).toHaveAttribute('value', '300');
    expect(bar).toHaveAttribute('max', '1000');
    expect(unlock).toHaveBeenCalledWith('77777');
    expect(restore.mock.calls[0]?.[0]).toBe(CODE);
    finish?.();
    await screen.findByRole('region', { name: 'Choose your own code' });
    expect(screen.getByText('Downloaded and opened: 2 recordings.')).toBeVisible();
    expect(screen.getByText('1 pieces could not be opened.')).toBeVisible();
    expect(screen.queryByText(/^Restored/)).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Recovery code' })).toBeNull();
    // The vault stays open for the new code.
    expect(lock).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Your code (6 to 10 digits)'), '2468');
    await userEvent.type(screen.getByLabelText('Your code again'), '2468');
    await userEvent.click(screen.getByRole('button', { name: 'Save code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Use 6 to 10 digits.');
    expect(setCodes).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Your code (6 to 10 digits)'), '10');
    await userEvent.type(screen.getByLabelText('Your code again'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save code' }));
    expect(await screen.findByText('Restored: 2 recordings.')).toBeVisible();
    expect(setCodes).toHaveBeenCalledWith('246810', undefined);
    expect(screen.getByText(/type your new code/)).toBeVisible();
    expect(lock).toHaveBeenCalled();
  });

  it('keeps the restore done but unprotected when she chooses "Not now", and says how to open it', async () => {
    restore.mockResolvedValue({ ok: true, records: 1, recordings: 2, damaged: 0 });
    await renderInEnglish(<RestoreForm />);
    await typeAndRestore(CODE);
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    expect(await screen.findByText('Restored: 2 recordings.')).toBeVisible();
    expect(screen.getByText(/type 77777, then choose your own code/)).toBeVisible();
    expect(setCodes).not.toHaveBeenCalled();
  });

  it('says a wrong code is wrong and keeps it in the box', async () => {
    restore.mockResolvedValue({ ok: false, reason: 'wrong-code' });
    await renderInEnglish(<RestoreForm />);
    await typeAndRestore(CODE);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No backup opens with this code. Nothing was downloaded.',
    );
    expect(screen.getByRole('textbox', { name: 'Recovery code' })).toHaveValue(CODE);
    expect(screen.queryByText(/Restored/)).toBeNull();
  });

  it('refuses on a phone whose vault has its own code, without asking the server', async () => {
    unlock.mockResolvedValue(null);
    await renderInEnglish(<RestoreForm />);
    await typeAndRestore(CODE);
    expect(await screen.findByRole('alert')).toHaveTextContent(/restore works on a new phone only/);
    expect(restore).not.toHaveBeenCalled();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeDownload, type FakeDownload } from '../../platform/media/download.test-support';
import { useToastStore } from '../../ui/toast/toastStore';
import { exportBackup, importBackup } from '../../vault';
import { BackupSection } from './BackupSection';
import { backupFileName } from './BackupExport';
import { renderInEnglish } from './settings.test-support';

vi.mock('../../vault', () => ({
  exportBackup: vi.fn(),
  importBackup: vi.fn(),
  isQuotaError: () => false,
}));

const exportMock = vi.mocked(exportBackup);
const importMock = vi.mocked(importBackup);
let downloads: FakeDownload;
const onImported = vi.fn();

beforeEach(() => {
  exportMock.mockReset();
  importMock.mockReset();
  downloads = installFakeDownload();
  onImported.mockReset();
  useToastStore.setState({ current: null });
});

async function exportWith(passphrase: string, again: string) {
  const user = userEvent.setup();
  await renderInEnglish(<BackupSection onImported={onImported} />);
  await user.type(screen.getByLabelText('Passphrase'), passphrase);
  await user.type(screen.getByLabelText('Passphrase again'), again);
  await user.click(screen.getByRole('button', { name: 'Export Backup' }));
}

describe('Backup export', () => {
  it('names the file neutrally by date', () => {
    expect(backupFileName(new Date(2026, 0, 5))).toBe('calculator-backup-2026-01-05.bin');
  });

  it('wants at least 8 characters', async () => {
    await exportWith('short', 'short');
    expect(await screen.findByRole('alert')).toHaveTextContent('at least 8 characters');
    expect(exportMock).not.toHaveBeenCalled();
  });

  it('wants the passphrase twice the same', async () => {
    await exportWith('correct horse', 'correct house');
    expect(await screen.findByRole('alert')).toHaveTextContent('do not match');
    expect(exportMock).not.toHaveBeenCalled();
  });

  it('encrypts, saves the file and toasts the record count', async () => {
    exportMock.mockResolvedValue({ bytes: new Uint8Array([1, 2, 3]), records: 42, skipped: 0 });
    await exportWith('correct horse', 'correct horse');
    await vi.waitFor(() => expect(downloads.saved).toHaveLength(1));
    expect(exportMock).toHaveBeenCalledWith('correct horse');
    const { name, blob } = downloads.saved[0] ?? {};
    expect(name).toMatch(/^calculator-backup-\d{4}-\d{2}-\d{2}\.bin$/);
    expect(blob).toBeInstanceOf(Blob);
    expect(blob?.size).toBe(3);
    expect(useToastStore.getState().current).toMatchObject({
      title: 'Backup Exported',
      description: 'Records in the file: 42.',
    });
    expect(screen.getByLabelText('Passphrase')).toHaveValue('');
    expect(screen.getByText(/cannot be recovered/)).toBeVisible();
  });
});

async function importWith(mode: 'Merge' | 'Replace') {
  const user = userEvent.setup();
  await renderInEnglish(<BackupSection onImported={onImported} />);
  const file = new File([new Uint8Array([9, 8, 7])], 'calculator-backup-2026-01-05.bin');
  await user.upload(screen.getByLabelText('Backup file'), file);
  await user.type(screen.getByLabelText('Backup passphrase'), 'correct horse');
  await user.click(screen.getByRole('radio', { name: new RegExp(`^${mode}`) }));
  await user.click(screen.getByRole('button', { name: 'Import Backup' }));
  return user;
}

describe('Backup import', () => {
  it.each([
    [
      'wrong-passphrase-or-damaged',
      'Wrong passphrase, or the file is damaged. Nothing was changed.',
    ],
    ['not-a-backup', 'This is not a Calculator backup file.'],
    ['unsupported-version', 'This backup was made by a newer version.'],
  ] as const)('explains %s', async (reason, message) => {
    importMock.mockResolvedValue({ ok: false, reason });
    await importWith('Merge');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onImported).not.toHaveBeenCalled();
  });

  it('merges the file with its passphrase and toasts the count', async () => {
    importMock.mockResolvedValue({ ok: true, records: 7 });
    await importWith('Merge');
    await vi.waitFor(() => expect(onImported).toHaveBeenCalledOnce());
    const [bytes, passphrase, mode] = importMock.mock.calls[0] ?? [];
    expect([...(bytes ?? [])]).toEqual([9, 8, 7]);
    expect([passphrase, mode]).toEqual(['correct horse', 'merge']);
    expect(useToastStore.getState().current).toMatchObject({
      title: 'Backup Imported',
      description: 'Records restored: 7.',
    });
  });

  it('asks before replacing, and Cancel does nothing', async () => {
    importMock.mockResolvedValue({ ok: true, records: 3 });
    const user = await importWith('Replace');
    expect(screen.getByText(/Replace deletes everything stored/)).toBeVisible();
    expect(importMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(importMock).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Import Backup' }));
    await user.click(screen.getByRole('button', { name: 'Yes, replace my data' }));
    await vi.waitFor(() => expect(importMock).toHaveBeenCalledOnce());
    expect(importMock.mock.calls[0]?.[2]).toBe('replace');
  });

  it('needs a file first', async () => {
    const user = userEvent.setup();
    await renderInEnglish(<BackupSection onImported={onImported} />);
    await user.click(screen.getByRole('button', { name: 'Import Backup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a backup file.');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { editStoredRecord } from '../../vault/testing/rawStore.test-support';
import { beforeEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../i18n';
import { installTestI18n } from '../../i18n/i18n.test-support';
import { installFakeDownload, type FakeDownload } from '../../platform/media/download.test-support';
import { useToastStore } from '../../ui/toast/toastStore';
import { getVaultDatabase, lockVault } from '../../vault';
import { installTestVault, openTestVault } from '../../vault/testing/vault.test-support';
import { JournalPanel } from './JournalPanel';

let downloads: FakeDownload;

const { renderWithI18n } = installTestI18n('journal');
installTestVault('journal');

beforeEach(() => {
  useLanguageStore.setState({ language: 'en' });
  useToastStore.setState({ current: null });
  downloads = installFakeDownload();
});

const NOV_21 = new Date(2026, 10, 21, 10, 30).getTime();
const NOV_22 = new Date(2026, 10, 22, 18, 5).getTime();

async function seed() {
  await getVaultDatabase().journal.bulkAdd([
    { id: 'older', content: 'He took my phone.', createdAt: NOV_21 },
    { id: 'newer', content: 'Stayed at my sister’s.', createdAt: NOV_22 },
  ]);
}

const entryTexts = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.journal-content')?.textContent);

describe('Journal tab', () => {
  it('ignores empty text: Save stays disabled and Ctrl+Enter saves nothing', async () => {
    const user = userEvent.setup();
    renderWithI18n(<JournalPanel />);
    const box = screen.getByRole('textbox', { name: 'New entry' });
    const save = screen.getByRole('button', { name: 'Save Entry' });
    expect(save).toBeDisabled();
    await user.type(box, '   ');
    expect(save).toBeDisabled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(await getVaultDatabase().journal.count()).toBe(0);
    expect(screen.getByText(/No entries yet/)).toBeInTheDocument();
  });

  it('saves with the button or Ctrl+Enter, shows entries newest first and clears the box', async () => {
    const user = userEvent.setup();
    renderWithI18n(<JournalPanel />);
    const box = screen.getByRole('textbox', { name: 'New entry' });
    await user.type(box, '  First night away  ');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));
    await waitFor(() => expect(entryTexts()).toEqual(['First night away']));
    expect(box).toHaveValue('');
    expect(useToastStore.getState().current).toMatchObject({ title: 'Entry saved' });

    await user.type(box, 'Second entry');
    await user.keyboard('{Meta>}{Enter}{/Meta}');
    await waitFor(() => expect(entryTexts()).toEqual(['Second entry', 'First night away']));
    expect(box).toHaveValue('');
  });

  it('asks before deleting, can be cancelled, then removes only that entry', async () => {
    await seed();
    const user = userEvent.setup();
    renderWithI18n(<JournalPanel />);
    const remove = await screen.findByRole('button', { name: /^Delete entry from Nov 21, 2026/ });
    await user.click(remove);
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toHaveFocus();
    expect(screen.getByText(/Delete this entry\?/)).toBeInTheDocument();
    await user.click(cancel);
    expect(entryTexts()).toEqual(['Stayed at my sister’s.', 'He took my phone.']);
    expect(screen.getByRole('button', { name: /^Delete entry from Nov 21, 2026/ })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /^Delete entry from Nov 21, 2026/ }));
    await user.click(screen.getByRole('button', { name: /^Yes, delete entry from Nov 21, 2026/ }));
    await waitFor(() => expect(entryTexts()).toEqual(['Stayed at my sister’s.']));
    expect(await getVaultDatabase().journal.get('older')).toBeUndefined();
  });

  it('exports nothing with no entries, then a plain-text file of all entries', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithI18n(<JournalPanel />);
    const exportButton = screen.getByRole('button', { name: 'Export' });
    expect(exportButton).toBeDisabled();
    expect(exportButton).toHaveAccessibleDescription(/NOT encrypted/);
    unmount();

    await seed();
    renderWithI18n(<JournalPanel />);
    await screen.findByText('He took my phone.');
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(downloads.saved).toHaveLength(1);
    const { name, blob } = downloads.saved[0] ?? {};
    expect(name).toMatch(/^notes-\d{4}-\d{2}-\d{2}\.txt$/);
    expect(blob?.type).toBe('text/plain;charset=utf-8');
    const text = (await blob?.text()) ?? '';
    expect(text).toMatch(/Nov 22, 2026[^\n]*\n\nStayed at my sister’s\.\n/);
    expect(text).toMatch(/Nov 21, 2026[^\n]*\n\nHe took my phone\.\n/);
    expect(text.indexOf('Stayed')).toBeLessThan(text.indexOf('He took'));
  });

  it('shows a calm notice for an unreadable record and still shows the others', async () => {
    await seed();
    await editStoredRecord('journal', 'older', (record) => {
      record.c[record.c.length - 1] = (record.c[record.c.length - 1] ?? 0) ^ 1;
    });
    lockVault();
    await openTestVault();

    renderWithI18n(<JournalPanel />);
    expect(await screen.findByText('Stayed at my sister’s.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Entries that could not be read: 1.');
    expect(entryTexts()).toEqual(['Stayed at my sister’s.']);
  });
});

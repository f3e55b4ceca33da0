import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installTestI18n } from '../../../i18n/i18n.test-support';
import { useToastStore } from '../../../ui/toast/toastStore';
import { getVaultDatabase, lockVault } from '../../../vault';
import { openTestVault } from '../../../vault/testing/vault.test-support';
import { saveEvidenceNote } from '../notesRepository';
import { EvidenceNotes } from './EvidenceNotes';

const { renderWithI18n } = installTestI18n('evidence');

beforeEach(async () => {
  await openTestVault();
  await getVaultDatabase().evidenceNotes.clear();
  useToastStore.setState({ current: null });
});

function renderNotes() {
  return renderWithI18n(<EvidenceNotes />);
}

describe('evidence notes', () => {
  it('keeps Save Note disabled for empty or blank text and saves nothing', async () => {
    renderNotes();
    const save = screen.getByRole('button', { name: 'Save Note' });
    expect(save).toHaveProperty('disabled', true);
    await userEvent.type(screen.getByRole('textbox', { name: 'Evidence note' }), '   \n  ');
    expect(save).toHaveProperty('disabled', true);
    expect(await saveEvidenceNote(' \t ')).toEqual({ ok: false, reason: 'empty' });
    expect(await getVaultDatabase().evidenceNotes.count()).toBe(0);
  });

  it('saves the trimmed text, lists it newest first, shows markup as text, and deletes it', async () => {
    await saveEvidenceNote('First: he shouted', 1_000);
    renderNotes();
    const field = screen.getByRole('textbox', { name: 'Evidence note' });
    await userEvent.type(field, '  <img src=x onerror=alert(1)> broke the door  ');
    await userEvent.click(screen.getByRole('button', { name: 'Save Note' }));
    const list = await screen.findByRole('list', { name: 'Saved notes' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    const texts = within(list)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('p')?.textContent);
    expect(texts).toEqual(['<img src=x onerror=alert(1)> broke the door', 'First: he shouted']);
    expect(list.querySelector('img')).toBeNull();
    expect((field as HTMLTextAreaElement).value).toBe('');

    await userEvent.click(
      within(list).getByRole('button', { name: 'Delete note: First: he shouted' }),
    );
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(await getVaultDatabase().evidenceNotes.count()).toBe(1);
  });

  it('cannot save while the vault is locked', async () => {
    lockVault();
    expect(await saveEvidenceNote('written while locked')).toEqual({
      ok: false,
      reason: 'locked',
    });
  });
});

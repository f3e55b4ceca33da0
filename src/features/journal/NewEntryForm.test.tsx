import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installTestI18n } from '../../i18n/i18n.test-support';
import { addJournalEntry, type AddJournalResult } from './journalRepository';
import { NewEntryForm } from './NewEntryForm';

vi.mock('./journalRepository', () => ({ addJournalEntry: vi.fn() }));

const { renderWithI18n } = installTestI18n('journal');

describe('New entry while the previous one is still saving', () => {
  it('keeps what was typed during the save and clears only the saved text', async () => {
    let finish: (value: AddJournalResult) => void = () => undefined;
    vi.mocked(addJournalEntry).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderWithI18n(<NewEntryForm />);
    const box = screen.getByRole('textbox', { name: 'New entry' });
    await user.type(box, 'He took my keys.');
    await user.click(screen.getByRole('button', { name: 'Save Entry' }));
    expect(addJournalEntry).toHaveBeenCalledWith('He took my keys.');
    // The save is still running: the user writes on.
    await user.type(box, ' Then he left at 9.');
    await act(async () =>
      finish({ ok: true, entry: { id: 'e1', content: 'He took my keys.', createdAt: 1 } }),
    );
    expect(box).toHaveValue('Then he left at 9.');
  });
});

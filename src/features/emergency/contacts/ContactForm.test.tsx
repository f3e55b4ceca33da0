import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { installTestI18n } from '../../../i18n/i18n.test-support';
import { ContactForm } from './ContactForm';
import type { SaveContactResult } from './contactsRepository';

const { renderWithI18n } = installTestI18n('contacts');

describe('Adding a contact while the previous add is still saving', () => {
  it('clears only the fields that still hold what was saved', async () => {
    let finish: (result: SaveContactResult) => void = () => undefined;
    const save = vi.fn(() => new Promise<SaveContactResult>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderWithI18n(<ContactForm label="New emergency contact" submitLabel="Add" save={save} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    await user.type(name, 'Sam');
    await user.type(phone, '07700 900123');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(save).toHaveBeenCalledOnce();
    // Still saving: the next contact's name is already being typed.
    await user.clear(name);
    await user.type(name, 'Jo');
    await act(async () => finish({ ok: true, essentialsSaved: true } as SaveContactResult));
    expect(name).toHaveValue('Jo');
    expect(phone).toHaveValue('');
  });
});

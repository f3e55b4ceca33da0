import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { I18nextProvider, initI18n } from '../../../i18n';
import { ContactForm } from './ContactForm';
import type { SaveContactResult } from './contactsRepository';

let i18n: Awaited<ReturnType<typeof initI18n>>;
beforeAll(async () => {
  i18n = await initI18n();
  await i18n.loadNamespaces(['contacts']);
});

describe('Adding a contact while the previous add is still saving', () => {
  it('clears only the fields that still hold what was saved', async () => {
    let finish: (result: SaveContactResult) => void = () => undefined;
    const save = vi.fn(() => new Promise<SaveContactResult>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(
      <I18nextProvider i18n={i18n}>
        <ContactForm label="New emergency contact" submitLabel="Add" save={save} />
      </I18nextProvider>,
    );
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

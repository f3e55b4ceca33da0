import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { I18nextProvider, initI18n, useLanguageStore } from '../../i18n';
import { useToastStore } from '../../ui/toast/toastStore';
import {
  getVaultDatabase,
  isVaultOpen,
  readEssentials,
  unlockWithCode,
  type Contact,
} from '../../vault';
import { useSession } from '../../vault/session';
import { setMinimalKdfForTests } from '../../vault/vault';
import { useCountryStore } from '../country';
import { ContactsSection } from './ContactsSection';

let i18n: Awaited<ReturnType<typeof initI18n>>;

async function openVault() {
  if (!isVaultOpen()) expect(await unlockWithCode('77777')).toBe('real');
  useSession.getState().unlock();
}

beforeAll(async () => {
  i18n = await initI18n();
  await i18n.loadNamespaces(['contacts']);
  setMinimalKdfForTests();
  await openVault();
});

beforeEach(async () => {
  await openVault();
  await getVaultDatabase().contacts.clear();
  useLanguageStore.setState({ language: 'en' });
  useCountryStore.setState({ country: 'UK' });
  useToastStore.setState({ current: null });
});

const renderSection = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <ContactsSection />
    </I18nextProvider>,
  );

function contact(name: string, priority: number, phone = '+447911123456'): Contact {
  return { id: `id-${name}`, name, phone, priority, createdAt: priority };
}

const names = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.contact-name')?.textContent);

describe('A contact in the list', () => {
  it('edits inline: the form holds the current values and Save updates the contact', async () => {
    await getVaultDatabase().contacts.bulkAdd([contact('Sam', 1)]);
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Edit Sam' }));
    const edit = screen.getByRole('form', { name: 'Edit Sam' });
    const name = within(edit).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveFocus();
    expect(within(edit).getByRole('textbox', { name: 'Phone' })).toHaveValue('+44 7911 123456');
    await user.clear(name);
    await user.type(name, 'Samira');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(names()).toEqual(['Samira']));
    expect(screen.getByRole('button', { name: 'Edit Samira' })).toHaveFocus();
    expect(await getVaultDatabase().contacts.get('id-Sam')).toMatchObject({ name: 'Samira' });
  });

  it('deletes after an inline confirmation, and the rest are renumbered', async () => {
    await getVaultDatabase().contacts.bulkAdd([contact('A', 1), contact('B', 2)]);
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Delete A' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Delete A' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete A' }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete A' }));
    await waitFor(() => expect(names()).toEqual(['B']));
    expect(await getVaultDatabase().contacts.get('id-B')).toMatchObject({ priority: 1 });
  });

  it('moves contacts up and down with buttons named after them, keeping focus', async () => {
    await getVaultDatabase().contacts.bulkAdd([contact('A', 1), contact('B', 2)]);
    const user = userEvent.setup();
    renderSection();
    expect(await screen.findByRole('button', { name: 'Move up: A' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: B' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move up: B' }));
    await waitFor(() => expect(names()).toEqual(['B', 'A']));
    // B is first now, so focus moves from its disabled "up" to its "down".
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move down: B' })).toHaveFocus());
    await waitFor(async () =>
      expect((await readEssentials()).contacts.map((c) => c.name)).toEqual(['B', 'A']),
    );
    await user.click(screen.getByRole('button', { name: 'Move down: B' }));
    await waitFor(() => expect(names()).toEqual(['A', 'B']));
  });
});

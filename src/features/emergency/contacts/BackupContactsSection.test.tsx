import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installTestI18n } from '../../../i18n/i18n.test-support';
import { getVaultDatabase, readEssentials } from '../../../vault';
import { installTestVault } from '../../../vault/testing/vault.test-support';
import { useCountryStore } from '../../country';
import { BackupContactsSection } from './BackupContactsSection';
import { ContactsSection } from './ContactsSection';

const { renderWithI18n } = installTestI18n('contacts');
installTestVault('contacts', 'backupContacts');

beforeEach(() => {
  useCountryStore.setState({ country: 'FR' });
});

const renderBoth = () =>
  renderWithI18n(
    <>
      <ContactsSection />
      <BackupContactsSection />
    </>,
  );

const backupSection = () =>
  screen.getByRole('heading', { name: 'Backup contacts' }).closest('section') as HTMLElement;

async function addBackup(user: ReturnType<typeof userEvent.setup>, name: string, phone: string) {
  await user.click(within(backupSection()).getByRole('button', { name: 'New backup contact' }));
  const form = screen.getByRole('form', { name: 'New backup contact' });
  await user.type(within(form).getByRole('textbox', { name: 'Name' }), name);
  await user.type(within(form).getByRole('textbox', { name: 'Phone' }), phone);
  await user.click(within(form).getByRole('button', { name: 'Add' }));
  await within(backupSection()).findByText(name);
  // The form closes once saved, and focus returns to the button that opened it (or the list).
  await waitFor(() => expect(form).not.toBeInTheDocument());
}

describe('Backup contacts', () => {
  it('keeps one contact form on the panel until a backup contact is asked for', () => {
    renderBoth();
    expect(screen.getAllByRole('textbox', { name: 'Name' })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: 'Add' })).toHaveLength(1);
    expect(within(backupSection()).getByText(/alerted after the backup delay/)).toBeInTheDocument();
  });

  it('adds at most 2 backup contacts, kept apart from the trusted ones', async () => {
    const user = userEvent.setup();
    renderBoth();
    await addBackup(user, 'Jo', '06 12 34 56 78');
    await addBackup(user, 'Lou', '+44 7911 123456');

    const open = within(backupSection()).getByRole('button', { name: 'New backup contact' });
    expect(open).toBeDisabled();
    expect(open).toHaveAccessibleDescription(/You have 2 backup contacts/);
    const stored = await getVaultDatabase().backupContacts.toArray();
    expect(stored.sort((a, b) => a.priority - b.priority)).toMatchObject([
      { name: 'Jo', phone: '+33612345678', priority: 1 },
      { name: 'Lou', phone: '+447911123456', priority: 2 },
    ]);
    expect(await getVaultDatabase().contacts.count()).toBe(0);
    await waitFor(async () =>
      expect((await readEssentials()).backupContacts.map((c) => c.phone)).toEqual([
        '+33612345678',
        '+447911123456',
      ]),
    );
  });
});

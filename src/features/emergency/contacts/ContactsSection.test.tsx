import { openTestVault } from '../../../vault/testing/vault.test-support';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../../ui/toast/toastStore';
import { getVaultDatabase, readEssentials } from '../../../vault';
import { installContactsHooks, contact, names, renderSection } from './contacts.test-support';

installContactsHooks();

const form = () => screen.getByRole('form', { name: 'New emergency contact' });

describe('Emergency contacts', () => {
  it('shows the spec’s text and private fields with visible labels', () => {
    renderSection();
    expect(
      screen.getByText('Up to 3 trusted contacts for location and alerts via SMS/email'),
    ).toBeInTheDocument();
    for (const name of ['Name', 'Phone', 'Email']) {
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('autocomplete', 'off');
    }
    expect(screen.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('inputmode', 'tel');
    const relationship = screen.getByRole('combobox', { name: 'Relationship' });
    expect(
      within(relationship)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['', 'Family', 'Friend', 'Partner', 'Coworker', 'Neighbor', 'Other']);
  });

  it('does nothing, and says nothing, when the name or phone is blank', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), '   ');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '07911 123456');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sam');
    await user.clear(screen.getByRole('textbox', { name: 'Phone' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await getVaultDatabase().contacts.count()).toBe(0);
    expect(useToastStore.getState().current).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('adds a contact with an E.164 number read in the user’s region and clears the form', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sam');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '07700 900123');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'sam@example.org');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Relationship' }), 'Friend');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    const item = await screen.findByRole('listitem');
    expect(within(item).getByText('+44 7700 900123').tagName).toBe('BDI');
    expect(within(item).getByText('+44 7700 900123')).toHaveAttribute('dir', 'ltr');
    expect(within(item).getByText('Friend')).toBeInTheDocument();
    expect(within(item).getByText('sam@example.org')).toBeInTheDocument();
    // The form empties once the copy used while locked is written too.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(useToastStore.getState().current).toMatchObject({ title: 'Contact added' });
    expect(await getVaultDatabase().contacts.toArray()).toMatchObject([
      { name: 'Sam', phone: '+447700900123', relationship: 'Friend', priority: 1 },
    ]);
    expect((await readEssentials()).contacts.map((c) => c.phone)).toEqual(['+447700900123']);
  });

  it('explains a number that cannot be dialled, saves nothing and keeps the text', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Sam');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Add' }));

    const phone = screen.getByRole('textbox', { name: 'Phone' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This number can't be dialled. Check it, or include the country code, e.g. +44…",
    );
    expect(phone).toHaveValue('12345');
    expect(phone).toHaveFocus();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription(/can't be dialled/);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Sam');
    expect(await getVaultDatabase().contacts.count()).toBe(0);
  });

  it('disables Add at 3 contacts and says why', async () => {
    await getVaultDatabase().contacts.bulkAdd([contact('A', 1), contact('B', 2), contact('C', 3)]);
    renderSection();
    await waitFor(() => expect(names()).toEqual(['A', 'B', 'C']));
    const add = within(form()).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(/You have 3 trusted contacts/);
  });

  it('reports unreadable contacts calmly and still shows the others', async () => {
    await getVaultDatabase().contacts.bulkAdd([contact('A', 1)]);
    const { editStoredRecord } = await import('../../../vault/testing/rawStore.test-support');
    await editStoredRecord(
      'contacts',
      'id-A',
      (record) => (record.c[0] = (record.c[0] ?? 0) ^ 1),
      'id-broken',
    );
    const { lockVault } = await import('../../../vault');
    lockVault();
    await openTestVault();

    renderSection();
    await waitFor(() => expect(names()).toEqual(['A']));
    expect(screen.getByRole('status')).toHaveTextContent('Contacts that could not be read: 1.');
  });
});

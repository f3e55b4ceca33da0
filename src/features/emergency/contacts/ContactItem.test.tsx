import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useToastStore } from '../../../ui/toast/toastStore';
import { getVaultDatabase, readEssentials } from '../../../vault';
import { installContactsHooks, contact, names, renderSection } from './contacts.test-support';

installContactsHooks();

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
    // Focus returns once the saved list has rendered, which may come a tick after the name.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Samira' })).toHaveFocus());
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
      expect((await readEssentials()).contacts.map((c) => c.id)).toEqual(['id-B', 'id-A']),
    );
    const toastBefore = useToastStore.getState().current;
    await user.click(screen.getByRole('button', { name: 'Move down: B' }));
    await waitFor(() => expect(names()).toEqual(['A', 'B']));
    // The move has finished (its toast is up), not only its write: nothing of it runs after the
    // test (a state update after the environment's teardown failed CI once).
    await waitFor(() => expect(useToastStore.getState().current).not.toBe(toastBefore));
    expect(useToastStore.getState().current?.title).toBe('Order changed');
  });
});

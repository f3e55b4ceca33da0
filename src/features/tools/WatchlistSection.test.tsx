import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getVaultDatabase } from '../../vault';
import { installToolsHooks, renderSection, textForm } from './tools.test-support';
import { WatchlistSection } from './WatchlistSection';

installToolsHooks();

const { field, button: addButton } = textForm('Name to watch', 'Add to Watchlist');
const list = () => screen.getByRole('list', { name: 'Watched names' });

describe('Tools: name watchlist', () => {
  it('disables Add for an empty or blank name', async () => {
    const user = userEvent.setup();
    renderSection(<WatchlistSection />);
    expect(addButton()).toBeDisabled();
    await user.type(field(), '   ');
    expect(addButton()).toBeDisabled();
    await user.type(field(), 'x');
    expect(addButton()).toBeEnabled();
  });

  it('adds a trimmed name to the list and queues it sealed for /api/watchlist', async () => {
    const user = userEvent.setup();
    renderSection(<WatchlistSection />);
    expect(screen.getByText('No names yet.')).toBeInTheDocument();
    await user.type(field(), '  Maria Lopez  ');
    await user.click(addButton());

    expect(
      within(await screen.findByRole('list', { name: 'Watched names' })).getByText('Maria Lopez'),
    ).toBeInTheDocument();
    expect(field()).toHaveValue('');
    expect(screen.queryByText('No names yet.')).toBeNull();
    const [stored] = await getVaultDatabase().watchlist.toArray();
    expect(stored).toMatchObject({ name: 'Maria Lopez' });
    const queued = await getVaultDatabase().outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ method: 'POST', path: '/api/watchlist' });
    // The server only ever gets a sealed copy of the name.
    expect(JSON.stringify(queued[0]!.body)).not.toContain('Maria');
  });

  it('lists the saved names oldest first, and deletes one', async () => {
    const db = getVaultDatabase();
    await db.watchlist.bulkAdd([
      { id: 'b', name: 'Second', createdAt: 2_000 },
      { id: 'a', name: 'First', createdAt: 1_000 },
    ]);
    const user = userEvent.setup();
    renderSection(<WatchlistSection />);
    await screen.findByRole('list', { name: 'Watched names' });
    await waitFor(() =>
      expect(
        within(list())
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['First', 'Second']),
    );

    await user.click(screen.getByRole('button', { name: 'Delete First' }));
    await waitFor(() => expect(within(list()).queryByText('First')).toBeNull());
    expect(within(list()).getByText('Second')).toBeInTheDocument();
    expect((await db.watchlist.toArray()).map((item) => item.id)).toEqual(['b']);
    expect(await db.outbox.toArray()).toEqual([
      expect.objectContaining({ method: 'DELETE', path: '/api/watchlist/a' }),
    ]);

    await user.click(screen.getByRole('button', { name: 'Delete Second' }));
    expect(await screen.findByText('No names yet.')).toBeInTheDocument();
  });

  it('shows a typed HTML payload as text, never as markup', async () => {
    const payload = '<img src=x onerror="window.__xss=1"><b>bold</b>';
    const user = userEvent.setup();
    const { container } = renderSection(<WatchlistSection />);
    await user.type(field(), payload);
    await user.click(addButton());

    const list = await screen.findByRole('list', { name: 'Watched names' });
    expect(within(list).getByRole('listitem')).toHaveTextContent(payload, {
      normalizeWhitespace: false,
    });
    expect(container.querySelector('img, b')).toBeNull();
    expect(screen.getByRole('button', { name: `Delete ${payload}` })).toBeInTheDocument();
  });
});

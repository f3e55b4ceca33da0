import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider } from '../i18n';
import { installTestI18n } from '../i18n/i18n.test-support';
import { IDLE_SYNC_STATE, useSyncState } from '../sync';
import { discardDelivery, retryDelivery } from '../sync/outbox';
import { SyncIndicator } from './SyncIndicator';

vi.mock('../sync/outbox', () => ({ retryDelivery: vi.fn(), discardDelivery: vi.fn() }));

const { i18n, renderWithI18n } = installTestI18n();
beforeEach(() => useSyncState.setState(IDLE_SYNC_STATE));

const renderIndicator = () => renderWithI18n(<SyncIndicator />);

describe('sync indicator', () => {
  it('shows nothing while the outbox is not running or has nothing to say', () => {
    const { container, rerender } = renderIndicator();
    expect(container).toBeEmptyDOMElement();
    useSyncState.setState({ active: true });
    rerender(
      <I18nextProvider i18n={i18n()}>
        <SyncIndicator />
      </I18nextProvider>,
    );
    expect(container).toBeEmptyDOMElement();
    // Signed out with nothing waiting: nothing to say (a user who never signed in is not nagged).
    useSyncState.setState({ paused: true, pending: 0 });
    rerender(
      <I18nextProvider i18n={i18n()}>
        <SyncIndicator />
      </I18nextProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('counts what waits, and says when offline or signed out', () => {
    useSyncState.setState({ active: true, pending: 3, offline: true });
    const { rerender } = renderIndicator();
    expect(screen.getByRole('status')).toHaveTextContent(/^Offline: .*Waiting to send: 3$/);
    useSyncState.setState({ offline: false, paused: true });
    rerender(
      <I18nextProvider i18n={i18n()}>
        <SyncIndicator />
      </I18nextProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Signed out: sign in again to send your changes.Waiting to send: 3',
    );
  });

  it('lists refused calls with the server message, to retry or discard', async () => {
    useSyncState.setState({
      active: true,
      failed: [
        { id: 'a', kind: 'journal', method: 'POST', message: '"content" must be at most 200 KB.' },
        { id: 'b', kind: 'watchlist', method: 'DELETE', message: 'Forbidden' },
      ],
    });
    renderIndicator();
    const region = screen.getByRole('region', { name: 'Sync' });
    expect(region).toHaveTextContent('Not sent (journal entry): "content" must be at most 200 KB.');
    expect(region).toHaveTextContent('Not deleted on the server (watchlist name): Forbidden');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Retry: journal entry' }));
    await user.click(screen.getByRole('button', { name: 'Discard: watchlist name' }));
    expect(retryDelivery).toHaveBeenCalledWith('a');
    expect(discardDelivery).toHaveBeenCalledWith('b');
  });
});

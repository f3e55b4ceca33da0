import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useLanguageStore } from '../../i18n';
import { installTestI18n } from '../../i18n/i18n.test-support';
import { installFakeShare, type FakeShare } from '../../platform/device/share.test-support';
import { useToastStore } from '../../ui/toast/toastStore';
import { getVaultDatabase } from '../../vault';
import { installTestVault } from '../../vault/testing/vault.test-support';
import { CommunityPanel } from './CommunityPanel';

let share: FakeShare;

const { renderWithI18n } = installTestI18n('community');
installTestVault('communityReports', 'outbox');

beforeEach(() => {
  useLanguageStore.setState({ language: 'en' });
  useToastStore.setState({ current: null });
  share = installFakeShare();
});

const renderPanel = (onOpenShop?: () => void) =>
  renderWithI18n(<CommunityPanel onOpenShop={onOpenShop} />);

describe('Community tab', () => {
  it('a report is saved and queued with only its id, category and description', async () => {
    const user = userEvent.setup();
    renderPanel();
    const submit = screen.getByRole('button', { name: 'Submit Report' });
    expect(submit).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'scam');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), '  Fake job offer  ');
    await user.click(submit);

    await waitFor(() => expect(useToastStore.getState().current?.title).toBe('Report saved'));
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveValue('');
    const queued = await getVaultDatabase().outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ method: 'POST', path: '/api/community-reports' });
    const body = queued[0]!.body as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual(['category', 'description', 'id']);
    expect(body).toMatchObject({ category: 'scam', description: 'Fake job offer' });
    // It shows at once among the alerts.
    const alerts = await screen.findByRole('list', { name: 'Community alerts' });
    expect(await within(alerts).findByText('Fake job offer')).toBeInTheDocument();
    expect(within(alerts).getByText('Just now')).toBeInTheDocument();
  });

  it('a blank description sends nothing', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.type(screen.getByRole('textbox', { name: 'Description' }), '   ');
    expect(screen.getByRole('button', { name: 'Submit Report' })).toBeDisabled();
    expect(await getVaultDatabase().outbox.count()).toBe(0);
  });

  it('lists the five newest alerts with cut descriptions and their ages', async () => {
    const now = Date.now();
    const hour = 3_600_000;
    await getVaultDatabase().communityReports.bulkAdd([
      { id: 'a', category: 'person', description: 'x'.repeat(140), createdAt: now - 2 * hour },
      {
        id: 'b',
        category: 'location',
        description: 'Dark car outside',
        createdAt: now - 50 * hour,
      },
      { id: 'c', category: 'scam', description: 'c', createdAt: now - 75 * hour },
      { id: 'd', category: 'other', description: 'd', createdAt: now - 80 * hour },
      { id: 'e', category: 'other', description: 'e', createdAt: now - 85 * hour },
      { id: 'f', category: 'other', description: 'oldest', createdAt: now - 90 * hour },
    ]);
    renderPanel();
    const alerts = screen.getByRole('list', { name: 'Community alerts' });
    await waitFor(() => expect(within(alerts).getAllByRole('listitem')).toHaveLength(5));
    expect(within(alerts).queryByText('oldest')).toBeNull();
    expect(within(alerts).getByText(`${'x'.repeat(100)}…`)).toBeInTheDocument();
    expect(within(alerts).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(alerts).getByText('2 days ago')).toBeInTheDocument();
    expect(within(alerts).getByText('Location')).toBeInTheDocument();
  });

  it('shares a neutral text with the address, and says when it was copied instead', async () => {
    const user = userEvent.setup();
    share.outcome = 'copied';
    renderPanel();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(share.asked).toEqual([`A simple calculator app: ${window.location.origin}`]);
    await waitFor(() => expect(useToastStore.getState().current?.title).toBe('Link copied'));
  });

  it('the shop link opens the Shop tab', async () => {
    const user = userEvent.setup();
    const openShop = vi.fn();
    renderPanel(openShop);
    await user.click(screen.getByRole('button', { name: 'Open the Shop' }));
    expect(openShop).toHaveBeenCalledOnce();
  });
});

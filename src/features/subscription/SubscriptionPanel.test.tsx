import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeDevice, type FakeDevice } from '../../platform/device/device.test-support';
import { useLanguageStore } from '../../i18n';
import { useToastStore } from '../../ui/toast/toastStore';
import { getVaultDatabase } from '../../vault';
import { installTestVault } from '../../vault/testing/vault.test-support';
import { installTestI18n } from '../../i18n/i18n.test-support';
import { canCapture, usageLimitFor } from './index';
import { SubscriptionPanel } from './SubscriptionPanel';

let device: FakeDevice;

const fetchMock = vi.fn<typeof fetch>();

const { renderWithI18n } = installTestI18n('subscription');
installTestVault('subscription', 'usage');

beforeEach(async () => {
  useLanguageStore.setState({ language: 'en' });
  useToastStore.setState({ current: null });
  fetchMock.mockReset();
  fetchMock.mockRejectedValue(new TypeError('offline'));
  vi.stubGlobal('fetch', fetchMock);
  device = installFakeDevice();
});

/** The server's answers by path; anything else is unreachable. */
function server(routes: Record<string, () => Response>) {
  fetchMock.mockImplementation(async (input) => {
    const route = routes[String(input)];
    if (!route) throw new TypeError('offline');
    return route();
  });
}
const NO_PROVIDER = () => json(200, { checkout: false, storeUrl: null });
const PROVIDER = () => json(200, { checkout: true, storeUrl: null });

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function seed(
  status: Partial<{
    status: 'free' | 'active';
    plan: 'free' | 'trial' | 'monthly' | 'yearly' | 'unlimited';
    friendAccess: boolean;
    trialEnd: string | null;
    periodEnd: string | null;
  }>,
  counts: { audio: number; photo: number; video: number },
) {
  const db = getVaultDatabase();
  await db.subscription.put({
    id: 'status',
    status: 'free',
    plan: 'free',
    trialEnd: null,
    friendAccess: false,
    ...status,
  });
  await db.usage.put({
    id: 'usage',
    ...counts,
    total: counts.audio + counts.photo + counts.video,
  });
}

const renderPanel = () => renderWithI18n(<SubscriptionPanel />);

describe('Subscription tab', () => {
  it('friend access: "Friend Access" with unlimited audio, photo and video', async () => {
    await seed(
      { status: 'active', plan: 'unlimited', friendAccess: true },
      { audio: 3, photo: 0, video: 4 },
    );
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Friend Access' })).toBeInTheDocument();
    expect(screen.getAllByText('Unlimited')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Start 3-Day Trial' })).toBeNull();
  });

  it('an active yearly plan shows the plan and unlimited usage', async () => {
    await seed({ status: 'active', plan: 'yearly' }, { audio: 5, photo: 5, video: 5 });
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Premium plan' })).toBeInTheDocument();
    expect(screen.getByText(/Yearly plan/)).toBeInTheDocument();
    expect(screen.getAllByText('Unlimited')).toHaveLength(3);
  });

  it('the free plan with its counts; "Get Mobile App" toasts the mobile app', async () => {
    const user = userEvent.setup();
    await seed({}, { audio: 1, photo: 2, video: 0 });
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Free plan' })).toBeInTheDocument();
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    expect(screen.getByText('0 of 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Mobile App' }));
    expect(useToastStore.getState().current?.description).toBe(
      'Premium features, with a 3-day free trial, are in the mobile app.',
    );
  });

  it('at 5 uses: "Recording Limit Reached"; Start 3-Day Trial starts it on the server, then "Trial" with its end', async () => {
    const user = userEvent.setup();
    await seed({}, { audio: 2, photo: 2, video: 1 });
    const trialEnd = '2026-03-04T10:00:00.000Z';
    server({
      '/api/payments/config': NO_PROVIDER,
      '/api/subscription/trial': () =>
        json(200, { status: 'active', plan: 'trial', trialEnd, friendAccess: false }),
    });
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-01T10:00:00Z') });
    try {
      renderPanel();
      expect(
        await screen.findByRole('heading', { name: 'Recording Limit Reached' }),
      ).toBeInTheDocument();
      // Without a payment provider: one sentence, and the trial is still offered.
      expect(
        await screen.findByText(
          'Card payments are not set up on this server, so only the 3-day trial, which needs no card, is offered.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Monthly' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Yearly' })).toBeDisabled();
      await user.click(screen.getByRole('button', { name: 'Start 3-Day Trial' }));
      expect(await screen.findByRole('heading', { name: 'Trial' })).toBeInTheDocument();
      const end = screen.getByText((_, el) => el?.tagName === 'TIME');
      expect(end).toHaveAttribute('datetime', trialEnd);
      expect(end.parentElement).toHaveTextContent(/Ends on March 4, 2026/);
      expect(screen.getAllByText('Unlimited')).toHaveLength(3);
      const [url, init] = fetchMock.mock.calls.find(([u]) => u === '/api/subscription/trial')!;
      expect(url).toBe('/api/subscription/trial');
      expect(init?.method).toBe('POST');
      expect(await getVaultDatabase().subscription.get('status')).toMatchObject({
        status: 'active',
        plan: 'trial',
        trialEnd,
      });
      // No card, and nothing of a payment provider was loaded.
      expect(document.querySelector('script[src*="stripe"]')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('a second trial is refused with a clear message, and the plan stays as it was', async () => {
    const user = userEvent.setup();
    await seed({ trialEnd: '2026-01-04T10:00:00.000Z' }, { audio: 2, photo: 2, video: 1 });
    server({
      '/api/payments/config': NO_PROVIDER,
      '/api/subscription/trial': () =>
        json(409, { message: 'The 3-day trial was already used on this account.' }),
    });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Start 3-Day Trial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The 3-day trial was already used on this account.',
    );
    expect(screen.getByRole('heading', { name: 'Recording Limit Reached' })).toBeInTheDocument();
  });

  it('an unreachable server: the trial says nothing started or was charged', async () => {
    const user = userEvent.setup();
    await seed({}, { audio: 2, photo: 2, video: 1 });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Start 3-Day Trial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The trial could not be started because the server did not answer. Nothing was charged',
    );
    expect(
      screen.getByText('Paid plans can be chosen when the server can be reached.'),
    ).toBeInTheDocument();
  });

  it('with a provider: Monthly opens its hosted checkout, only when pressed', async () => {
    const user = userEvent.setup();
    await seed({}, { audio: 0, photo: 0, video: 0 });
    server({
      '/api/payments/config': PROVIDER,
      '/api/subscription/create': () =>
        json(200, { sessionId: 'cs_test_1', url: 'https://checkout.example/c/pay/cs_test_1' }),
    });
    renderPanel();
    const monthly = await screen.findByRole('button', { name: 'Monthly' });
    expect(screen.getByText(/^Or pay once/)).toHaveTextContent(
      'Or pay once, with nothing renewing by itself: \u2068£2.99\u2069 for 30 days or \u2068£29.78\u2069 for a year.',
    );
    expect(screen.getByRole('button', { name: 'Yearly' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([u]) => u)).not.toContain('/api/subscription/create');
    await user.click(monthly);
    await waitFor(() =>
      expect(device.opened).toEqual(['https://checkout.example/c/pay/cs_test_1']),
    );
    const [, init] = fetchMock.mock.calls.find(([u]) => u === '/api/subscription/create')!;
    expect(JSON.parse(String(init?.body))).toEqual({ plan: 'monthly' });
  });

  it('a checkout the server cannot open says nothing was charged', async () => {
    const user = userEvent.setup();
    await seed({}, { audio: 0, photo: 0, video: 0 });
    server({
      '/api/payments/config': PROVIDER,
      '/api/subscription/create': () => json(502, { message: 'down' }),
    });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Yearly' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment page could not be opened. Nothing was charged; please try again.',
    );
    expect(device.opened).toEqual([]);
  });

  it('a paid plan shows its end date; past it, the free plan again', async () => {
    await seed(
      { status: 'active', plan: 'monthly', periodEnd: '2999-01-31T12:00:00.000Z' },
      { audio: 0, photo: 0, video: 0 },
    );
    const { unmount } = renderPanel();
    expect(await screen.findByRole('heading', { name: 'Premium plan' })).toBeInTheDocument();
    expect(screen.getByText(/Paid until/)).toHaveTextContent(/January 31, 2999/);
    unmount();
    await seed(
      { status: 'active', plan: 'monthly', periodEnd: '2020-01-31T12:00:00.000Z' },
      { audio: 0, photo: 0, video: 0 },
    );
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Free plan' })).toBeInTheDocument();
  });
});

describe('limits for the evidence recorder', () => {
  it('blocks a kind at its free limit, counting the device when the server is unreachable', async () => {
    await seed({}, { audio: 2, photo: 1, video: 0 });
    expect(await canCapture('audio')).toBe(false);
    expect(await canCapture('photo')).toBe(true);
    expect(await usageLimitFor('photo')).toEqual({
      kind: 'photo',
      used: 1,
      limit: 2,
      remaining: 1,
    });
  });

  it('takes the server count when it is higher than the device’s', async () => {
    await seed({}, { audio: 0, photo: 0, video: 0 });
    fetchMock.mockResolvedValue(json(200, { audio: 0, photo: 0, video: 1, total: 1 }));
    expect(await canCapture('video')).toBe(false);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/subscription/usage');
  });

  it('the device count stands when the server says less (calls still queued)', async () => {
    await seed({}, { audio: 0, photo: 2, video: 0 });
    fetchMock.mockResolvedValue(json(200, { audio: 0, photo: 0, video: 0, total: 0 }));
    expect(await canCapture('photo')).toBe(false);
  });

  it('friend access is unlimited', async () => {
    await seed(
      { status: 'active', plan: 'unlimited', friendAccess: true },
      { audio: 9, photo: 9, video: 9 },
    );
    expect(await canCapture('video')).toBe(true);
    expect(await usageLimitFor('video')).toMatchObject({ limit: null, remaining: null });
  });
});

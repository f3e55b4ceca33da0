import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { I18nextProvider, initI18n, useLanguageStore } from '../../i18n';
import { useToastStore } from '../../ui/toast/toastStore';
import { getVaultDatabase, isVaultOpen, unlockWithCode } from '../../vault';
import { useSession } from '../../vault/session';
import { setMinimalKdfForTests } from '../../vault/vault';
import { canCapture, usageLimitFor } from './index';
import { SubscriptionPanel } from './SubscriptionPanel';

let i18n: Awaited<ReturnType<typeof initI18n>>;
const fetchMock = vi.fn<typeof fetch>();

async function openVault() {
  if (!isVaultOpen()) expect(await unlockWithCode('77777')).toBe('real');
  useSession.getState().unlock();
}

beforeAll(async () => {
  i18n = await initI18n();
  await i18n.loadNamespaces(['subscription']);
  setMinimalKdfForTests();
  await openVault();
});

beforeEach(async () => {
  await openVault();
  const db = getVaultDatabase();
  await db.subscription.clear();
  await db.usage.clear();
  useLanguageStore.setState({ language: 'en' });
  useToastStore.setState({ current: null });
  fetchMock.mockReset();
  fetchMock.mockRejectedValue(new TypeError('offline'));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function seed(
  status: Partial<{
    status: 'free' | 'active';
    plan: 'free' | 'monthly' | 'yearly' | 'unlimited';
    friendAccess: boolean;
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

function renderPanel() {
  return render(
    <I18nextProvider i18n={i18n}>
      <SubscriptionPanel />
    </I18nextProvider>,
  );
}

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

  it('at 5 uses: "Recording Limit Reached"; without a payment key the trial is not available', async () => {
    const user = userEvent.setup();
    await seed({}, { audio: 2, photo: 2, video: 1 });
    fetchMock.mockResolvedValue(
      json(503, { message: 'Subscriptions not available in web version' }),
    );
    renderPanel();
    expect(
      await screen.findByRole('heading', { name: 'Recording Limit Reached' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start 3-Day Trial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Subscriptions not available in web version',
    );
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/subscription/create');
    expect(JSON.parse(String(init?.body))).toEqual({ plan: 'trial' });
    // No payment provider script was added to the page.
    expect(document.querySelector('script[src*="stripe"]')).toBeNull();
  });

  it('a session created but no publishable key in this build: still "not available", no script', async () => {
    const user = userEvent.setup();
    await seed({}, { audio: 2, photo: 2, video: 1 });
    fetchMock.mockResolvedValue(json(200, { sessionId: 'cs_test_1' }));
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Start 3-Day Trial' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('not available in web version');
    expect(document.querySelector('script[src*="stripe"]')).toBeNull();
  });

  it('a failed creation toasts "Subscription Info"', async () => {
    const user = userEvent.setup();
    await seed({}, { audio: 2, photo: 2, video: 1 });
    fetchMock.mockResolvedValue(json(500, { message: 'Internal server error' }));
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Start 3-Day Trial' }));
    await waitFor(() =>
      expect(useToastStore.getState().current).toMatchObject({
        title: 'Subscription Info',
        description:
          'For premium features, download the mobile app from iOS App Store or Google Play.',
      }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
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

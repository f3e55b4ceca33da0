// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FRIEND_ACCESS_CODE, MESSAGES } from '../api/contract';
import type { SubscriptionStatus, Usage, User } from '../api/contract';
import { createMockState, resetMockState } from './state';
import { call, post, state, setupMockApiSuite } from './testClient.test-support';

setupMockApiSuite();

describe('auth', () => {
  it('returns the user when signed in', async () => {
    const res = await call<User>('/api/auth/user');
    expect(res.status).toBe(200);
    // Anonymous: an id and a date, nothing that names anyone.
    expect(res.body).toEqual({ id: expect.any(String), createdAt: expect.any(String) });
  });

  it('answers 401 when signed out', async () => {
    resetMockState({ signedIn: false });
    const res = await call('/api/auth/user');
    expect(res).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
  });

  it('login signs in and redirects to /home; logout signs out and redirects to /', async () => {
    resetMockState({ signedIn: false });
    const login = await call('/api/login');
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe('/home');
    expect((await call('/api/auth/user')).status).toBe(200);

    const logout = await call('/api/logout');
    expect(logout.status).toBe(303);
    expect(logout.headers.get('location')).toBe('/');
    expect((await call('/api/auth/user')).status).toBe(401);
  });

  const protectedCalls: Array<[string, string]> = [
    ['GET', '/api/subscription/status'],
    ['GET', '/api/subscription/usage'],
    ['POST', '/api/subscription/create'],
    ['POST', '/api/friend-access'],
    ['POST', '/api/subscription/track-usage'],
    ['GET', '/api/checkin'],
    ['POST', '/api/checkin'],
    ['GET', '/api/watchlist'],
    ['POST', '/api/watchlist'],
    ['DELETE', '/api/watchlist/x'],
    ['POST', '/api/safety-check'],
    ['POST', '/api/ai-assistant'],
    ['GET', '/api/journal'],
    ['POST', '/api/journal'],
    ['DELETE', '/api/journal/x'],
    ['GET', '/api/community-reports'],
    ['POST', '/api/community-reports'],
    ['POST', '/api/chat/companion'],
  ];

  it.each(protectedCalls)('%s %s answers 401 when signed out', async (method, path) => {
    resetMockState({ signedIn: false });
    const res = await call(path, { method, body: method === 'POST' ? {} : undefined, key: 'k' });
    expect(res).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
    expect(state().idempotencyKeys).toBe(0);
  });
});

describe('env defaults', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('reads MOCK_SIGNED_OUT, MOCK_NO_PAYMENT_KEY and MOCK_API_TEST_HOOKS at state creation', () => {
    expect(createMockState()).toMatchObject({
      signedIn: true,
      paymentsAvailable: true,
      testHooks: false,
    });
    vi.stubEnv('MOCK_SIGNED_OUT', '1');
    vi.stubEnv('MOCK_NO_PAYMENT_KEY', '1');
    vi.stubEnv('MOCK_API_TEST_HOOKS', '1');
    expect(createMockState()).toMatchObject({
      signedIn: false,
      paymentsAvailable: false,
      testHooks: true,
    });
    expect(createMockState({ signedIn: true }).signedIn).toBe(true);
  });
});

describe('subscription', () => {
  it('starts free with zero usage', async () => {
    expect((await call<SubscriptionStatus>('/api/subscription/status')).body).toEqual({
      status: 'free',
      plan: 'free',
      trialEnd: null,
      friendAccess: false,
    });
    expect((await call<Usage>('/api/subscription/usage')).body).toEqual({
      audio: 0,
      photo: 0,
      video: 0,
      total: 0,
    });
  });

  it('starts the trial without a card; paid plans need a payment provider (none under MSW)', async () => {
    const trial = await post<SubscriptionStatus>('/api/subscription/create', { plan: 'trial' });
    expect(trial.status).toBe(200);
    expect(trial.body).toMatchObject({ status: 'active', plan: 'trial' });
    for (const plan of ['monthly', 'yearly']) {
      const res = await post('/api/subscription/create', { plan });
      expect(res).toMatchObject({ status: 503, body: { message: MESSAGES.noPaymentKey } });
    }
    const bad = await post<{ message: string }>('/api/subscription/create', { plan: 'lifetime' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('plan');
  });

  it('grants unlimited access with the friend code', async () => {
    const res = await post('/api/friend-access', { code: FRIEND_ACCESS_CODE });
    expect(res).toMatchObject({ status: 200, body: { ok: true } });
    expect((await call('/api/subscription/status')).body).toEqual({
      status: 'active',
      plan: 'unlimited',
      trialEnd: null,
      friendAccess: true,
    });
  });

  it('refuses other friend codes with 403 and a missing code with 400', async () => {
    const res = await post('/api/friend-access', { code: '12345' });
    expect(res).toMatchObject({ status: 403, body: { message: 'The access code is not valid.' } });
    expect((await call<SubscriptionStatus>('/api/subscription/status')).body.status).toBe('free');
    expect((await post('/api/friend-access', {})).status).toBe(400);
  });

  it('tracks usage per action type', async () => {
    await post('/api/subscription/track-usage', { actionType: 'audio' });
    await post('/api/subscription/track-usage', { actionType: 'audio' });
    const res = await post<Usage>('/api/subscription/track-usage', { actionType: 'video' });
    expect(res.body).toEqual({ audio: 2, photo: 0, video: 1, total: 3 });
    await post('/api/subscription/track-usage', { actionType: 'photo' });
    expect((await call('/api/subscription/usage')).body).toEqual({
      audio: 2,
      photo: 1,
      video: 1,
      total: 4,
    });
    expect((await post('/api/subscription/track-usage', { actionType: 'screen' })).status).toBe(
      400,
    );
    expect(state().writes['POST /api/subscription/track-usage']).toBe(4);
  });
});

describe('request bodies and unknown paths', () => {
  it('answers 400 to malformed JSON', async () => {
    const res = await post('/api/watchlist', '{"name": ');
    expect(res).toMatchObject({ status: 400, body: { message: 'Request body must be JSON.' } });
    expect((await post('/api/watchlist', '')).status).toBe(400);
  });

  it('answers 400 to JSON that is not an object', async () => {
    const res = await post('/api/watchlist', '["x"]');
    expect(res).toMatchObject({ status: 400, body: { message: MESSAGES.notObject } });
  });

  it('answers 404 JSON to unknown /api paths', async () => {
    const res = await call('/api/nope');
    expect(res).toMatchObject({ status: 404, body: { message: 'Not found' } });
  });
});

describe('test hooks', () => {
  it('are off by default', async () => {
    expect((await call('/api/__mock/state')).status).toBe(404);
    expect((await post('/api/__mock/reset', {})).status).toBe(404);
    expect((await post('/api/__mock/auth', { signedIn: false })).status).toBe(404);
  });

  it('expose, reset and sign in/out the state when enabled', async () => {
    resetMockState({ testHooks: true });
    await post('/api/watchlist', { name: 'A' });
    await post('/api/watchlist', { name: '' });
    const snap = await call<ReturnType<typeof state>>('/api/__mock/state');
    expect(snap.status).toBe(200);
    expect(snap.body.watchlist).toHaveLength(1);
    expect(snap.body.writes).toEqual({ 'POST /api/watchlist': 1 });
    expect(snap.body).toMatchObject({ signedIn: true, journal: [], reports: [], checkins: [] });

    expect((await post('/api/__mock/auth', { signedIn: false })).status).toBe(200);
    expect((await call('/api/auth/user')).status).toBe(401);
    expect((await post('/api/__mock/auth', { signedIn: 'no' })).status).toBe(400);

    const reset = await call('/api/__mock/reset', { method: 'POST' });
    expect(reset.status).toBe(200);
    expect(state()).toMatchObject({ signedIn: true, watchlist: [], writes: {} });
    await post('/api/__mock/reset', { signedIn: false });
    expect(state().signedIn).toBe(false);
    // Hooks stay on after a reset through the hook.
    expect((await call('/api/__mock/state')).status).toBe(200);
  });
});

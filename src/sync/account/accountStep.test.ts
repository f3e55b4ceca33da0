// @vitest-environment node
import 'fake-indexeddb/auto';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readMeta, savePendingDeletions, writeMeta } from '../../vault';
import { openTestVault } from '../../vault/testing/vault.test-support';
import { createAccountServer, type FakeAccountServer } from './accountServer.test-support';
import { ensureAccount } from './accountStep';

let fake: FakeAccountServer = createAccountServer();
const server = setupServer();
const options = {
  fetch: (i: RequestInfo | URL, init?: RequestInit) => fetch(i, init),
  baseUrl: 'http://localhost',
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  fake = createAccountServer();
  server.resetHandlers(...fake.handlers);
  await openTestVault();
  await writeMeta('account', null);
  await savePendingDeletions([]);
});

describe('the account step after a real unlock', () => {
  it('signed in, no account in the vault: asks for credentials and keeps them in the vault', async () => {
    fake.addAccount('acct-1', 'old-secret');
    expect(await ensureAccount(options)).toBe('ready');
    expect(fake.calls).toEqual(['GET /api/auth/user', 'POST /api/account/credentials']);
    const stored = await readMeta('account');
    expect(stored).toEqual({ accountId: 'acct-1', secret: fake.accounts.get('acct-1')?.secret });
    expect(stored?.secret).not.toBe('old-secret');
  });

  it('signed in as the vault account: only renews the short-lived session', async () => {
    fake.addAccount('acct-1', 's1');
    await writeMeta('account', { accountId: 'acct-1', secret: 's1' });
    expect(await ensureAccount(options)).toBe('ready');
    expect(fake.calls).toEqual(['GET /api/auth/user', 'POST /api/session/renew']);
  });

  it('signed in as another account: opens a session for the vault account', async () => {
    fake.addAccount('acct-1', 's1', { signIn: false });
    fake.addAccount('other', 's2');
    await writeMeta('account', { accountId: 'acct-1', secret: 's1' });
    expect(await ensureAccount(options)).toBe('ready');
    expect(fake.calls).toEqual(['GET /api/auth/user', 'POST /api/session']);
    expect(fake.session).toBe('acct-1');
    expect(await readMeta('account')).toEqual({ accountId: 'acct-1', secret: 's1' });
  });

  it('no session but an account in the vault (a restored backup): resumes it', async () => {
    fake.addAccount('acct-1', 's1', { signIn: false });
    await writeMeta('account', { accountId: 'acct-1', secret: 's1' });
    expect(await ensureAccount(options)).toBe('ready');
    expect(fake.calls).toEqual(['GET /api/auth/user', 'POST /api/session']);
    expect(fake.session).toBe('acct-1');
  });

  it('no session and no account (the first real unlock): makes an account and keeps its credentials', async () => {
    expect(await ensureAccount(options)).toBe('ready');
    expect(fake.calls).toEqual([
      'GET /api/auth/user',
      'POST /api/login',
      'POST /api/account/credentials',
    ]);
    const stored = await readMeta('account');
    expect(stored?.accountId).toBe(fake.session);
    expect(stored?.secret).toBe(fake.accounts.get(stored?.accountId ?? '')?.secret);
    // The next unlock finds that session: nothing more is made, the session is renewed.
    fake.calls.length = 0;
    expect(await ensureAccount(options)).toBe('ready');
    expect(fake.calls).toEqual(['GET /api/auth/user', 'POST /api/session/renew']);
    expect(fake.accounts.size).toBe(1);
  });

  it('no session and no account, offline: makes nothing and stores nothing', async () => {
    fake.offline = true;
    expect(await ensureAccount(options)).toBe('offline');
    expect(await readMeta('account')).toBeNull();
    expect(fake.accounts.size).toBe(0);
  });

  it('offline: skips quietly and stores nothing', async () => {
    fake.addAccount('acct-1', 's1');
    fake.offline = true;
    expect(await ensureAccount(options)).toBe('offline');
    expect(await readMeta('account')).toBeNull();
  });

  it('credentials the server refuses: no sync, the vault keeps them', async () => {
    fake.addAccount('acct-1', 's1', { signIn: false });
    await writeMeta('account', { accountId: 'acct-1', secret: 'wrong' });
    expect(await ensureAccount(options)).toBe('rejected');
    expect(fake.session).toBeNull();
  });

  it('a session of an account this device is deleting: ends it and adopts nothing', async () => {
    fake.addAccount('acct-old', 's-old');
    await savePendingDeletions([{ accountId: 'acct-old', secret: 's-old' }]);
    expect(await ensureAccount(options)).toBe('declined');
    expect(fake.calls).toEqual(['GET /api/auth/user', 'POST /api/logout']);
    expect(fake.session).toBeNull();
    expect(await readMeta('account')).toBeNull();
  });
});

// @vitest-environment node
import 'fake-indexeddb/auto';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getVaultDatabase, savePendingDeletions, writeMeta } from '../../vault';
import { outboxIdle } from '../outbox/lifecycle';
import { addCommunityReport } from '../outbox/records';
import { createFakeClock } from '../outbox/outbox.test-support';
import { clearVaultTables, openTestVault } from '../../vault/testing/vault.test-support';
import { resumeOutbox, useSyncState } from '../syncState';
import { createAccountServer, type FakeAccountServer } from './accountServer.test-support';
import { startAccountSync, stopAccountSync } from './accountSync';

let fake: FakeAccountServer = createAccountServer();
const server = setupServer();
let events = new EventTarget();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  fake = createAccountServer();
  server.resetHandlers(...fake.handlers);
  events = new EventTarget();
  await openTestVault();
  await clearVaultTables();
  await writeMeta('account', null);
  await savePendingDeletions([]);
});
afterEach(() => stopAccountSync());

let clock = createFakeClock();
const start = () => {
  clock = createFakeClock();
  return startAccountSync({ baseUrl: 'http://localhost', events, random: () => 0.5, ...clock });
};
const report = (description: string) => ({ id: description, category: 'other', description });
const reportsInVault = async () =>
  (await getVaultDatabase().communityReports.toArray()).map((r) => r.description).sort();
const sentReports = (account: string) => fake.accounts.get(account)?.records['community-reports'];
const sessionCalls = () => fake.calls.filter((call) => call === 'POST /api/session').length;
const settle = async () => {
  await new Promise((resolve) => setTimeout(resolve, 5));
  await outboxIdle();
};

describe('sync after the account step', () => {
  it("starts only once the session is the vault's account, and pulls that account's records", async () => {
    fake
      .addAccount('mine', 's1', { signIn: false })
      .records['community-reports'].push(report('mine'));
    fake.addAccount('other', 's2').records['community-reports'].push(report('other'));
    await writeMeta('account', { accountId: 'mine', secret: 's1' });
    expect(await start()).toBe('ready');
    await settle();
    expect(fake.calls.slice(0, 2)).toEqual(['GET /api/auth/user', 'POST /api/session']);
    expect(fake.calls.slice(2)).toContain('GET /api/community-reports');
    expect(await reportsInVault()).toEqual(['mine']);
  });

  it('no session and no account: makes one at the first real unlock, then sends what waited', async () => {
    await addCommunityReport('other', 'waiting');
    expect(await start()).toBe('ready');
    await settle();
    expect(fake.calls.slice(0, 3)).toEqual([
      'GET /api/auth/user',
      'POST /api/login',
      'POST /api/account/credentials',
    ]);
    const [account] = [...fake.accounts.keys()];
    await vi.waitFor(() => expect(sentReports(account!)).toHaveLength(1));
    expect(useSyncState.getState()).toMatchObject({ active: true, paused: false });
  });

  it('a refused account step holds the queue, shown as signed out', async () => {
    fake.addAccount('mine', 's1', { signIn: false });
    await writeMeta('account', { accountId: 'mine', secret: 'wrong' });
    await addCommunityReport('other', 'waiting');
    expect(await start()).toBe('rejected');
    await settle();
    expect(fake.calls).toEqual(['GET /api/auth/user', 'POST /api/session']);
    // The change waits, shown as such, until there is a session to send it to.
    expect(useSyncState.getState()).toMatchObject({ active: true, pending: 1, paused: true });
  });

  it('offline at unlock: skips quietly, then syncs when the connection is back', async () => {
    fake.addAccount('mine', 's1');
    await writeMeta('account', { accountId: 'mine', secret: 's1' });
    await addCommunityReport('other', 'written offline');
    fake.offline = true;
    expect(await start()).toBe('offline');
    await settle();
    expect(useSyncState.getState()).toMatchObject({ pending: 1, offline: true });
    expect(fake.calls).toEqual(['GET /api/auth/user']); // nothing sent or pulled
    fake.offline = false;
    events.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(sentReports('mine')).toHaveLength(1));
    await vi.waitFor(async () => expect(await getVaultDatabase().outbox.count()).toBe(0));
  });

  it('server unreachable at unlock: tries the step again on a backoff timer', async () => {
    fake.addAccount('mine', 's1');
    await writeMeta('account', { accountId: 'mine', secret: 's1' });
    await addCommunityReport('other', 'written while the server was down');
    fake.offline = true;
    expect(await start()).toBe('offline');
    await settle();
    fake.offline = false;
    await vi.waitFor(() => expect(clock.nextTimerAt()).not.toBeNull());
    clock.advance((clock.nextTimerAt() ?? 0) - clock.now());
    await vi.waitFor(() => expect(sentReports('mine')).toHaveLength(1));
    await vi.waitFor(() =>
      expect(useSyncState.getState()).toMatchObject({ pending: 0, offline: false }),
    );
  });

  it('an expired session pauses the outbox; the account step resumes it with the vault credentials', async () => {
    fake.addAccount('mine', 's1');
    await writeMeta('account', { accountId: 'mine', secret: 's1' });
    expect(await start()).toBe('ready');
    await settle();
    fake.session = null; // the cookie expired
    fake.calls.length = 0;
    await addCommunityReport('other', 'after expiry');
    await vi.waitFor(() => expect(sentReports('mine')).toHaveLength(1));
    expect(fake.calls).toContain('POST /api/session');
    await vi.waitFor(() => expect(useSyncState.getState().paused).toBe(false));
  });

  it('a sign-in check resumes only through the account step: another account gets nothing', async () => {
    fake.addAccount('mine', 's1');
    await writeMeta('account', { accountId: 'mine', secret: 's1' });
    expect(await start()).toBe('ready');
    await settle();
    fake.accounts.get('mine')!.secret = 'changed elsewhere';
    fake.session = null;
    await addCommunityReport('other', 'mine only');
    // The 401 pauses; the step tries the vault's credentials, which the server now refuses.
    await vi.waitFor(() => expect(sessionCalls()).toBe(1));
    await settle();
    expect(useSyncState.getState().paused).toBe(true);
    fake.addAccount('someone-else', 's3'); // e.g. a sign-in on the landing page
    resumeOutbox(); // what src/app/authStore.ts calls when it finds a session
    await vi.waitFor(() => expect(sessionCalls()).toBe(2)); // the step ran again, refused again
    await settle();
    expect(sentReports('someone-else')).toEqual([]);
    expect(useSyncState.getState().paused).toBe(true);
  });
});

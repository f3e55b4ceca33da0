// @vitest-environment node
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startAccountSync, stopAccountSync } from '../../sync/account';
import {
  createAccountServer,
  type FakeAccountServer,
} from '../../sync/account/accountServer.test-support';
import { startPendingDeletions } from '../../sync/account/pendingDeletions';
import { openTestVault } from '../../vault/testing/vault.test-support';
import { getVaultDatabase, readMeta, readPendingDeletions, writeMeta } from '../../vault';
import { resetVaultForTests } from '../../vault/vault';
import { wipeEverything } from './emergencyWipe';

/**
 * The emergency wipe with a server account, end to end on the real vault (fake-indexeddb) and
 * msw/node handlers that follow the account contract.
 */
let fake: FakeAccountServer = createAccountServer();
const server = setupServer();
const databases = async () => (await indexedDB.databases()).map((d) => d.name).sort();
const CREDENTIALS = { accountId: 'acct-1', secret: 's1' };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  fake = createAccountServer();
  server.resetHandlers(...fake.handlers);
  resetVaultForTests();
  for (const name of await databases()) await Dexie.delete(name ?? '');
  await openTestVault();
  fake.addAccount(CREDENTIALS.accountId, CREDENTIALS.secret).records.journal.push({ id: 'j1' });
  await writeMeta('account', CREDENTIALS);
});
afterEach(() => stopAccountSync());

describe('emergency wipe with a server account', () => {
  it('online: deletes the account and ends the session before the keys are destroyed', async () => {
    let keysAtDelete: (string | undefined)[] = [];
    server.use(
      http.post('*/api/account/delete', async () => {
        keysAtDelete = await databases();
        return undefined; // then the contract's handler answers
      }),
    );
    await wipeEverything({ baseUrl: 'http://localhost' });
    expect(keysAtDelete).toContain('calculator-keys');
    expect(fake.calls).toEqual(['POST /api/account/delete', 'POST /api/logout']);
    expect(fake.accounts.has('acct-1')).toBe(false);
    expect(fake.session).toBeNull();
    expect(await databases()).toEqual([]);
  });

  it('offline: queues the deletion under a fresh device key, sends it at the next start, then forgets it', async () => {
    fake.offline = true;
    await wipeEverything({ baseUrl: 'http://localhost' });
    expect(await databases()).toEqual(['calculator-device']);
    expect(await readPendingDeletions()).toEqual([CREDENTIALS]);
    expect(fake.accounts.has('acct-1')).toBe(true);

    // The next start, still offline: kept; then the connection returns.
    const events = new EventTarget();
    fake.calls.length = 0;
    const stop = startPendingDeletions({ baseUrl: 'http://localhost', events });
    await vi.waitFor(() => expect(fake.calls).toEqual(['POST /api/account/delete']));
    expect(await readPendingDeletions()).toEqual([CREDENTIALS]);
    fake.offline = false;
    events.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect(await readPendingDeletions()).toEqual([]));
    stop();
    expect(fake.calls).toEqual(['POST /api/account/delete', 'POST /api/account/delete']);
    expect(fake.accounts.has('acct-1')).toBe(false);
    expect(await readPendingDeletions()).toEqual([]);
    expect(await databases()).toEqual([]);
  });

  it('works in a browser without AbortSignal.timeout (the wipe must never fail on this step)', async () => {
    vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => {
      throw new TypeError('AbortSignal.timeout is not a function');
    });
    await wipeEverything({ baseUrl: 'http://localhost' });
    expect(fake.accounts.has('acct-1')).toBe(false);
    expect(await databases()).toEqual([]);
  });

  it('a server that does not answer in time: the wipe goes on and the deletion waits', async () => {
    server.use(http.post('*/api/account/delete', () => new Promise<never>(() => undefined)));
    const { forgetServerAccount } = await import('../../sync/account');
    const left = await forgetServerAccount({ baseUrl: 'http://localhost', timeoutMs: 50 });
    expect(left).toEqual([CREDENTIALS]);
  });

  it('after an offline wipe, the next unlock never pulls the old records back with a stale session', async () => {
    fake.offline = true;
    await wipeEverything({ baseUrl: 'http://localhost' });
    fake.offline = false;
    expect(fake.session).toBe('acct-1'); // the logout never arrived
    fake.calls.length = 0;
    await openTestVault(); // a fresh vault
    expect(await startAccountSync({ baseUrl: 'http://localhost', events: null })).toBe('declined');
    expect(fake.calls).toEqual(['GET /api/auth/user', 'POST /api/logout']);
    expect(fake.session).toBeNull();
    expect((await readMeta('account')) ?? null).toBeNull();
    expect(await getVaultDatabase().journal.count()).toBe(0);
  });

  it('with cloud backup on, keeps the account and its backup on the server by default', async () => {
    await writeMeta('cloudBackup', { key: new Uint8Array(32), wipeDeletes: false });
    await wipeEverything({ baseUrl: 'http://localhost' });
    expect(fake.calls).toEqual(['POST /api/logout']);
    expect(fake.accounts.has('acct-1')).toBe(true);
    expect(await databases()).toEqual([]);
  });

  it('with "Wipe also deletes the cloud backup", deletes the backup first, then the account', async () => {
    await writeMeta('cloudBackup', { key: new Uint8Array(32), wipeDeletes: true });
    const order: string[] = [];
    server.use(
      http.delete('*/api/backup', () => {
        order.push('DELETE /api/backup');
        return Response.json({ deleted: 3 });
      }),
      http.post('*/api/account/delete', () => {
        order.push('POST /api/account/delete');
        return undefined;
      }),
    );
    await wipeEverything({ baseUrl: 'http://localhost' });
    expect(order).toEqual(['DELETE /api/backup', 'POST /api/account/delete']);
    expect(fake.accounts.has('acct-1')).toBe(false);
    expect(await databases()).toEqual([]);
  });
});

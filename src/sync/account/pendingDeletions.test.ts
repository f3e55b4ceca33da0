// @vitest-environment node
import 'fake-indexeddb/auto';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { readPendingDeletions, savePendingDeletions } from '../../vault/device/accountDeletion';
import { createFakeClock } from '../outbox/outbox.test-support';
import { createAccountServer, type FakeAccountServer } from './accountServer.test-support';
import { startPendingDeletions } from './pendingDeletions';

let fake: FakeAccountServer = createAccountServer();
const server = setupServer();
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const deletes = () => fake.calls.filter((c) => c === 'POST /api/account/delete').length;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  fake = createAccountServer();
  server.resetHandlers(...fake.handlers);
  await savePendingDeletions([]);
});

describe('account deletions a wipe left waiting', () => {
  it('are tried again on a growing timer until the server confirms, then forgotten', async () => {
    fake.addAccount('a1', 's1', { signIn: false });
    fake.addAccount('a2', 's2', { signIn: false });
    await savePendingDeletions([
      { accountId: 'a1', secret: 's1' },
      { accountId: 'a2', secret: 's2' },
    ]);
    fake.offline = true;
    const clock = createFakeClock();
    const stop = startPendingDeletions({ baseUrl: 'http://localhost', events: null, ...clock });
    await vi.waitFor(() => expect(clock.nextTimerAt()).toBe(clock.now() + 30_000));
    expect(deletes()).toBe(2);
    clock.advance(30_000);
    await vi.waitFor(() => expect(clock.nextTimerAt()).toBe(clock.now() + 60_000));
    expect(deletes()).toBe(4);
    expect(await readPendingDeletions()).toHaveLength(2);
    fake.offline = false;
    clock.advance(60_000);
    await vi.waitFor(async () => expect(await readPendingDeletions()).toEqual([]));
    stop();
    expect(fake.accounts.size).toBe(0);
    expect(clock.nextTimerAt()).toBeNull();
  });

  it('send nothing when nothing waits', async () => {
    const stop = startPendingDeletions({ baseUrl: 'http://localhost', events: null });
    await settle();
    stop();
    expect(fake.calls).toEqual([]);
  });
});

/**
 * Test support for the outbox's delivery tests: the reference API on msw/node (recording every
 * request), the real vault, and an outbox on a virtual clock. Call `setupOutboxHarness()` once at
 * the top of a test file; it registers the hooks.
 */
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { failNextWrites, recordRequests, type SeenRequest } from '../../../mock-api/faults';
import { server } from '../../../mock-api/node';
import { mockState, resetMockState } from '../../../mock-api/state';
import { getVaultDatabase } from '../../vault';
import { outboxIdle, startOutbox, stopOutbox } from './lifecycle';
import { createFakeClock, type FakeClock } from './outbox.test-support';
import { clearVaultTables, openTestVault } from '../../vault/testing/vault.test-support';

export function setupOutboxHarness() {
  let clock: FakeClock = createFakeClock();
  let events = new EventTarget();
  let seen: SeenRequest[] = [];

  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    seen = recordRequests(server);
  });
  afterAll(() => {
    server.events.removeAllListeners();
    server.close();
  });
  beforeEach(async () => {
    resetMockState({ signedIn: true });
    seen.length = 0;
    await openTestVault();
    await clearVaultTables();
    clock = createFakeClock();
    events = new EventTarget();
  });
  afterEach(() => {
    stopOutbox();
    server.resetHandlers();
  });

  return {
    clock: () => clock,
    /** Where the outbox hears `online` and `offline`. */
    events: () => events,
    seen: () => seen,
    /** Requests other than GET (the outbox's deliveries). */
    writesSent: () => seen.filter((r) => r.method !== 'GET'),
    /** Writes the server applied at an endpoint such as "POST /api/journal". */
    applied: (endpoint: string) => mockState().writes[endpoint] ?? 0,
    queue: () => getVaultDatabase().outbox.toArray(),
    start: () => startOutbox({ baseUrl: 'http://localhost', events, random: () => 0.5, ...clock }),
    /** Lets the outbox finish, then moves the clock to its next timer, `times` times. */
    settle: async (times = 0) => {
      await outboxIdle();
      for (let i = 0; i < times; i++) {
        const at = clock.nextTimerAt();
        if (at === null) break;
        clock.advance(at - clock.now());
        await outboxIdle();
      }
    },
    failNextJournalWrites: (times: number, respond: () => Response) =>
      failNextWrites(server, '/api/journal', times, respond),
  };
}

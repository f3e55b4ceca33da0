// @vitest-environment node
// Every request starts with one store round trip (ApiStore.openRequest): the session and the
// per-address and per-account counters. The SQL store does it in one statement; it must refuse
// what findSession refused (expired, logged out, unknown), count each account apart under a
// hashed name, and agree with the memory store on that name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from './app';
import { createMemoryStore } from './store/memoryStore';
import { DEFAULT_RATE_LIMITS } from './options';
import type { RateLimits } from './options';
import { sha256Hex } from './secrets';
import type { SqlClient } from './sql/client';
import { migrate } from './sql/migrations';
import { openPglite } from './sql/pglite';
import { createSqlStore } from './sql/sqlStore';
import type { ApiStore, RequestCount } from './store/store';
import { TestClient } from './testing/client.test-support';
import { STARTS_DATABASE_MS } from './testing/timeouts.test-support';

const T0 = '2026-11-25T12:00:10.000Z';
const LATER = '2026-12-30T12:00:10.000Z';
const WINDOW = 1_764_072_000;

let client: SqlClient;
beforeAll(async () => {
  client = await openPglite();
  await migrate(client);
}, STARTS_DATABASE_MS);
afterAll(() => client.close());

const count = (buckets: string[] = ['perAddress:aaa']): RequestCount => ({
  buckets,
  account: { prefix: 'perAccount:', window: WINDOW },
  windowStart: WINDOW,
});

const stores: [string, () => Promise<ApiStore>][] = [
  ['memory', async () => createMemoryStore()],
  [
    'PGlite',
    async () => {
      const store = createSqlStore(client);
      await store.deleteEverything();
      return store;
    },
  ],
];

describe.each(stores)('openRequest on the %s store', (_name, makeStore) => {
  it('finds a live session and counts the address and the account', async () => {
    const store = await makeStore();
    await store.createAccount('a_one', T0);
    await store.createSession('hash-one', 'a_one', LATER);
    expect(await store.openRequest('hash-one', T0, count())).toEqual({
      accountId: 'a_one',
      counts: [1],
      accountCount: 1,
    });
    expect(await store.openRequest('hash-one', T0, count())).toEqual({
      accountId: 'a_one',
      counts: [2],
      accountCount: 2,
    });
  });

  it('refuses an expired, deleted or unknown session, and still counts the address', async () => {
    const store = await makeStore();
    await store.createAccount('a_two', T0);
    await store.createSession('expired', 'a_two', T0);
    await store.createSession('ended', 'a_two', LATER);
    await store.deleteSession('ended');
    const expected = (n: number) => ({ accountId: null, counts: [n], accountCount: null });
    expect(await store.openRequest('expired', T0, count())).toEqual(expected(1));
    expect(await store.openRequest('ended', T0, count())).toEqual(expected(2));
    expect(await store.openRequest('nobody', T0, count())).toEqual(expected(3));
    expect(await store.openRequest(null, T0, count())).toEqual(expected(4));
    // Without an address (no bucket named by the caller) only the account counts.
    await store.createSession('live', 'a_two', LATER);
    expect(await store.openRequest('live', T0, count([]))).toEqual({
      accountId: 'a_two',
      counts: [],
      accountCount: 1,
    });
  });

  it('counts each account apart, and a deleted account’s session finds nothing', async () => {
    const store = await makeStore();
    for (const id of ['a_x', 'a_y']) {
      await store.createAccount(id, T0);
      await store.createSession(`h-${id}`, id, LATER);
    }
    await store.openRequest('h-a_x', T0, count());
    const y = await store.openRequest('h-a_y', T0, count());
    expect(y).toEqual({ accountId: 'a_y', counts: [2], accountCount: 1 });
    await store.deleteAccount('a_x');
    expect((await store.openRequest('h-a_x', T0, count())).accountId).toBeNull();
  });
});

describe('openRequest on SQL', () => {
  it('names the account counter like the memory store: a hash, never the account id', async () => {
    const store = createSqlStore(client);
    await store.deleteEverything();
    await store.createAccount('a_named', T0);
    await store.createSession('h', 'a_named', LATER);
    await store.openRequest('h', T0, count());
    const rows = await client.query<{ bucket: string }>(
      'SELECT bucket FROM rate_limits ORDER BY bucket',
    );
    expect(rows.map((r) => r.bucket)).toEqual([
      `perAccount:${await sha256Hex(`${WINDOW}:a_named`)}`,
      'perAddress:aaa',
    ]);
  });

  it('answers 429 past the per-account limit, 401 after logout, through the one statement', async () => {
    const store = createSqlStore(client);
    await store.deleteEverything();
    const rateLimits: RateLimits = {
      ...DEFAULT_RATE_LIMITS,
      perAccount: { max: 3, windowSeconds: 60 },
    };
    const app = createApiApp({ store, rateLimits, now: () => new Date(T0) });
    const c = new TestClient(async (path, init) =>
      app.fetch(new Request(`http://api.test${path}`, init), { clientAddress: '192.0.2.8' }),
    );
    await c.login(); // then GET /api/auth/user: the account's first counted request
    const other = new TestClient(c.fetcher);
    await other.login();
    expect((await c.call('/api/journal')).status).toBe(200);
    expect((await c.call('/api/journal')).status).toBe(200);
    const limited = await c.call('/api/journal');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('50');
    // Another account on the same address is still served.
    expect((await other.call('/api/journal')).status).toBe(200);
    const cookie = other.cookie;
    await other.call('/api/logout', { method: 'POST' });
    expect((await other.call('/api/journal', { headers: { cookie } })).status).toBe(401);
  });
});

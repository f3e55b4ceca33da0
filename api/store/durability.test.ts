// @vitest-environment node
// The embedded store on disk: a restart keeps accounts, sessions and records; a crash between
// the write and the answer, then a retry with the same Idempotency-Key, applies the write once;
// migrations run at every start and never lose data.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiApp } from '../app';
import { FRIEND_ACCESS_CODE } from '../contract';
import type { JournalEntry } from '../contract';
import type { SqlClient } from '../sql/client';
import { MIGRATIONS, migrate } from '../sql/migrations';
import { openPglite } from '../sql/pglite';
import { createSqlStore } from '../sql/sqlStore';
import type { ApiStore } from './store';
import { TestClient } from '../testing/client.test-support';
import { STARTS_DATABASE_MS } from '../testing/timeouts.test-support';

// Starts PGlite: see STARTS_DATABASE_MS.
vi.setConfig({ testTimeout: STARTS_DATABASE_MS, hookTimeout: STARTS_DATABASE_MS });

let dir: string;
let db: SqlClient | null = null;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'calc-durable-'));
});
afterEach(async () => {
  await db?.close().catch(() => {});
  db = null;
  await rm(dir, { recursive: true, force: true });
});

/** Starts "the server": opens the folder, migrates, builds the app. */
async function start(wrap: (store: ApiStore) => ApiStore = (s) => s) {
  db = await openPglite(dir);
  const applied = await migrate(db);
  const store = wrap(createSqlStore(db));
  const app = createApiApp({ store, rateLimits: null });
  const fetcher = async (p: string, init: RequestInit) =>
    app.fetch(new Request(`http://api.test${p}`, init));
  return { applied, fetcher };
}

/** A crash: the process dies, nothing more is answered; the folder is all that is left. */
async function crash() {
  await db?.close();
  db = null;
}

describe('embedded store on disk', () => {
  it('keeps accounts, sessions and records across a restart; migrations run once', async () => {
    const first = await start();
    expect(first.applied).toEqual(MIGRATIONS.map((m) => m.version));
    const c = new TestClient(first.fetcher);
    const id = await c.login();
    await c.post('/api/journal', { content: 'cp1.kept' });
    await crash();

    const second = await start();
    expect(second.applied).toEqual([]);
    const again = new TestClient(second.fetcher);
    again.cookie = c.cookie;
    expect((await again.call<{ id: string }>('/api/auth/user')).body.id).toBe(id);
    const journal = await again.call<JournalEntry[]>('/api/journal');
    expect(journal.body.map((e) => e.content)).toEqual(['cp1.kept']);
  });

  it('keeps subscription, usage, friend access and reports across a restart', async () => {
    const first = await start();
    const c = new TestClient(first.fetcher);
    await c.login();
    await c.post('/api/friend-access', { code: FRIEND_ACCESS_CODE });
    await c.post('/api/subscription/track-usage', { actionType: 'audio' });
    await c.post('/api/subscription/track-usage', { actionType: 'photo' });
    await c.post('/api/community-reports', { category: 'scam', description: 'Fake landlord' });
    await crash();

    const second = await start();
    const again = new TestClient(second.fetcher);
    again.cookie = c.cookie;
    expect((await again.call('/api/subscription/status')).body).toMatchObject({
      plan: 'unlimited',
      friendAccess: true,
    });
    expect((await again.call('/api/subscription/usage')).body).toEqual({
      audio: 1,
      photo: 1,
      video: 0,
      total: 2,
    });
    const reports = await again.call<{ description: string }[]>('/api/community-reports');
    expect(reports.body.map((r) => r.description)).toEqual(['Fake landlord']);
  });

  it('a crash after the write, before the answer: the retry replays, the write lands once', async () => {
    const first = await start();
    const c = new TestClient(first.fetcher);
    await c.login();
    // The answer is lost with the process: the client never sees it.
    void (await c.post('/api/journal', { content: 'cp1.once' }, 'retry-me'));
    await crash();

    const second = await start();
    const retry = new TestClient(second.fetcher);
    retry.cookie = c.cookie;
    const res = await retry.post<JournalEntry>('/api/journal', { content: 'cp1.once' }, 'retry-me');
    expect(res.status).toBe(201);
    expect(res.headers.get('idempotent-replayed')).toBe('true');
    expect((await retry.call<JournalEntry[]>('/api/journal')).body).toHaveLength(1);
  });

  it('a crash in the middle of the write leaves nothing, so the retry applies it once', async () => {
    // The process dies after the record is written and before the key is stored: the
    // transaction never commits.
    const failing = (store: ApiStore): ApiStore => ({
      ...store,
      deleteEverything: () => store.deleteEverything(),
      close: () => store.close(),
      transaction: (fn) =>
        store.transaction((tx) =>
          fn(
            Object.assign(Object.create(Object.getPrototypeOf(tx)), tx, {
              putIdempotent: async () => {
                throw new Error('simulated crash');
              },
            }),
          ),
        ),
    });
    const first = await start((s) => bindAll(s, failing));
    const c = new TestClient(first.fetcher);
    await c.login();
    const lost = await c.post('/api/journal', { content: 'cp1.mid' }, 'mid-key');
    expect(lost.status).toBe(500);
    await crash();

    const second = await start();
    const retry = new TestClient(second.fetcher);
    retry.cookie = c.cookie;
    const res = await retry.post('/api/journal', { content: 'cp1.mid' }, 'mid-key');
    expect(res.status).toBe(201);
    expect(res.headers.get('idempotent-replayed')).toBeNull();
    expect((await retry.call<JournalEntry[]>('/api/journal')).body).toHaveLength(1);
  });

  it('a later migration adds to the schema and keeps every stored row', async () => {
    const first = await start();
    const c = new TestClient(first.fetcher);
    await c.login();
    await c.post('/api/journal', { content: 'cp1.old' });
    const next = [
      ...MIGRATIONS,
      {
        version: 999,
        name: 'test: an added column',
        statements: ['ALTER TABLE records ADD COLUMN test_note text'],
      },
    ];
    expect(await migrate(db!, next)).toEqual([999]);
    expect(await migrate(db!, next)).toEqual([]);
    expect((await c.call<JournalEntry[]>('/api/journal')).body).toHaveLength(1);
  });
});

/** Binds the store's methods so spreading it keeps them working. */
function bindAll(store: ApiStore, wrap: (s: ApiStore) => ApiStore): ApiStore {
  const bound = {} as Record<string, unknown>;
  let proto: object | null = store;
  while (proto && proto !== Object.prototype) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      const value = (store as unknown as Record<string, unknown>)[name];
      if (typeof value === 'function' && !(name in bound) && name !== 'constructor') {
        bound[name] = value.bind(store);
      }
    }
    proto = Object.getPrototypeOf(proto);
  }
  return wrap(bound as unknown as ApiStore);
}

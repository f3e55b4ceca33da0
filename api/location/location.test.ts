// @vitest-environment node
// Live location's routes over both stores: the memory one (MSW, STORE=memory) and PGlite (the
// server's database), with the account's session for the phone and none for the contact's page.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiApp } from '../app';
import { createMemoryStore } from '../store/memoryStore';
import { migrate } from '../sql/migrations';
import { openPglite } from '../sql/pglite';
import { createSqlStore } from '../sql/sqlStore';
import type { SqlClient } from '../sql/client';
import { TestClient } from '../testing/client.test-support';
import { createSqlLocationStore } from './sqlLocation';
import { createMemoryLocationStore, KEEP_POSITIONS, type LocationStore } from './store';
import { waitingReaders } from './wake';
import { STARTS_DATABASE_MS } from '../testing/timeouts.test-support';

// Starts PGlite: see STARTS_DATABASE_MS.
vi.setConfig({ testTimeout: STARTS_DATABASE_MS, hookTimeout: STARTS_DATABASE_MS });

const newId = () => randomBytes(16).toString('base64url');
const sealed = (n: number) => `${'A'.repeat(60)}${String(n).padStart(6, '0')}`;

let db: SqlClient;
beforeAll(async () => {
  db = await openPglite();
  await migrate(db);
});
afterAll(async () => {
  await db.close();
});

const targets: [
  string,
  () => {
    store: () => ReturnType<typeof createMemoryStore> | ReturnType<typeof createSqlStore>;
    location: () => LocationStore;
  },
][] = [
  ['memory', () => ({ store: createMemoryStore, location: createMemoryLocationStore })],
  [
    'PGlite',
    () => ({ store: () => createSqlStore(db), location: () => createSqlLocationStore(db) }),
  ],
];

describe.each(targets)('live location on the %s store', (_name, make) => {
  let clock = Date.parse('2026-11-28T10:00:00Z');
  let location: LocationStore;
  let app: ReturnType<typeof createApiApp>;
  const client = () =>
    new TestClient((path, init) =>
      Promise.resolve(
        app.fetch(new Request(`http://local${path}`, init), { clientAddress: '192.0.2.9' }),
      ),
    );
  let phone: TestClient;
  let contact: TestClient;

  beforeAll(async () => {
    const target = make();
    location = target.location();
    app = createApiApp({
      store: target.store(),
      location,
      rateLimits: null,
      now: () => new Date(clock),
    });
    phone = client();
    await phone.login();
    contact = client();
  });

  const start = async (id = newId(), hours = 1) => {
    const res = await phone.post('/api/location/sessions', {
      id,
      expiresAt: new Date(clock + hours * 3600_000).toISOString(),
    });
    expect(res.status).toBe(201);
    return id;
  };

  it('stores sealed positions and gives them to anyone with the id, in order, after a cursor', async () => {
    const id = await start();
    for (const n of [1, 2, 3]) {
      expect(
        (await phone.post(`/api/location/sessions/${id}/positions`, { sealed: sealed(n) })).status,
      ).toBe(204);
    }
    const all = await contact.call<{
      state: string;
      positions: { cursor: number; sealed: string }[];
    }>(`/api/location/${id}`);
    expect(all.status).toBe(200);
    expect(all.body.positions.map((p) => p.sealed)).toEqual([sealed(1), sealed(2), sealed(3)]);
    const after = all.body.positions[1]!.cursor;
    const rest = await contact.call<{ positions: { sealed: string }[] }>(
      `/api/location/${id}?after=${after}`,
    );
    expect(rest.body.positions.map((p) => p.sealed)).toEqual([sealed(3)]);
  });

  it('keeps a position her phone sent twice (a retry after a cut connection) once', async () => {
    const id = await start();
    for (const n of [1, 1, 2, 1]) {
      expect(
        (await phone.post(`/api/location/sessions/${id}/positions`, { sealed: sealed(n) })).status,
      ).toBe(204);
    }
    const all = await contact.call<{ positions: { sealed: string }[] }>(`/api/location/${id}`);
    expect(all.body.positions.map((p) => p.sealed)).toEqual([sealed(1), sealed(2)]);
  });

  it('a waiting page gets the next position as soon as the phone sends it, and hears the end', async () => {
    const id = await start();
    let answered = false;
    const waiting = contact
      .call<{ state: string; positions: { sealed: string }[] }>(`/api/location/${id}?wait=1`)
      .then((res) => {
        answered = true;
        return res;
      });
    await vi.waitUntil(() => waitingReaders() > 0);
    expect(answered).toBe(false);
    expect(
      (await phone.post(`/api/location/sessions/${id}/positions`, { sealed: sealed(7) })).status,
    ).toBe(204);
    const res = await waiting;
    expect(res.status).toBe(200);
    expect(res.body.positions.map((p) => p.sealed)).toEqual([sealed(7)]);

    const cursor = (
      await contact.call<{ positions: { cursor: number }[] }>(`/api/location/${id}`)
    ).body.positions.at(-1)!.cursor;
    const ending = contact.call<{ state: string }>(`/api/location/${id}?after=${cursor}&wait=1`);
    await vi.waitUntil(() => waitingReaders() > 0);
    await phone.call(`/api/location/sessions/${id}`, { method: 'DELETE' });
    expect((await ending).body.state).toBe('ended');
  });

  it('answers an unknown id exactly as an ended one, and an expired one', async () => {
    const ended = await start();
    await phone.post(`/api/location/sessions/${ended}/positions`, { sealed: sealed(1) });
    expect((await phone.call(`/api/location/sessions/${ended}`, { method: 'DELETE' })).status).toBe(
      204,
    );
    const expired = await start(newId(), 1);
    clock += 2 * 3600_000;
    const answers = await Promise.all(
      [ended, expired, newId(), 'short'].map(async (id) => {
        const res = await contact.call(`/api/location/${id}`);
        return { status: res.status, body: res.body };
      }),
    );
    expect(answers).toEqual(Array(4).fill({ status: 404, body: { state: 'ended' } }));
    // Nothing more can be added to an ended session.
    expect(
      (await phone.post(`/api/location/sessions/${ended}/positions`, { sealed: sealed(2) })).status,
    ).toBe(410);
  });

  it("a read after the session's end answers ended and deletes its rows", async () => {
    const id = await start(newId(), 1);
    await phone.post(`/api/location/sessions/${id}/positions`, { sealed: sealed(7) });
    expect((await contact.call(`/api/location/${id}`)).status).toBe(200);
    clock += 2 * 3600_000;
    const res = await contact.call(`/api/location/${id}`);
    expect({ status: res.status, body: res.body }).toEqual({
      status: 404,
      body: { state: 'ended' },
    });
    const rows = JSON.stringify(await location.dump());
    expect(rows).not.toContain(id);
    expect(rows).not.toContain(sealed(7));
  });

  it('keeps only the last 500 positions of a session', async () => {
    const id = await start();
    for (let n = 1; n <= KEEP_POSITIONS + 3; n += 1) {
      await phone.post(`/api/location/sessions/${id}/positions`, { sealed: sealed(n) });
    }
    const res = await contact.call<{ positions: { sealed: string }[] }>(`/api/location/${id}`);
    expect(res.body.positions).toHaveLength(KEEP_POSITIONS);
    expect(res.body.positions[0]!.sealed).toBe(sealed(4));
    expect(res.body.positions.at(-1)!.sealed).toBe(sealed(KEEP_POSITIONS + 3));
  });

  it('the wipe ends every session of the account and deletes its rows', async () => {
    const a = await start();
    const b = await start();
    await phone.post(`/api/location/sessions/${a}/positions`, { sealed: sealed(1) });
    await phone.post(`/api/location/sessions/${b}/positions`, { sealed: sealed(2) });
    expect((await phone.call('/api/location/sessions', { method: 'DELETE' })).status).toBe(204);
    for (const id of [a, b]) expect((await contact.call(`/api/location/${id}`)).status).toBe(404);
    const rows = JSON.stringify(await location.dump());
    expect(rows).not.toContain(a);
    expect(rows).not.toContain(b);
  });

  it('only the signed-in owner appends or ends; bad input is refused', async () => {
    const id = await start();
    expect(
      (await contact.post(`/api/location/sessions/${id}/positions`, { sealed: sealed(1) })).status,
    ).toBe(401);
    const other = client();
    await other.login();
    expect(
      (await other.post(`/api/location/sessions/${id}/positions`, { sealed: sealed(1) })).status,
    ).toBe(410);
    expect(
      (
        await other.post('/api/location/sessions', {
          id,
          expiresAt: new Date(clock + 60_000).toISOString(),
        })
      ).status,
    ).toBe(409);
    await other.call(`/api/location/sessions/${id}`, { method: 'DELETE' });
    expect((await contact.call(`/api/location/${id}`)).status).toBe(200);
    expect(
      (await phone.post(`/api/location/sessions/${id}/positions`, { sealed: '{"lat":51.5}' }))
        .status,
    ).toBe(400);
    expect(
      (
        await phone.post('/api/location/sessions', {
          id: 'x',
          expiresAt: new Date(clock + 60_000).toISOString(),
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await phone.post('/api/location/sessions', {
          id: newId(),
          expiresAt: new Date(clock - 1).toISOString(),
        })
      ).status,
    ).toBe(400);
  });
});

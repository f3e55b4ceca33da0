// @vitest-environment node
// Two server instances on one real PostgreSQL (Debian's package, scripts/postgres.mjs): a position
// the phone sends through one instance is announced to the other's listening connection, which is
// how a contact's page waiting on the other instance hears of it at once.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startPostgres } from '../../scripts/postgres.mjs';
import { createApiApp } from '../app';
import type { SqlClient } from '../sql/client';
import { migrate } from '../sql/migrations';
import { openPostgres } from '../sql/pg';
import { createSqlStore } from '../sql/sqlStore';
import { TestClient } from '../testing/client.test-support';
import { createSqlLocationStore, WAKE_CHANNEL } from './sqlLocation';

const server = await startPostgres();
const instanceA: SqlClient | null = server ? await openPostgres(server.url, 2) : null;
const instanceB: SqlClient | null = server ? await openPostgres(server.url, 2) : null;
if (instanceA) await migrate(instanceA);
afterAll(async () => {
  await instanceA?.close();
  await instanceB?.close();
  await server?.stop();
});

const suite = instanceA && instanceB ? describe : describe.skip;
if (!instanceA) console.log('SKIPPED: live location wake on PostgreSQL (no server to run it).');

suite('live location across instances on PostgreSQL', () => {
  const a = instanceA!;
  const b = instanceB!;
  const newId = () => randomBytes(16).toString('base64url');
  const sealed = (n: number) => `${'B'.repeat(60)}${String(n).padStart(6, '0')}`;

  const phoneOnA = async () => {
    const app = createApiApp({
      store: createSqlStore(a),
      location: createSqlLocationStore(a),
      rateLimits: null,
    });
    const phone = new TestClient((path, init) =>
      Promise.resolve(
        app.fetch(new Request(`http://a.local${path}`, init), { clientAddress: '192.0.2.7' }),
      ),
    );
    await phone.login();
    return phone;
  };
  const startSession = async (phone: TestClient) => {
    const id = newId();
    const res = await phone.post('/api/location/sessions', {
      id,
      expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect(res.status).toBe(201);
    return id;
  };

  it("announces each position, an end and a wipe to the other instance's listener", async () => {
    const heard: string[] = [];
    const states: boolean[] = [];
    const stop = await b.listen!(
      WAKE_CHANNEL,
      (id) => heard.push(id),
      (on) => states.push(on),
    );
    try {
      expect(states).toEqual([true]);
      const phone = await phoneOnA();
      const id = await startSession(phone);
      const post = await phone.post(`/api/location/sessions/${id}/positions`, {
        sealed: sealed(1),
      });
      expect(post.status).toBe(204);
      await vi.waitUntil(() => heard.includes(id), { timeout: 30_000 });

      const other = await startSession(phone);
      await phone.call(`/api/location/sessions/${other}`, { method: 'DELETE' });
      await vi.waitUntil(() => heard.filter((h) => h === other).length === 1, {
        timeout: 30_000,
      });

      // The emergency wipe ends every session: '' wakes every reader on the other instance.
      await phone.call('/api/location/sessions', { method: 'DELETE' });
      await vi.waitUntil(() => heard.includes(''), { timeout: 30_000 });
    } finally {
      await stop();
    }
    expect(states.at(-1)).toBe(false);
  });

  it('a position refused (ended session) is not announced', async () => {
    const heard: string[] = [];
    const stop = await b.listen!(WAKE_CHANNEL, (id) => heard.push(id));
    try {
      const phone = await phoneOnA();
      const id = await startSession(phone);
      await phone.call(`/api/location/sessions/${id}`, { method: 'DELETE' });
      await vi.waitUntil(() => heard.includes(id), { timeout: 30_000 });
      heard.length = 0;
      const refused = await phone.post(`/api/location/sessions/${id}/positions`, {
        sealed: sealed(2),
      });
      expect(refused.status).toBe(410);
      // A later announcement on the same channel proves the refused one would have come first.
      const later = await startSession(phone);
      await phone.post(`/api/location/sessions/${later}/positions`, { sealed: sealed(3) });
      await vi.waitUntil(() => heard.includes(later), { timeout: 30_000 });
      expect(heard).not.toContain(id);
    } finally {
      await stop();
    }
  });

  it('listens again after the database drops the connection, and says notifications may be lost', async () => {
    const heard: string[] = [];
    const states: boolean[] = [];
    const stop = await b.listen!(
      WAKE_CHANNEL,
      (id) => heard.push(id),
      (on) => states.push(on),
    );
    try {
      // An administrator or a failover ends the listening backend.
      await a.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE query = $1 AND pid <> pg_backend_pid()`,
        [`LISTEN ${WAKE_CHANNEL}`],
      );
      await vi.waitUntil(() => states.join() === 'true,false,true', { timeout: 30_000 });
      // Back: '' tells the readers to look, since what was sent meanwhile was not heard.
      expect(heard).toContain('');
      const phone = await phoneOnA();
      const id = await startSession(phone);
      await phone.post(`/api/location/sessions/${id}/positions`, { sealed: sealed(4) });
      await vi.waitUntil(() => heard.includes(id), { timeout: 30_000 });
    } finally {
      await stop();
    }
  });
});

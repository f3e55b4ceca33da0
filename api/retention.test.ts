// @vitest-environment node
// What the idempotency table keeps (issue: "community reports linked to their author", "the disk
// fills"): a digest of each request, never its body; nothing for a refused request; nothing at all
// for community reports; and nothing after 24 hours.
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from './sql/pglite';
import { TestClient } from './testing/client';
import { sqlTarget } from './testing/targets';

let offsetMs = 0;
const db = await openPglite();
const target = await sqlTarget(db, { now: () => new Date(Date.now() + offsetMs) });
afterAll(() => target.close());

const rows = () =>
  db.query<{ fingerprint: string; body: unknown; account_id: string }>(
    'SELECT fingerprint, body, account_id FROM idempotency_keys',
  );

describe('idempotency keys', () => {
  it('keep a SHA-256 of the request, not the request', async () => {
    const c = new TestClient(target.fetch);
    await c.login();
    await c.post('/api/watchlist', { name: 'cp1.SECRETNAME' }, 'key-digest');
    const stored = (await rows()).map((r) => r.fingerprint);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatch(/^[0-9a-f]{64}$/);
  });

  it('store nothing for a refused request', async () => {
    const c = new TestClient(target.fetch);
    const before = (await rows()).length;
    await c.login();
    expect((await c.post('/api/journal', { content: '' }, 'key-refused')).status).toBe(400);
    expect((await rows()).length).toBe(before);
  });

  it('never link a community report to its author: a repeat dedupes on the report id', async () => {
    const c = new TestClient(target.fetch);
    await c.login();
    const before = (await rows()).length;
    const report = { id: 'rep-own-id', category: 'scam', description: 'A caller asks for codes' };
    expect((await c.post('/api/community-reports', report, 'key-report')).status).toBe(201);
    expect((await c.post('/api/community-reports', report, 'key-report')).status).toBe(200);
    expect((await rows()).length).toBe(before);
    const listed = await c.call<unknown[]>('/api/community-reports');
    expect(listed.body.filter((r) => (r as { id: string }).id === 'rep-own-id')).toHaveLength(1);
  });

  it('are forgotten after 24 hours: the key may then start a new request', async () => {
    const c = new TestClient(target.fetch);
    await c.login();
    expect((await c.post('/api/journal', { content: 'cp1.a' }, 'key-ttl')).status).toBe(201);
    expect((await c.post('/api/journal', { content: 'cp1.b' }, 'key-ttl')).status).toBe(422);
    offsetMs = 24 * 60 * 60 * 1000 + 60_000;
    expect((await c.post('/api/journal', { content: 'cp1.b' }, 'key-ttl')).status).toBe(201);
    offsetMs = 0;
  });
});

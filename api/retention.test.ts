// @vitest-environment node
// What the idempotency table keeps (issue: "community reports linked to their author", "the disk
// fills"): a digest of each request, never its body; nothing for a refused request; nothing at all
// for community reports; and nothing after 24 hours.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openPglite } from './sql/pglite';
import { TestClient } from './testing/client.test-support';
import { sqlTarget } from './testing/targets.test-support';
import { STARTS_DATABASE_MS } from './testing/timeouts.test-support';

// Starts PGlite: see STARTS_DATABASE_MS.
vi.setConfig({ testTimeout: STARTS_DATABASE_MS, hookTimeout: STARTS_DATABASE_MS });

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
    // Held for review (a new account), then the retry answers the same report.
    expect((await c.post('/api/community-reports', report, 'key-report')).status).toBe(202);
    expect((await c.post('/api/community-reports', report, 'key-report')).status).toBe(200);
    expect((await rows()).length).toBe(before);
    const stored = await db.query<{ id: string }>('SELECT id FROM community_reports');
    expect(stored.filter((r) => r.id === 'rep-own-id')).toHaveLength(1);
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

describe('storage per account', () => {
  it('refuses a write past the quota with a clear 413, and stores nothing of it', async () => {
    const QUOTA = { records: 100, bytes: 1024 * 1024 };
    const small = await sqlTarget(db, { quota: QUOTA });
    const c = new TestClient(small.fetch);
    await c.login();
    const big = `cp1.${'A'.repeat(190 * 1024)}`;
    const writes = Math.ceil(QUOTA.bytes / (190 * 1024)) + 1;
    let refused: { status: number; body: unknown } | null = null;
    for (let i = 0; i < writes && !refused; i += 1) {
      const res = await c.post('/api/journal', { content: big });
      if (res.status !== 201) refused = res;
    }
    expect(refused?.status).toBe(413);
    expect((refused?.body as { message: string }).message).toMatch(/storage limit/);
    const kept = await c.call<unknown[]>('/api/journal');
    expect(kept.body.length).toBeLessThan(writes);
  });
});

describe('a deleted account on disk', () => {
  it('is gone from the embedded store’s table files once the deletion is answered and compacted', async () => {
    const { mkdtemp, readdir, readFile, rm } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const path = await import('node:path');
    const dir = await mkdtemp(path.join(tmpdir(), 'calc-retention-'));
    const onDisk = await openPglite(dir);
    const disk = await sqlTarget(onDisk);
    const { createSqlStore } = await import('./sql/sqlStore');
    try {
      const c = new TestClient(disk.fetch);
      await c.login();
      const marker = `cp1.MARKER${Date.now()}${'Q'.repeat(64)}`;
      for (let i = 0; i < 20; i += 1) await c.post('/api/journal', { content: marker });
      expect((await c.call('/api/account/delete', { method: 'POST' })).status).toBe(204);
      await createSqlStore(onDisk).compact();
      const files = (await readdir(path.join(dir, 'base'), { recursive: true })).map(String);
      let found = 0;
      for (const file of files) {
        const bytes = await readFile(path.join(dir, 'base', file)).catch(() => null);
        if (bytes?.includes(marker.slice(0, 24))) found += 1;
      }
      expect(found).toBe(0);
    } finally {
      await disk.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('check-ins', () => {
  it('keep no position in the clear: a copied session cookie cannot read where she was', async () => {
    const c = new TestClient(target.fetch);
    await c.login();
    await c.post('/api/checkin', { status: 'help', location: '51.50735,-0.12776' }, 'duress-1');
    await c.post('/api/checkin', { status: 'safe', location: 'cp1.SEALEDBYDEVICE' });
    const listed = await c.call<{ location: string }[]>('/api/checkin');
    expect(JSON.stringify(listed.body)).not.toContain('51.50735');
    expect(listed.body.map((r) => r.location).sort()).toEqual(['', 'cp1.SEALEDBYDEVICE']);
  });
});

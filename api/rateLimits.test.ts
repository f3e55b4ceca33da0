// @vitest-environment node
// Rate limits: 429 with Retry-After per account, per address, for reports, chat, credentials and
// sign-ups; counters live in the store, so two instances over one database share them.
import { describe, expect, it, vi } from 'vitest';
import { createApiApp } from './app';
import { createMemoryStore } from './store/memoryStore';
import { DEFAULT_RATE_LIMITS } from './options';
import type { RateLimits } from './options';
import { openPglite } from './sql/pglite';
import { migrate } from './sql/migrations';
import { createSqlStore } from './sql/sqlStore';
import { TestClient } from './testing/client.test-support';
import { memoryTarget } from './testing/targets.test-support';
import { STARTS_DATABASE_MS } from './testing/timeouts.test-support';

// Starts PGlite: see STARTS_DATABASE_MS.
vi.setConfig({ testTimeout: STARTS_DATABASE_MS, hookTimeout: STARTS_DATABASE_MS });

const NOW = new Date('2026-11-25T12:00:10Z');
const limits = (overrides: Partial<RateLimits>): RateLimits => ({
  ...DEFAULT_RATE_LIMITS,
  ...overrides,
});
const clientOf = (rateLimits: RateLimits) =>
  new TestClient(memoryTarget({ rateLimits, now: () => NOW }).fetch);

describe('rate limits', () => {
  it('answers 429 with Retry-After (seconds to the window end) past the per-account limit', async () => {
    const c = clientOf(limits({ perAccount: { max: 3, windowSeconds: 60 } }));
    await c.login(); // login itself has no session yet; auth/user is the account's 1st request
    expect((await c.call('/api/journal')).status).toBe(200);
    expect((await c.call('/api/journal')).status).toBe(200);
    const res = await c.call('/api/journal');
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('50');
    expect(res.body).toEqual({ message: 'Too many requests. Try again later.' });
  });

  it('limits an address across accounts', async () => {
    const target = memoryTarget({
      rateLimits: limits({ perAddress: { max: 4, windowSeconds: 60 } }),
      now: () => NOW,
    });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const c = new TestClient(target.fetch);
      statuses.push((await c.call('/api/login')).status, (await c.call('/api/journal')).status);
    }
    expect(statuses).toEqual([303, 200, 303, 200, 429, 429]);
  });

  it('limits community reports and the companion chat per account', async () => {
    const c = clientOf(
      limits({ reports: { max: 2, windowSeconds: 60 }, chat: { max: 1, windowSeconds: 60 } }),
    );
    await c.login();
    const report = { category: 'scam', description: 'x' };
    // A new account's reports are held for review (202).
    expect((await c.post('/api/community-reports', report)).status).toBe(202);
    expect((await c.post('/api/community-reports', report)).status).toBe(202);
    expect((await c.post('/api/community-reports', report)).status).toBe(429);
    const chat = { message: 'hi', conversationHistory: [] };
    expect((await c.post('/api/chat/companion', chat)).status).toBe(200);
    expect((await c.post('/api/chat/companion', chat)).status).toBe(429);
    // Other calls are still served.
    expect((await c.call('/api/journal')).status).toBe(200);
  });

  it('limits credential guessing per named account, and sign-ups per address', async () => {
    const c = clientOf(
      limits({
        credentials: { max: 3, windowSeconds: 60 },
        signups: { max: 2, windowSeconds: 60 },
      }),
    );
    const guess = { accountId: 'a_x', secret: 'y' };
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await c.post('/api/session', guess)).status);
    expect(answers).toEqual([401, 401, 401, 429]);
    expect((await c.post('/api/account/delete', guess)).status).toBe(429);
    // Another account from the same address is not held back by those guesses.
    expect((await c.post('/api/session', { accountId: 'a_other', secret: 'y' })).status).toBe(401);
    expect((await new TestClient(c.fetcher).call('/api/login')).status).toBe(303);
    expect((await new TestClient(c.fetcher).call('/api/login')).status).toBe(303);
    expect((await new TestClient(c.fetcher).call('/api/login')).status).toBe(429);
  });

  it('guesses against her account from her own address cannot stop her wipe: a session deletes its own account', async () => {
    const target = memoryTarget({
      rateLimits: limits({ credentials: { max: 3, windowSeconds: 60 } }),
      now: () => NOW,
    });
    const victim = new TestClient(target.fetch);
    await victim.login();
    const creds = (
      await victim.post<{ accountId: string; secret: string }>('/api/account/credentials', {})
    ).body;
    const attacker = new TestClient(target.fetch);
    for (let i = 0; i < 11; i += 1) {
      await attacker.post('/api/session', { accountId: creds.accountId, secret: 'x'.repeat(43) });
    }
    expect((await attacker.post('/api/session', creds)).status).toBe(429);
    expect((await victim.post('/api/account/delete', creds)).status).toBe(204);
    expect((await victim.call('/api/auth/user')).status).toBe(401);
  });

  it('shares counters between two instances over one database (no state in memory)', async () => {
    const db = await openPglite();
    await migrate(db);
    const store = createSqlStore(db);
    const rateLimits = limits({ perAddress: { max: 4, windowSeconds: 60 } });
    const apps = [1, 2].map(() => createApiApp({ store, rateLimits, now: () => NOW }));
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const app = apps[i % 2]!;
      const res = await app.fetch(new Request('http://api.test/api/auth/user'), {
        clientAddress: '198.51.100.7',
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    // Sessions too: a session made on one instance is valid on the other.
    const login = await apps[0]!.fetch(new Request('http://api.test/api/login'), {
      clientAddress: '203.0.113.9',
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const user = await apps[1]!.fetch(
      new Request('http://api.test/api/auth/user', { headers: { cookie } }),
      { clientAddress: '203.0.113.9' },
    );
    expect(user.status).toBe(200);
    await db.close();
  });

  it('stores no plain address', async () => {
    const store = createMemoryStore();
    const app = createApiApp({ store, rateLimits: DEFAULT_RATE_LIMITS });
    await app.fetch(new Request('http://api.test/api/auth/user'), { clientAddress: '192.0.2.55' });
    const data = (store as unknown as { data: { rateLimits: Map<string, number> } }).data;
    expect([...data.rateLimits.keys()].join()).not.toContain('192.0.2.55');
    expect(data.rateLimits.size).toBe(1);
  });
});

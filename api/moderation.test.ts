// @vitest-environment node
// Community flood (issue 24, item 10): 12 new accounts on one address posted 60 reports in a minute
// and buried the real ones. Reports are limited per account and per address, those of accounts
// younger than a day wait for an operator, and the operator decides through a token-guarded route
// or the CLI (scripts/moderate.mjs) that calls it.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moderate } from '../scripts/moderate.mjs';
import { createApiApp } from './app';
import type { CommunityReport, HeldReports } from './contract';
import { createMemoryStore } from './store/memoryStore';
import { DEFAULT_MODERATION, DEFAULT_RATE_LIMITS } from './options';
import type { ApiOptions } from './options';
import type { ApiStore } from './store/store';
import { TestClient } from './testing/client.test-support';

const TOKEN = 'operator-token-for-these-tests-0123456789';
const DAY_MS = 24 * 60 * 60 * 1000;

/** One store, and clients on any address; the clock moves when a test says so. */
function world(options: Partial<ApiOptions> = {}) {
  let now = new Date('2026-11-25T12:00:10Z').getTime();
  const store: ApiStore = createMemoryStore();
  const app = createApiApp({
    store,
    rateLimits: DEFAULT_RATE_LIMITS,
    moderation: DEFAULT_MODERATION,
    operatorToken: TOKEN,
    now: () => new Date(now),
    ...options,
  });
  const fetcherAt = (address: string) => async (path: string, init: RequestInit) =>
    app.fetch(new Request(`http://api.test${path}`, init), { clientAddress: address });
  return {
    store,
    fetcherAt,
    clientAt: (address: string) => new TestClient(fetcherAt(address)),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const report = (description: string) => ({ category: 'scam', description });

async function publicList(client: TestClient): Promise<string[]> {
  const list = await client.call<CommunityReport[]>('/api/community-reports');
  return list.body.map((r) => r.description);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('community flood', () => {
  it('12 new accounts on one address cannot bury a real report: limited per address, held for review', async () => {
    const w = world();
    // A person whose account is older than a day, on her own address.
    const her = w.clientAt('198.51.100.20');
    await her.login();
    w.advance(DAY_MS + 60_000);

    const statuses: number[] = [];
    for (let account = 0; account < 12; account += 1) {
      const bot = w.clientAt('203.0.113.66');
      await bot.login();
      for (let i = 0; i < 5; i += 1) {
        statuses.push(
          (await bot.post('/api/community-reports', report(`spam ${account}.${i}`))).status,
        );
      }
    }
    // Ten in ten minutes from one address, each held; the other fifty are refused with 429.
    expect(statuses.filter((s) => s === 202)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50);
    expect(statuses.filter((s) => s === 201)).toHaveLength(0);

    const real = await her.post('/api/community-reports', report('Fake landlord asks for cash'));
    expect(real).toMatchObject({ status: 201, body: { review: 'published' } });
    expect(await publicList(her)).toEqual(['Fake landlord asks for cash']);
    expect((await w.store.listHeldReports(100)).length).toBe(10);
  });

  it('the 429 says when to try again, so the app’s outbox sends the report later (nothing lost)', async () => {
    const w = world();
    const statuses: number[] = [];
    let last: Headers | null = null;
    for (let i = 0; i < 11; i += 1) {
      const c = w.clientAt('203.0.113.7');
      await c.login();
      const res = await c.post('/api/community-reports', report(`r${i}`));
      statuses.push(res.status);
      last = res.headers;
    }
    expect(statuses.at(-1)).toBe(429);
    // 12:00:10 in a window of ten minutes that started at 12:00:00.
    expect(last?.get('retry-after')).toBe('590');
  });

  it('limits one account to 5 reports a minute, whatever its address', async () => {
    const w = world();
    const c = w.clientAt('192.0.2.10');
    await c.login();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await c.post('/api/community-reports', report(`x${i}`))).status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 429]);
  });

  it('the address limit outlives the pruning of shorter windows (a 10-minute counter is not dropped after a minute)', async () => {
    // Every request prunes (normally one in a hundred).
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const w = world();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const c = w.clientAt('203.0.113.8');
      await c.login();
      statuses.push((await c.post('/api/community-reports', report(`r${i}`))).status);
      w.advance(45_000); // 11 reports over about 8 minutes, all in one 10-minute window
    }
    expect(statuses.slice(0, 10).every((s) => s === 202)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('moderation queue', () => {
  it('a new account’s report is held and invisible until approved; a day-old account publishes at once', async () => {
    const w = world();
    const author = w.clientAt('192.0.2.30');
    await author.login();
    const reader = w.clientAt('192.0.2.31');
    await reader.login();
    const held = await author.post<{ id: string; review: string }>(
      '/api/community-reports',
      report('Man at the bus stop'),
    );
    expect(held).toMatchObject({ status: 202, body: { review: 'pending' } });
    expect(await publicList(reader)).toEqual([]);

    w.advance(DAY_MS);
    const later = await author.post('/api/community-reports', report('Van outside the shelter'));
    expect(later).toMatchObject({ status: 201, body: { review: 'published' } });
    // The held one still waits: its account's age when it was sent decided.
    expect(await publicList(reader)).toEqual(['Van outside the shelter']);
  });

  it('without moderation (REPORT_HOLD_HOURS=0) every report is published at once', async () => {
    const w = world({ moderation: null });
    const c = w.clientAt('192.0.2.40');
    await c.login();
    expect((await c.post('/api/community-reports', report('Scam call'))).status).toBe(201);
    expect(await publicList(c)).toEqual(['Scam call']);
  });

  it('without OPERATOR_TOKEN the operator routes do not exist', async () => {
    const w = world({ operatorToken: null });
    const c = w.clientAt('192.0.2.50');
    await c.login();
    const held = await c.post<{ id: string }>('/api/community-reports', report('Held'));
    expect(held.status).toBe(202);
    const headers = { authorization: `Bearer ${TOKEN}` };
    expect((await c.call('/api/operator/reports', { headers })).status).toBe(404);
    const approve = `/api/operator/reports/${held.body.id}/approve`;
    expect((await c.call(approve, { method: 'POST', headers })).status).toBe(404);
    expect(await publicList(c)).toEqual([]);
  });

  it('guessing the operator token is counted per address: 429 after 10 wrong tries', async () => {
    const w = world();
    const guesser = w.clientAt('203.0.113.99');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const headers = { authorization: `Bearer guess-${i}` };
      statuses.push((await guesser.call('/api/operator/reports', { headers })).status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 403)).toBe(true);
    expect(statuses[10]).toBe(429);
    // The operator, elsewhere, is not held back.
    const headers = { authorization: `Bearer ${TOKEN}` };
    expect((await w.clientAt('192.0.2.60').call('/api/operator/reports', { headers })).status).toBe(
      200,
    );
  });
});

describe('moderation CLI (npm run moderate)', () => {
  function cli(w: ReturnType<typeof world>, env: Record<string, string | undefined>) {
    const lines: string[] = [];
    const errors: string[] = [];
    const fetcher = w.fetcherAt('127.0.0.1');
    const run = (...args: string[]) =>
      moderate(args, {
        env,
        // The server at MODERATE_URL is the app of this test.
        fetch: ((url: string, init?: RequestInit) =>
          fetcher(new URL(url).pathname, init ?? {})) as typeof fetch,
        out: (line) => lines.push(line),
        err: (line) => errors.push(line),
        now: () => Date.parse('2026-11-25T15:00:00Z'),
      });
    return { run, lines, errors };
  }

  it('lists the held reports, approves one (now public) and rejects another (never shown)', async () => {
    const w = world();
    const author = w.clientAt('192.0.2.70');
    await author.login();
    const a = await author.post<{ id: string }>('/api/community-reports', {
      category: 'location',
      description: 'Grey car\nfollowing',
    });
    const b = await author.post<{ id: string }>('/api/community-reports', report('Buy followers'));
    const { run, lines, errors } = cli(w, { OPERATOR_TOKEN: TOKEN, MODERATE_URL: 'http://x' });

    expect(await run('list')).toBe(0);
    expect(lines).toEqual([
      `${a.body.id}  location  3 h ago  Grey car following`,
      `${b.body.id}  scam  3 h ago  Buy followers`,
    ]);
    expect(await run('approve', a.body.id)).toBe(0);
    expect(await run('reject', b.body.id)).toBe(0);
    expect(lines.slice(2)).toEqual([`${a.body.id}: published`, `${b.body.id}: rejected`]);
    expect(errors).toEqual([]);
    expect(await publicList(author)).toEqual(['Grey car\nfollowing']);
    const held = await w.clientAt('192.0.2.71').call<HeldReports>('/api/operator/reports', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(held.body.held).toEqual([]);

    lines.length = 0;
    expect(await run('list')).toBe(0);
    expect(lines).toEqual(['No reports are waiting for review.']);
    // Deciding twice: the server says nothing is waiting under that id.
    expect(await run('approve', a.body.id)).toBe(1);
    expect(errors[0]).toMatch(/^404: No report with id/);
  });

  it('refuses to run without the token, with a wrong token, or with a wrong command', async () => {
    const w = world();
    const without = cli(w, {});
    expect(await without.run('list')).toBe(2);
    expect(without.errors).toEqual([
      'OPERATOR_TOKEN is not set: use the same value as the server.',
    ]);
    const wrong = cli(w, { OPERATOR_TOKEN: 'not-the-token' });
    expect(await wrong.run('list')).toBe(1);
    expect(wrong.errors).toEqual(['403: The operator token is not valid.']);
    const usage = cli(w, { OPERATOR_TOKEN: TOKEN });
    expect(await usage.run('approve')).toBe(2);
    expect(await usage.run('delete', 'x')).toBe(2);
    expect(usage.errors[0]).toMatch(/^Usage: npm run moderate -- list/);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Checkin, CommunityReport, JournalEntry, WatchlistItem } from '../api/contract';
import { call, del, post, state, setupMockApiSuite } from './testClient.test-support';

setupMockApiSuite();

describe('check-ins', () => {
  it('creates check-ins and lists them newest first', async () => {
    const first = await post<Checkin>('/api/checkin', { status: 'safe', location: 'cp1.AAAA' });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      id: expect.any(String),
      status: 'safe',
      location: 'cp1.AAAA',
      createdAt: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(first.body.createdAt))).toBe(false);
    const second = await post<Checkin>('/api/checkin', { status: 'help', location: '' });
    expect(second.status).toBe(201);
    const list = await call<Checkin[]>('/api/checkin');
    expect(list.body.map((c) => c.id)).toEqual([second.body.id, first.body.id]);
  });

  it('validates status and location', async () => {
    expect((await post('/api/checkin', { status: 'ok', location: 'x' })).status).toBe(400);
    expect((await post('/api/checkin', { status: 'safe' })).status).toBe(400);
    expect((await post('/api/checkin', { status: 'safe', location: 5 })).status).toBe(400);
    expect(state().checkins).toEqual([]);
  });
});

describe('watchlist', () => {
  it('adds trimmed names, lists and deletes', async () => {
    const added = await post<WatchlistItem>('/api/watchlist', { name: '  Sam  ' });
    expect(added).toMatchObject({ status: 201, body: { name: 'Sam' } });
    expect(Object.keys(added.body).sort()).toEqual(['id', 'name']);
    expect((await call('/api/watchlist')).body).toEqual([added.body]);

    const removed = await del(`/api/watchlist/${added.body.id}`);
    expect(removed).toMatchObject({ status: 204, body: null });
    expect((await call('/api/watchlist')).body).toEqual([]);

    const missing = await del<{ message: string }>(`/api/watchlist/${added.body.id}`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toMatch(/not found|no watchlist item/i);
  });

  it('rejects empty, blank and over-long names', async () => {
    for (const name of ['', '   ', 'x'.repeat(4097), 7]) {
      const res = await post<{ message: string }>('/api/watchlist', { name });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('name');
    }
    expect((await post('/api/watchlist', { name: 'x'.repeat(4096) })).status).toBe(201);
  });
});

describe('journal', () => {
  it('stores opaque content exactly, lists newest first and deletes', async () => {
    const cipher = ' v1.AbC+/=\n ';
    const a = await post<JournalEntry>('/api/journal', { content: cipher });
    expect(a.status).toBe(201);
    expect(a.body.content).toBe(cipher);
    const b = await post<JournalEntry>('/api/journal', { content: 'second' });
    expect((await call<JournalEntry[]>('/api/journal')).body.map((e) => e.id)).toEqual([
      b.body.id,
      a.body.id,
    ]);
    expect((await del(`/api/journal/${a.body.id}`)).status).toBe(204);
    expect((await del(`/api/journal/${a.body.id}`)).status).toBe(404);
    expect((await call<JournalEntry[]>('/api/journal')).body).toHaveLength(1);
  });

  it('accepts up to 200 KB and rejects more, or empty content', async () => {
    expect((await post('/api/journal', { content: 'a'.repeat(200 * 1024) })).status).toBe(201);
    expect((await post('/api/journal', { content: 'a'.repeat(200 * 1024 + 1) })).status).toBe(400);
    expect((await post('/api/journal', { content: '  ' })).status).toBe(400);
    expect((await post('/api/journal', {})).status).toBe(400);
  });
});

describe('community reports', () => {
  it('creates reports and lists them newest first', async () => {
    const a = await post<CommunityReport>('/api/community-reports', {
      category: 'scam',
      description: 'Fake parcel texts',
    });
    expect(a.status).toBe(201);
    expect(a.body).toEqual({
      id: expect.any(String),
      category: 'scam',
      description: 'Fake parcel texts',
      createdAt: expect.any(String),
      // MSW publishes at once (no moderation unless a test turns it on).
      review: 'published',
    });
    const b = await post<CommunityReport>('/api/community-reports', {
      category: 'location',
      description: 'Dark underpass',
    });
    const list = await call<CommunityReport[]>('/api/community-reports');
    expect(list.body.map((r) => r.id)).toEqual([b.body.id, a.body.id]);
  });

  it('validates category and description', async () => {
    const cases = [
      { category: 'gossip', description: 'x' },
      { category: 'person', description: '' },
      { category: 'person', description: 'x'.repeat(2001) },
      { description: 'x' },
    ];
    for (const body of cases) {
      expect((await post('/api/community-reports', body)).status).toBe(400);
    }
    const max = { category: 'other', description: 'x'.repeat(2000) };
    expect((await post('/api/community-reports', max)).status).toBe(201);
  });
});

describe('client ids', () => {
  const creates: Array<[string, Record<string, unknown>]> = [
    ['/api/checkin', { status: 'safe', location: 'home' }],
    ['/api/watchlist', { name: 'Sam' }],
    ['/api/journal', { content: 'cipher' }],
    ['/api/community-reports', { category: 'other', description: 'd' }],
  ];

  it.each(creates)('POST %s uses the client id and never duplicates it', async (path, body) => {
    const first = await post<{ id: string }>(path, { ...body, id: 'local-Id_1' });
    expect(first.status).toBe(201);
    expect(first.body.id).toBe('local-Id_1');
    const again = await post<{ id: string }>(path, { ...body, id: 'local-Id_1' });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await call<unknown[]>(path)).body).toHaveLength(1);
    expect(Object.values(state().writes)).toEqual([1]);
  });

  it.each(creates)('POST %s rejects malformed client ids', async (path, body) => {
    for (const id of ['', 'a'.repeat(65), 'has space', 'slash/', 42]) {
      const res = await post<{ message: string }>(path, { ...body, id });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain('"id"');
    }
    expect((await post(path, { ...body, id: 'a'.repeat(64) })).status).toBe(201);
  });

  it('deletes a record by its client id', async () => {
    await post('/api/journal', { id: 'entry-1', content: 'c' });
    expect((await del('/api/journal/entry-1')).status).toBe(204);
    expect(state().writes).toEqual({ 'POST /api/journal': 1, 'DELETE /api/journal/:id': 1 });
  });
});

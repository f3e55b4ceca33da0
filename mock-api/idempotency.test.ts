// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { JournalEntry, Usage } from '../api/contract';
import { resetMockState } from './state';
import { call, del, post, state, setupMockApiSuite } from './testClient.test-support';

setupMockApiSuite();

describe('Idempotency-Key', () => {
  it('replays a create with the stored status and body and no second effect', async () => {
    const first = await post<JournalEntry>('/api/journal', { content: 'c' }, 'key-1');
    expect(first.status).toBe(201);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();

    const again = await post<JournalEntry>('/api/journal', { content: 'c' }, 'key-1');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(state().journal).toHaveLength(1);
    expect(state().writes).toEqual({ 'POST /api/journal': 1 });
  });

  it('applies a counter update once', async () => {
    const body = { actionType: 'photo' };
    await post('/api/subscription/track-usage', body, 'usage-1');
    const replay = await post<Usage>('/api/subscription/track-usage', body, 'usage-1');
    expect(replay.body).toEqual({ audio: 0, photo: 1, video: 0, total: 1 });
    await post('/api/subscription/track-usage', body, 'usage-2');
    expect(state().usage.total).toBe(2);
  });

  it('replays a DELETE as 204 instead of 404', async () => {
    const item = await post<{ id: string }>('/api/watchlist', { name: 'Sam' });
    expect((await del(`/api/watchlist/${item.body.id}`, 'del-1')).status).toBe(204);
    const again = await del(`/api/watchlist/${item.body.id}`, 'del-1');
    expect(again.status).toBe(204);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(state().writes['DELETE /api/watchlist/:id']).toBe(1);
  });

  it('answers 422 when a key is reused with a different body, path or method', async () => {
    await post('/api/watchlist', { name: 'Sam' }, 'reuse');
    const cases = [
      () => post('/api/watchlist', { name: 'Kim' }, 'reuse'),
      () => post('/api/journal', { content: 'Sam' }, 'reuse'),
      () => del('/api/watchlist/anything', 'reuse'),
    ];
    for (const attempt of cases) {
      const res = await attempt();
      expect(res.status).toBe(422);
      expect((res.body as { message: string }).message).toMatch(/Idempotency-Key/);
    }
    expect(state().watchlist).toHaveLength(1);
    expect(state().journal).toHaveLength(0);
  });

  it('stores no refused request (its body may be large or bad): the retry is judged again', async () => {
    const first = await post('/api/watchlist', { name: '' }, 'bad-1');
    const again = await post('/api/watchlist', { name: '' }, 'bad-1');
    expect(first.status).toBe(400);
    expect(again.status).toBe(400);
    expect(again.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('does not store refusals, so a retry is judged again', async () => {
    const body = { plan: 'monthly' };
    expect((await post('/api/subscription/create', body, 'pay-1')).status).toBe(503);
    const retry = await post('/api/subscription/create', body, 'pay-1');
    expect(retry.status).toBe(503);
    expect(retry.headers.get('Idempotent-Replayed')).toBeNull();
    expect((await post('/api/subscription/trial', {}, 'trial-1')).status).toBe(200);
    const replay = await post('/api/subscription/trial', {}, 'trial-1');
    expect(replay.status).toBe(200);
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it('does not store 401 answers', async () => {
    resetMockState({ signedIn: false });
    expect((await post('/api/watchlist', { name: 'A' }, 'auth-1')).status).toBe(401);
    resetMockState({ signedIn: true });
    expect((await post('/api/watchlist', { name: 'A' }, 'auth-1')).status).toBe(201);
  });

  it('applies concurrent repeats once', async () => {
    const body = { content: 'same' };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => post<JournalEntry>('/api/journal', body, 'burst')),
    );
    expect(new Set(results.map((r) => r.body.id)).size).toBe(1);
    expect(results.filter((r) => r.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(4);
    expect(state().journal).toHaveLength(1);
  });

  it('rejects a blank or over-long key', async () => {
    const blank = await call('/api/watchlist', {
      method: 'POST',
      body: { name: 'A' },
      headers: { 'Idempotency-Key': ' ' },
    });
    expect(blank.status).toBe(400);
    expect((await post('/api/watchlist', { name: 'A' }, 'k'.repeat(256))).status).toBe(400);
    expect(state().watchlist).toHaveLength(0);
  });

  it('keeps no keys across a reset', async () => {
    await post('/api/watchlist', { name: 'A' }, 'r');
    resetMockState();
    expect((await post('/api/watchlist', { name: 'A' }, 'r')).status).toBe(201);
  });
});

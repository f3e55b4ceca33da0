// @vitest-environment node
// Text PostgreSQL cannot store (a NUL byte, half of a UTF-16 pair) is refused as a clear 400 in the
// spec's error format, on the SQL store where it used to answer 500, and the log names no data.
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openPglite } from './sql/pglite';
import { TestClient } from './testing/client.test-support';
import { sqlTarget } from './testing/targets.test-support';

const target = await sqlTarget(await openPglite());
afterAll(() => target.close());

describe('bad bytes', () => {
  it.each([
    ['a NUL byte', 'before\u0000after'],
    ['a lone high surrogate', 'before\ud800after'],
    ['a lone low surrogate', 'before\udc00after'],
  ])('%s in a field answers 400 and stores nothing', async (_name, text) => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const c = new TestClient(target.fetch);
    await c.login();
    const journal = await c.post('/api/journal', { content: text });
    expect(journal.status).toBe(400);
    expect(journal.body).toEqual({
      message: '"content" contains characters that cannot be stored.',
    });
    const report = await c.post('/api/community-reports', { category: 'scam', description: text });
    expect(report.status).toBe(400);
    expect((await c.call<unknown[]>('/api/journal')).body).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('a pair that makes one character (an emoji) is kept as written', async () => {
    const c = new TestClient(target.fetch);
    await c.login();
    expect((await c.post('/api/journal', { content: 'safe 🙂' })).status).toBe(201);
  });
});

// @vitest-environment node
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { getVaultDatabase, lockVault, STORED_TABLE_NAMES, type OutboxEntry } from '../../vault';
import { claim, dueHeads, enqueue, enqueueDelete, nextDueAt, readQueue } from './queue';
import { clearVaultTables, openTestVault } from '../../vault/testing/vault.test-support';

beforeEach(async () => {
  await openTestVault();
  await clearVaultTables();
});

const post = (resource: string) => ({
  method: 'POST' as const,
  path: '/api/x',
  body: { a: 1 },
  resource,
});

function inTx<T>(work: () => Promise<T>): Promise<T> {
  const db = getVaultDatabase();
  return db.transaction('rw', db.outbox, work);
}

describe('the outbox queue', () => {
  it('numbers entries in order and gives each its own key, made when queued', async () => {
    const db = getVaultDatabase();
    const a = await inTx(() => enqueue(db, post('x:1'), 5));
    const b = await inTx(() => enqueue(db, post('x:2'), 6));
    expect([a.seq, b.seq]).toEqual([1, 2]);
    expect(a.idempotencyKey).not.toBe(b.idempotencyKey);
    expect(a).toMatchObject({ state: 'pending', attempts: 0, nextAttemptAt: 5, createdAt: 5 });
    expect((await readQueue(db)).map((e) => e.id)).toEqual([a.id, b.id]);
  });

  it('keeps entries encrypted: on disk only the id, seq and ciphertext', async () => {
    const db = getVaultDatabase();
    await inTx(() => enqueue(db, { ...post('journal:abc'), body: { content: 'SECRET-TEXT' } }));
    const name = db.name;
    lockVault();
    const raw = new Dexie(name);
    await raw.open();
    const [stored] = (await raw.table(STORED_TABLE_NAMES.outbox).toArray()) as Record<
      string,
      unknown
    >[];
    raw.close();
    expect(Object.keys(stored ?? {}).sort()).toEqual(['c', 'id', 'seq']);
    expect(new TextDecoder().decode(stored?.c as Uint8Array)).not.toContain('SECRET-TEXT');
  });

  it('sends only the first entry of each resource, when due', () => {
    const entry = (
      id: string,
      resource: string,
      extra: Partial<OutboxEntry> = {},
    ): OutboxEntry => ({
      id,
      seq: 0,
      method: 'POST',
      path: '/api/x',
      idempotencyKey: id,
      resource,
      state: 'pending',
      attempts: 1,
      nextAttemptAt: 10,
      createdAt: 0,
      ...extra,
    });
    const entries = [
      entry('a', 'r:1'),
      entry('b', 'r:1', { method: 'DELETE', nextAttemptAt: 0 }),
      entry('c', 'r:2', { nextAttemptAt: 50 }),
      entry('d', 'r:3', { state: 'failed', nextAttemptAt: 0 }),
      entry('e', 'r:3', { method: 'DELETE', nextAttemptAt: 0 }),
      entry('f', 'r:4', { attempts: 0, nextAttemptAt: 999 }),
    ];
    expect(dueHeads(entries, 10).map((e) => e.id)).toEqual(['a', 'f']);
    expect(dueHeads(entries, 10, true).map((e) => e.id)).toEqual(['a', 'c', 'f']);
    expect(nextDueAt(entries.slice(0, 3))).toBe(10);
  });

  it('cancels a create that never left, with its delete; queues a DELETE once it may have', async () => {
    const db = getVaultDatabase();
    await inTx(() => enqueue(db, post('x:1')));
    expect(await inTx(() => enqueueDelete(db, { path: '/api/x/1', resource: 'x:1' }))).toBe(
      'cancelled',
    );
    expect(await readQueue(db)).toEqual([]);

    const sent = await inTx(() => enqueue(db, post('x:2')));
    await claim(db, [sent.id]);
    expect(await inTx(() => enqueueDelete(db, { path: '/api/x/2', resource: 'x:2' }))).toBe(
      'queued',
    );
    expect((await readQueue(db)).map((e) => e.method)).toEqual(['POST', 'DELETE']);

    // Delivered long ago (nothing queued for it): the server has it.
    expect(await inTx(() => enqueueDelete(db, { path: '/api/x/3', resource: 'x:3' }))).toBe(
      'queued',
    );
  });

  it('claims by counting the attempt first, and skips what was removed meanwhile', async () => {
    const db = getVaultDatabase();
    const a = await inTx(() => enqueue(db, post('x:1')));
    const b = await inTx(() => enqueue(db, post('x:2')));
    await db.outbox.delete(b.id);
    const claimed = await claim(db, [a.id, b.id]);
    expect(claimed.map((e) => [e.id, e.attempts])).toEqual([[a.id, 1]]);
    expect((await db.outbox.get(a.id))?.attempts).toBe(1);
  });
});

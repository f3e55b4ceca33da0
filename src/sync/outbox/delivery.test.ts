// @vitest-environment node
import 'fake-indexeddb/auto';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockState } from '../../../mock-api/state';
import { addJournalEntry, deleteJournalEntry } from '../../features/journal/journalRepository';
import { getVaultDatabase, openFromServer } from '../../vault';
import { useSyncState } from '../syncState';
import { setupOutboxHarness } from './harness.test-support';
import { discardDelivery, outboxIdle, resumeDelivery, retryDelivery } from './lifecycle';
import { addWatchlistItem, deleteWatchlistItem } from './records';

const h = setupOutboxHarness();

describe('outbox delivery', () => {
  it('delivers a journal entry once, with its Idempotency-Key, as ciphertext', async () => {
    h.start();
    const added = await addJournalEntry('He read my messages again.');
    await h.settle();
    expect(added.ok).toBe(true);
    expect(await h.queue()).toEqual([]);
    expect(h.applied('POST /api/journal')).toBe(1);
    const post = h.writesSent()[0];
    expect(post?.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(post?.body).not.toContain('messages');
    expect(mockState().journal[0]?.content).toMatch(/^cp1\./);
    expect(useSyncState.getState()).toMatchObject({ active: true, pending: 0, failed: [] });
  });

  it('delivers a watchlist name only as ciphertext bound to its item; the vault keeps it plain', async () => {
    h.start();
    const added = await addWatchlistItem('Jordan Smith');
    await h.settle();
    if (!added.ok) throw new Error('not added');
    expect(h.writesSent()[0]?.body).not.toContain('Jordan');
    const stored = mockState().watchlist[0]?.name ?? '';
    expect(await openFromServer(stored, `watchlist:${added.value.id}`)).toBe('Jordan Smith');
    expect(await openFromServer(stored, 'watchlist:another')).toBeNull();
    expect(await getVaultDatabase().watchlist.get(added.value.id)).toMatchObject({
      name: 'Jordan Smith',
    });
  });

  it('retries a 500 and a network error with the same key, then delivers', async () => {
    h.start();
    h.failNextJournalWrites(1, () => new HttpResponse('boom', { status: 500 }));
    h.failNextJournalWrites(1, () => HttpResponse.error());
    await addJournalEntry('one');
    await h.settle();
    expect(useSyncState.getState()).toMatchObject({ pending: 1, offline: true });
    await h.settle(3);
    expect(await h.queue()).toEqual([]);
    expect(new Set(h.writesSent().map((r) => r.idempotencyKey)).size).toBe(1);
    expect(h.writesSent()).toHaveLength(3);
    expect(h.applied('POST /api/journal')).toBe(1);
    expect(useSyncState.getState()).toMatchObject({ pending: 0, offline: false });
  });

  it('waits as long as a 503 Retry-After says', async () => {
    h.start();
    const retryAfter = () =>
      new HttpResponse('busy', { status: 503, headers: { 'Retry-After': '120' } });
    h.failNextJournalWrites(1, retryAfter);
    await addJournalEntry('one');
    await h.settle();
    h.clock().advance(119_000);
    await outboxIdle();
    expect(h.writesSent()).toHaveLength(1);
    h.clock().advance(1_000);
    await h.settle();
    expect(h.writesSent()).toHaveLength(2);
    expect(await h.queue()).toEqual([]);
  });

  it('pauses on 401 until the user is signed in again', async () => {
    mockState().signedIn = false;
    h.start();
    await addJournalEntry('one');
    await h.settle(2);
    expect(useSyncState.getState()).toMatchObject({ paused: true, pending: 1 });
    const tries = h.writesSent().length;
    h.clock().advance(10 * 60_000);
    await h.settle();
    expect(h.writesSent()).toHaveLength(tries);
    mockState().signedIn = true;
    resumeDelivery(); // the account step's call once the session is the vault's account again
    await h.settle();
    expect(useSyncState.getState()).toMatchObject({ paused: false, pending: 0 });
    expect(h.applied('POST /api/journal')).toBe(1);
  });

  it('marks a refused call failed with the server message; retry or discard', async () => {
    h.start();
    const refuse = () => HttpResponse.json({ message: 'Too long.' }, { status: 400 });
    h.failNextJournalWrites(2, refuse);
    await addJournalEntry('one');
    await addJournalEntry('two');
    await h.settle();
    const { failed } = useSyncState.getState();
    expect(failed).toHaveLength(2);
    expect(failed[0]).toMatchObject({ kind: 'journal', method: 'POST', message: 'Too long.' });
    await retryDelivery(failed[0]!.id);
    await discardDelivery(failed[1]!.id);
    await h.settle();
    expect(await h.queue()).toEqual([]);
    expect(h.applied('POST /api/journal')).toBe(1);
    expect(await getVaultDatabase().journal.count()).toBe(2);
  });
});

describe('outbox order', () => {
  it('never lets a DELETE overtake its POST', async () => {
    h.start();
    h.failNextJournalWrites(1, () => new HttpResponse(null, { status: 502 }));
    const added = await addJournalEntry('one');
    await h.settle();
    if (!added.ok) throw new Error('not added');
    await deleteJournalEntry(added.entry.id);
    await h.settle(3);
    expect(h.writesSent().map((r) => r.method)).toEqual(['POST', 'POST', 'DELETE']);
    expect(mockState().journal).toEqual([]);
    expect(await h.queue()).toEqual([]);
  });

  it('cancels both when the record never reached the server', async () => {
    h.start();
    h.events().dispatchEvent(new Event('offline'));
    const added = await addWatchlistItem('Jordan');
    if (!added.ok) throw new Error('not added');
    await deleteWatchlistItem(added.value.id);
    h.events().dispatchEvent(new Event('online'));
    await h.settle();
    expect(h.writesSent()).toEqual([]);
    expect(await h.queue()).toEqual([]);
  });

  it('treats a DELETE of an unknown id as done', async () => {
    h.start();
    const added = await addWatchlistItem('Jordan');
    await h.settle();
    if (!added.ok) throw new Error('not added');
    mockState().watchlist = [];
    await deleteWatchlistItem(added.value.id);
    await h.settle();
    expect(h.writesSent().map((r) => r.method)).toEqual(['POST', 'DELETE']);
    expect(await h.queue()).toEqual([]);
  });
});

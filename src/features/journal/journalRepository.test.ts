// @vitest-environment node
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { getVaultDatabase, lockVault, openFromServer } from '../../vault';
import { installTestVault } from '../../vault/testing/vault.test-support';
import { addJournalEntry, deleteJournalEntry, sortJournal } from './journalRepository';

installTestVault('journal', 'outbox');

describe('journal repository', () => {
  it('stores trimmed text and ignores empty text', async () => {
    expect(await addJournalEntry('   \n\t ')).toEqual({ ok: false, reason: 'empty' });
    const result = await addJournalEntry('  He shouted again tonight.  ');
    expect(result).toMatchObject({ ok: true, entry: { content: 'He shouted again tonight.' } });
    const stored = await getVaultDatabase().journal.toArray();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ content: 'He shouted again tonight.' });
  });

  it('keeps the order of saves made in the same millisecond', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(1_800_000_000_000);
    await addJournalEntry('first');
    await addJournalEntry('second');
    const { entries } = sortJournal(await getVaultDatabase().journal.toArray());
    expect(entries.map((e) => e.content)).toEqual(['second', 'first']);
  });

  it('deletes one entry', async () => {
    const a = await addJournalEntry('keep');
    const b = await addJournalEntry('remove');
    if (!a.ok || !b.ok) throw new Error('setup failed');
    expect(await deleteJournalEntry(b.entry.id)).toEqual({ ok: true });
    const stored = await getVaultDatabase().journal.toArray();
    expect(stored.map((e) => e.content)).toEqual(['keep']);
  });

  it('reports a full disk and keeps what was stored', async () => {
    await addJournalEntry('already here');
    const db = getVaultDatabase();
    vi.spyOn(db.journal, 'add').mockRejectedValue(
      new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
    );
    expect(await addJournalEntry('one too many')).toEqual({ ok: false, reason: 'quota' });
    vi.restoreAllMocks();
    const stored = await db.journal.toArray();
    expect(stored.map((e) => e.content)).toEqual(['already here']);
  });

  it('reports a locked vault instead of writing', async () => {
    lockVault();
    expect(await addJournalEntry('while locked')).toEqual({ ok: false, reason: 'locked' });
    expect(await deleteJournalEntry('x')).toEqual({ ok: false, reason: 'locked' });
  });

  it('sorts newest first and counts unreadable records apart', () => {
    const sorted = sortJournal([
      { id: 'a', content: 'old', createdAt: 1 },
      { id: 'x', __corrupt: 'decrypt-failed' },
      { id: 'b', content: 'new', createdAt: 3 },
      { id: 'c', content: 'middle', createdAt: 2 },
    ]);
    expect(sorted.entries.map((e) => e.id)).toEqual(['b', 'c', 'a']);
    expect(sorted.unreadable).toBe(1);
  });

  it('queues the server call with the entry, sealed so the server never reads it', async () => {
    const result = await addJournalEntry('  Bruise on my arm.  ');
    if (!result.ok) throw new Error('not added');
    const [entry] = await getVaultDatabase().outbox.toArray();
    expect(entry).toMatchObject({
      method: 'POST',
      path: '/api/journal',
      resource: `journal:${result.entry.id}`,
      state: 'pending',
      attempts: 0,
    });
    const body = entry?.body as { id: string; content: string };
    expect(body.id).toBe(result.entry.id);
    expect(body.content).toMatch(/^cp1\./);
    expect(body.content).not.toContain('Bruise');
    expect(await openFromServer(body.content, `journal:${body.id}`)).toBe('Bruise on my arm.');
  });

  it('stores neither the entry nor its call when the write fails', async () => {
    const db = getVaultDatabase();
    vi.spyOn(db.outbox, 'add').mockRejectedValue(new Error('disk error'));
    await expect(addJournalEntry('lost together')).rejects.toThrow('disk error');
    vi.restoreAllMocks();
    expect(await db.journal.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('deleting an entry never sent cancels its call; once sent, a DELETE follows it', async () => {
    const db = getVaultDatabase();
    const unsent = await addJournalEntry('never sent');
    if (!unsent.ok) throw new Error('not added');
    await deleteJournalEntry(unsent.entry.id);
    expect(await db.outbox.count()).toBe(0);

    const sent = await addJournalEntry('sent once');
    if (!sent.ok) throw new Error('not added');
    const [post] = await db.outbox.toArray();
    if (!post) throw new Error('not queued');
    await db.outbox.put({ ...post, attempts: 1 });
    await deleteJournalEntry(sent.entry.id);
    const queue = await db.outbox.orderBy('seq').toArray();
    expect(queue.map((e) => `${e.method} ${e.path}`)).toEqual([
      'POST /api/journal',
      `DELETE /api/journal/${sent.entry.id}`,
    ]);
  });
});

// @vitest-environment node
import 'fake-indexeddb/auto';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getVaultDatabase, lockVault, unlockWithCode } from '../../vault';
import { setMinimalKdfForTests } from '../../vault/vault';
import { addJournalEntry, deleteJournalEntry, sortJournal } from './journalRepository';

beforeAll(async () => {
  setMinimalKdfForTests();
  expect(await unlockWithCode('77777')).toBe('real');
});

beforeEach(async () => {
  if (!getVaultDatabaseOrNull()) await unlockWithCode('77777');
  await getVaultDatabase().journal.clear();
});

function getVaultDatabaseOrNull() {
  try {
    return getVaultDatabase();
  } catch {
    return null;
  }
}

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
});

// @vitest-environment node
import 'fake-indexeddb/auto';
import Dexie, { type DBCoreQueryRequest, type DBCoreTable } from 'dexie';
import { getVaultDatabase, isCorrupt, lockVault, unlockWithCode } from '../index';
import { editStoredRecord } from '../testing/rawStore.test-support';
import { resetVaultForTests, setMinimalKdfForTests } from '../vault';
import { READ_PAGE, readPaged } from './pagedRead';
import { STORE_NAMES } from './schema';

beforeEach(async () => {
  resetVaultForTests();
  for (const name of [...STORE_NAMES, 'calculator-keys']) await Dexie.delete(name);
  setMinimalKdfForTests();
});

const entries = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `entry-${i}`,
    content: `note ${i} — ملاحظة`,
    createdAt: i,
  }));

describe('reading a whole table in pages', () => {
  it('gives every record once, as written, across page boundaries, a damaged one flagged', async () => {
    await unlockWithCode('77777');
    const written = entries(2 * READ_PAGE + 500);
    await getVaultDatabase().journal.bulkPut(written);
    await editStoredRecord('journal', 'entry-1700', (record) => {
      record.c[30] = (record.c[30] ?? 0) ^ 1;
    });
    lockVault();
    await unlockWithCode('77777');
    const journal = getVaultDatabase().journal;
    const read = await journal.toArray();
    expect(read).toHaveLength(written.length);
    expect(new Set(read.map((entry) => entry.id)).size).toBe(written.length);
    expect(read.filter(isCorrupt).map((entry) => entry.id)).toEqual(['entry-1700']);
    const byId = new Map(read.map((entry) => [entry.id, entry]));
    for (const entry of written) {
      if (entry.id !== 'entry-1700') expect(byId.get(entry.id)).toEqual(entry);
    }
    // The order of a single read (the stored keys'), and a limit or an offset, are kept.
    const ids = read.map((entry) => entry.id);
    expect((await journal.limit(READ_PAGE + 7).toArray()).map((e) => e.id)).toEqual(
      ids.slice(0, READ_PAGE + 7),
    );
    expect(
      (
        await journal
          .offset(READ_PAGE - 2)
          .limit(4)
          .toArray()
      ).map((e) => e.id),
    ).toEqual(ids.slice(READ_PAGE - 2, READ_PAGE + 2));
    expect((await journal.reverse().toArray()).map((e) => e.id)).toEqual([...ids].reverse());
  });
});

describe('readPaged', () => {
  it('asks for the next page before it opens the current one', async () => {
    const stored = Array.from({ length: 2 * READ_PAGE + 1 }, (_, i) => ({ id: i }));
    const events: string[] = [];
    const table = {
      query: (request: DBCoreQueryRequest) => {
        const lower = request.query.range.lower as number | undefined;
        const from = lower === undefined ? 0 : lower + 1;
        events.push(`ask ${from}`);
        return Promise.resolve({ result: stored.slice(from, from + (request.limit ?? 0)) });
      },
    } as unknown as DBCoreTable;
    const request = {
      trans: {},
      values: true,
      query: { index: { isPrimaryKey: true }, range: { type: 3 } },
    } as unknown as DBCoreQueryRequest;
    const open = (page: unknown[]) => {
      events.push(`open ${(page[0] as { id: number }).id}`);
      return page;
    };
    const { result } = await readPaged(
      table,
      request,
      open,
      (value) => (value as { id: number }).id,
    );
    expect(result).toEqual(stored);
    expect(events).toEqual([
      'ask 0',
      `ask ${READ_PAGE}`,
      'open 0',
      `ask ${2 * READ_PAGE}`,
      `open ${READ_PAGE}`,
      `open ${2 * READ_PAGE}`,
    ]);
  });
});

// @vitest-environment node
// The embedded client prepares each statement once and queues every call itself (it bypasses
// PGlite's own locks): errors must leave the connection usable, and a transaction must never
// see another caller's statement in the middle of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from './client';
import { isUniqueViolation } from './client';
import { openPglite } from './pglite';
import { STARTS_DATABASE_MS } from '../testing/timeouts.test-support';

let db: SqlClient;

beforeAll(async () => {
  db = await openPglite();
  await db.query('CREATE TABLE t (id text PRIMARY KEY, n integer NOT NULL, ok boolean, doc jsonb)');
}, STARTS_DATABASE_MS);
afterAll(() => db.close());

const count = async () =>
  Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM t'))[0]?.n);

describe('embedded SQL client (prepared statements)', () => {
  it('passes values as parameters and parses the result types', async () => {
    await db.query('INSERT INTO t (id, n, ok, doc) VALUES ($1, $2, $3, $4::jsonb)', [
      "x'); DROP TABLE t; --",
      7,
      true,
      JSON.stringify({ a: [1, 'b'] }),
    ]);
    // The same text again reuses the prepared statement.
    await db.query('INSERT INTO t (id, n, ok, doc) VALUES ($1, $2, $3, $4::jsonb)', [
      'second',
      8,
      false,
      null,
    ]);
    const rows = await db.query('SELECT id, n, ok, doc FROM t ORDER BY n');
    expect(rows).toEqual([
      { id: "x'); DROP TABLE t; --", n: 7, ok: true, doc: { a: [1, 'b'] } },
      { id: 'second', n: 8, ok: false, doc: null },
    ]);
    await db.query('DELETE FROM t');
  });

  it('keeps the error code of a failed statement and answers the next one', async () => {
    const insert = 'INSERT INTO t (id, n) VALUES ($1, $2)';
    await db.query(insert, ['dup', 1]);
    const error = await db.query(insert, ['dup', 2]).catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    await db.query(insert, ['other', 3]);
    expect(await count()).toBe(2);
    await db.query('DELETE FROM t');
  });

  it('prepares a statement again when its first use failed after the parse', async () => {
    // The parse succeeds, the bind fails ("abc" is no integer): the name must not stay taken.
    const text = 'SELECT $1::int + 1 AS v';
    await expect(db.query(text, ['abc'])).rejects.toThrow();
    expect(await db.query(text, [41])).toEqual([{ v: 42 }]);
    await expect(db.query('SELEC nonsense')).rejects.toThrow();
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('rolls a transaction back when it throws, and keeps others out until it ends', async () => {
    let release: () => void = () => undefined;
    const paused = new Promise<void>((resolve) => (release = resolve));
    const tx = db.transaction(async (q) => {
      await q.query('INSERT INTO t (id, n) VALUES ($1, $2)', ['in-tx', 1]);
      await paused;
      throw new Error('abandon');
    });
    // Issued while the transaction is open: it must wait, then see nothing of it.
    const during = count();
    release();
    await expect(tx).rejects.toThrow('abandon');
    expect(await during).toBe(0);
    expect(await count()).toBe(0);
  });

  it('fails a transaction whose failed statement was swallowed: nothing of it lands', async () => {
    const insert = 'INSERT INTO t (id, n) VALUES ($1, $2)';
    await db.query(insert, ['taken', 1]);
    const tx = db.transaction(async (q) => {
      await q.query(insert, ['new', 2]);
      await q.query(insert, ['taken', 3]).catch(() => undefined);
      return 'done';
    });
    await expect(tx).rejects.toThrow();
    expect(await db.query('SELECT id FROM t ORDER BY id')).toEqual([{ id: 'taken' }]);
    // And the connection still takes transactions.
    await db.transaction((q) => q.query(insert, ['after', 4]));
    expect(await count()).toBe(2);
    await db.query('DELETE FROM t');
  });
});

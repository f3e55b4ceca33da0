// Embedded PostgreSQL (PGlite, WebAssembly): the default store of `npm start`, in a folder, or in
// memory for tests. No set-up, same SQL as the server.
//
// Speed: PGlite's own `query()` parses and plans every statement again and crosses into the
// WebAssembly module six times (parse, describe, bind, describe, execute, sync): about 0.5 ms a
// query on this machine, which capped the server near 1,000 reads/s. Here every statement is
// prepared once under a name (PostgreSQL caches its plan) and each call sends bind, describe,
// execute and sync as one message batch: one crossing, no parsing, about 0.05 ms. The values
// still travel as parameters. That path bypasses PGlite's own locks, so this client serialises
// every call and every transaction itself (PGlite has one connection anyway).
import { parse, PGlite, protocol } from '@electric-sql/pglite';
import type { SqlClient, SqlQueryable } from './client';

type Row = Record<string, unknown>;
type Wire = string | null;

/** Parameter values as PostgreSQL's text format; the statement's casts give them their types. */
function toWire(value: unknown): Wire {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  return JSON.stringify(value);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    all.set(part, offset);
    offset += part.length;
  }
  return all;
}

/** Prepared statements kept per connection; past this, new texts run unnamed (parsed each time). */
const MAX_PREPARED = 1000;

class PreparedConnection {
  /** Statement text -> its name on the connection (named only once PostgreSQL accepted it). */
  private readonly names = new Map<string, string>();
  /** The tail of the queue: every call and transaction runs after the previous one ended. */
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly db: PGlite) {}

  exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.tail.then(fn, fn);
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** Runs one statement; the caller holds the queue. */
  async run<T>(text: string, params: unknown[]): Promise<T[]> {
    const messages = await this.exchange(text, params);
    return (parse.parseResults(messages, this.db.parsers)[0]?.rows ?? []) as T[];
  }

  /** The command tag PostgreSQL answered, e.g. "COMMIT" or "ROLLBACK". */
  async command(text: string): Promise<string | null> {
    const messages = await this.exchange(text, []);
    const done = messages.find((m) => m.name === 'commandComplete') as
      { text?: string } | undefined;
    return done?.text ?? null;
  }

  private async exchange(text: string, params: unknown[]) {
    const { serialize } = protocol;
    let name = this.names.get(text);
    const parts: Uint8Array[] = [];
    let preparing: string | null = null;
    if (name === undefined) {
      name = this.names.size < MAX_PREPARED ? `s${this.names.size + 1}` : '';
      parts.push(serialize.parse({ name, text }));
      if (name !== '') preparing = name;
    }
    parts.push(
      serialize.bind({ statement: name, values: params.map(toWire) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    try {
      const { messages } = await this.db.execProtocol(concat(parts), { syncToFs: false });
      if (preparing !== null) this.names.set(text, preparing);
      return messages;
    } catch (error) {
      // The parse may have succeeded before the bind or execute failed: drop the name so the
      // next attempt can prepare it again (closing an unknown statement is not an error).
      if (preparing !== null) {
        await this.db
          .execProtocol(
            concat([serialize.close({ type: 'S', name: preparing }), serialize.sync()]),
            {
              syncToFs: false,
            },
          )
          .catch(() => undefined);
      }
      throw error;
    }
  }
}

/** `dataDir` undefined keeps everything in memory. */
export async function openPglite(dataDir?: string): Promise<SqlClient> {
  const db = await PGlite.create(dataDir);
  const connection = new PreparedConnection(db);
  const inTransaction: SqlQueryable = {
    query: <T = Row>(text: string, params: unknown[] = []) => connection.run<T>(text, params),
  };
  let closing: Promise<void> | null = null;
  return {
    kind: 'pglite',
    query: (text, params = []) => connection.exclusive(() => connection.run(text, params)),
    transaction: (fn) =>
      connection.exclusive(async () => {
        await connection.command('BEGIN');
        let result;
        try {
          result = await fn(inTransaction);
        } catch (error) {
          await connection.command('ROLLBACK').catch(() => undefined);
          throw error;
        }
        // COMMIT of a transaction that a failed statement aborted answers ROLLBACK: nothing landed.
        if ((await connection.command('COMMIT')) !== 'COMMIT') {
          throw new Error('The transaction was rolled back.');
        }
        return result;
      }),
    // Waits for the queue, then closes once (a test teardown and the store may both call it).
    close: () => (closing ??= connection.exclusive(() => db.close())),
  };
}

// PostgreSQL server through `pg` (DATABASE_URL): what an organisation runs to scale out.
import pg from 'pg';
import type { SqlClient, SqlQueryable } from './client';

export async function openPostgres(connectionString: string, poolSize = 10): Promise<SqlClient> {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle connection dropped by the server (a restart, a failover, an administrator) must not
  // crash the process: the pool discards it and opens another on the next query.
  pool.on('error', (error) =>
    console.warn('PostgreSQL dropped an idle connection:', error.message),
  );
  // Fail at start, not on the first request, when the database cannot be reached.
  (await pool.connect()).release();
  let closing: Promise<void> | null = null;
  // Named statements: each connection parses and plans a statement once, then only binds values.
  const names = new Map<string, string>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined) names.set(text, (name = `s${names.size + 1}`));
    return name;
  };
  const on = (client: pg.Pool | pg.PoolClient): SqlQueryable => ({
    async query<T>(text: string, params: unknown[] = []) {
      return (await client.query({ name: nameOf(text), text, values: params })).rows as T[];
    },
  });
  return {
    kind: 'postgres',
    ...on(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(on(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, onPayload, onState) =>
      listenOn(connectionString, channel, onPayload, onState),
    // Idempotent: a test's teardown and the store's own may both close it.
    close: () => (closing ??= pool.end()),
  };
}

/** How long to wait before opening the listening connection again after it dropped. */
const RELISTEN_MS = 1000;

/**
 * LISTEN on a connection of its own (outside the pool, so it never holds a query's place), opened
 * again whenever it drops. After each reconnect `onPayload('')` tells the caller that
 * notifications may have been missed.
 */
async function listenOn(
  connectionString: string,
  channel: string,
  onPayload: (payload: string) => void,
  onState: (listening: boolean) => void = () => undefined,
): Promise<() => Promise<void>> {
  // LISTEN takes an identifier, not a parameter: only plain names are accepted.
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let stopped = false;
  let current: pg.Client | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  const open = async (first: boolean): Promise<void> => {
    const client = new pg.Client({ connectionString });
    const dropped = (error?: Error) => {
      if (current !== client) return;
      current = null;
      onState(false);
      if (error) console.warn('PostgreSQL LISTEN connection dropped:', error.message);
      client.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void open(false), RELISTEN_MS);
    };
    client.on('error', dropped);
    client.on('end', () => dropped());
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    current = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      if (first) {
        current = null;
        await client.end().catch(() => undefined);
        throw error;
      }
      dropped(error as Error);
      return;
    }
    if (stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    onState(true);
    if (!first) onPayload('');
  };
  await open(true);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const client = current;
    current = null;
    onState(false);
    await client?.end().catch(() => undefined);
  };
}

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
    // Idempotent: a test's teardown and the store's own may both close it.
    close: () => (closing ??= pool.end()),
  };
}

// Embedded PostgreSQL (PGlite, WebAssembly): the default store of `npm start`, in a folder, or in
// memory for tests. No set-up, same SQL as the server.
import { PGlite } from '@electric-sql/pglite';
import type { SqlClient, SqlQueryable } from './client';

function queryable(db: Pick<PGlite, 'query'>): SqlQueryable {
  return {
    async query<T>(text: string, params: unknown[] = []) {
      return (await db.query<T>(text, params)).rows;
    },
  };
}

/** `dataDir` undefined keeps everything in memory. */
export async function openPglite(dataDir?: string): Promise<SqlClient> {
  const db = await PGlite.create(dataDir);
  return {
    kind: 'pglite',
    ...queryable(db),
    transaction: (fn) => db.transaction((tx) => fn(queryable(tx))),
    close: () => db.close(),
  };
}

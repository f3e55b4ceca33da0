// The little the SQL store needs from a database driver: parameterised queries and transactions.
// Two adapters: pglite.ts (embedded) and pg.ts (a PostgreSQL server). SQL only ever travels with
// its values as parameters ($1, $2...), never spliced into the text.

export interface SqlQueryable {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

export interface SqlClient extends SqlQueryable {
  transaction<T>(fn: (tx: SqlQueryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** 'pglite' or 'postgres', for logs and benchmarks. */
  readonly kind: string;
}

/** PostgreSQL's unique_violation, from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

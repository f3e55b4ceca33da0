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
  /**
   * PostgreSQL's LISTEN on a dedicated connection, where other server instances share the
   * database (pg.ts only; PGlite is one process). `onPayload` gets each NOTIFY's payload, and ''
   * after the connection came back (notifications sent while it was down are lost). `onState`
   * says whether the connection is listening now. Returns the function that stops listening.
   */
  listen?(
    channel: string,
    onPayload: (payload: string) => void,
    onState?: (listening: boolean) => void,
  ): Promise<() => Promise<void>>;
}

/** PostgreSQL's unique_violation, from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
  );
}

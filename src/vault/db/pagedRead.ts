import type { DBCoreQueryRequest, DBCoreQueryResponse, DBCoreTable } from 'dexie';

/**
 * Reading a whole table through the encryption middleware, with the decryption overlapping
 * IndexedDB. One getAll of 10,000 records keeps the browser's database busy for most of a plain
 * read while this thread waits, and only then did the opening start: the two added up. Here the
 * table is read in pages by stored key, and the next page is asked for before the current one is
 * opened, so the database reads page n + 1 while this thread opens page n. Same records, same
 * order (the stored keys'), every one still opened and checked on its own.
 */

/** Records per request: big enough that the requests cost little, small enough to overlap. */
export const READ_PAGE = 1_000;

const ANY = 3;
const RANGE = 2;

/** A read this module pages: values of the whole table in key order, by the primary key. */
export function isWholeTableRead(request: DBCoreQueryRequest): boolean {
  return (
    !!request.values &&
    request.query.index.isPrimaryKey === true &&
    request.query.range.type === ANY &&
    (request.direction ?? 'next') === 'next' &&
    (request.limit ?? Infinity) > READ_PAGE
  );
}

/**
 * The values of `request` (a whole-table read, isWholeTableRead) from `table`, each page passed
 * through `open` while the next one is being read. `storedKey` is a stored value's primary key.
 */
export async function readPaged(
  table: DBCoreTable,
  request: DBCoreQueryRequest,
  open: (page: unknown[]) => unknown[],
  storedKey: (value: unknown) => unknown,
): Promise<DBCoreQueryResponse> {
  const limit = request.limit ?? Infinity;
  const result: unknown[] = [];
  let asked = Math.min(READ_PAGE, limit);
  let next: Promise<DBCoreQueryResponse> | null = table.query({ ...request, limit: asked });
  while (next) {
    const page: unknown[] = (await next).result;
    const left = limit - result.length - page.length;
    // A full page may have more after it: ask for it now, before opening this one.
    next =
      page.length === asked && left > 0
        ? table.query({
            ...request,
            query: {
              ...request.query,
              range: {
                type: RANGE,
                lower: storedKey(page[page.length - 1]),
                lowerOpen: true,
                upper: undefined,
                upperOpen: false,
              },
            },
            limit: (asked = Math.min(READ_PAGE, left)),
          })
        : null;
    // Awaited on the next turn; if opening this page throws (locked meanwhile), it is left
    // behind, and its failure (the transaction aborting) must not surface as unhandled.
    next?.catch(() => undefined);
    for (const value of open(page)) result.push(value);
  }
  return { result };
}

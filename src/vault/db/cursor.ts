import type { DBCoreCursor } from 'dexie';

/**
 * A cursor seen through the encryption middleware: values decrypted (once per position), keys
 * turned back into the code's ids, and keys passed to continue() turned into stored ones.
 */
export interface CursorMapping {
  value: (stored: unknown) => unknown;
  primaryKey: (stored: unknown) => unknown;
  key: (stored: unknown) => unknown;
  toStoredPrimaryKey: (key: unknown) => unknown;
  toStoredKey: (key: unknown) => unknown;
}

function memo(read: () => unknown, map: (raw: unknown) => unknown): () => unknown {
  let cachedFor: unknown = undefined;
  let cached: unknown = undefined;
  return () => {
    const raw = read();
    if (raw === undefined) return raw;
    if (raw !== cachedFor) {
      cachedFor = raw;
      cached = map(raw);
    }
    return cached;
  };
}

export function wrapCursor(cursor: DBCoreCursor, mapping: CursorMapping): DBCoreCursor {
  return Object.create(cursor, {
    value: { get: memo(() => cursor.value as unknown, mapping.value) },
    primaryKey: { get: memo(() => cursor.primaryKey as unknown, mapping.primaryKey) },
    key: { get: memo(() => cursor.key as unknown, mapping.key) },
    continue: {
      value: (key?: unknown) =>
        key === undefined ? cursor.continue() : cursor.continue(mapping.toStoredKey(key)),
    },
    continuePrimaryKey: {
      value: (key: unknown, primaryKey: unknown) =>
        cursor.continuePrimaryKey(mapping.toStoredKey(key), mapping.toStoredPrimaryKey(primaryKey)),
    },
  }) as DBCoreCursor;
}

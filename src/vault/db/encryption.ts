import type { DBCore, DBCoreCursor, DBCoreTable, Middleware } from 'dexie';
import type { SodiumCrypto, VaultKey } from '../crypto/types';
import { VaultLockedError } from '../errors';
import type { CorruptRecord } from './entities';
import { PLAIN_FIELDS, type VaultTableName } from './schema';
import { decodeRecord, encodeRecord } from './serialize';

/**
 * Transparent encryption as a Dexie DBCore middleware: a stored record is
 * `{ id, ...plain index fields, c: envelope }`, where the envelope is XChaCha20-Poly1305 of every
 * other field under the vault key, with "<table>:<id>" as associated data (a record cannot be moved
 * to another table or id). A record that fails to decrypt is returned as a CorruptRecord, so one
 * damaged record never hides the others.
 */
export interface EncryptionContext {
  crypto: SodiumCrypto;
  /** The current key, or null when locked. */
  key: () => VaultKey | null;
}

type Stored = Record<string, unknown> & { id: string; c?: Uint8Array };

function requireKey(context: EncryptionContext): VaultKey {
  const key = context.key();
  if (!key) throw new VaultLockedError();
  return key;
}

export function encryptValue(
  context: EncryptionContext,
  table: VaultTableName,
  value: Record<string, unknown>,
): Stored {
  const key = requireKey(context);
  const id = value.id;
  if (typeof id !== 'string' || id === '')
    throw new TypeError(`${table}: a record needs a string id`);
  const stored: Stored = { id };
  const secret: Record<string, unknown> = {};
  for (const [field, fieldValue] of Object.entries(value)) {
    if (field === 'id') continue;
    if ((PLAIN_FIELDS[table] as readonly string[]).includes(field)) stored[field] = fieldValue;
    else secret[field] = fieldValue;
  }
  stored.c = context.crypto.seal(key, encodeRecord(secret), `${table}:${id}`);
  return stored;
}

export function decryptValue(
  context: EncryptionContext,
  table: VaultTableName,
  stored: Stored,
): Record<string, unknown> | CorruptRecord {
  const key = requireKey(context);
  // Not `instanceof`: a value cloned by IndexedDB may come from another realm (tests, workers).
  if (!ArrayBuffer.isView(stored.c)) return { id: stored.id, __corrupt: 'decrypt-failed' };
  const envelope = new Uint8Array(stored.c.buffer, stored.c.byteOffset, stored.c.byteLength);
  const opened = context.crypto.open(key, envelope, `${table}:${stored.id}`);
  if (!opened.ok) return { id: stored.id, __corrupt: 'decrypt-failed' };
  const { c: _ciphertext, ...plain } = stored;
  try {
    return { ...decodeRecord<Record<string, unknown>>(opened.value), ...plain };
  } catch {
    return { id: stored.id, __corrupt: 'decrypt-failed' };
  }
}

function wrapCursor(cursor: DBCoreCursor, decrypt: (value: Stored) => unknown): DBCoreCursor {
  let cachedFor: unknown = undefined;
  let cached: unknown = undefined;
  return Object.create(cursor, {
    value: {
      get() {
        const raw = cursor.value as Stored | undefined;
        if (raw === undefined) return raw;
        if (raw !== cachedFor) {
          cachedFor = raw;
          cached = decrypt(raw);
        }
        return cached;
      },
    },
  }) as DBCoreCursor;
}

function encryptingTable(
  context: EncryptionContext,
  name: VaultTableName,
  table: DBCoreTable,
): DBCoreTable {
  const decrypt = (value: Stored) => decryptValue(context, name, value);
  const decryptMaybe = (value: unknown) => (value ? decrypt(value as Stored) : value);
  return {
    ...table,
    mutate(request) {
      if (request.type === 'add' || request.type === 'put') {
        const values = request.values.map((value) =>
          encryptValue(context, name, value as Record<string, unknown>),
        );
        return table.mutate({ ...request, values });
      }
      return table.mutate(request);
    },
    get: (request) => table.get(request).then(decryptMaybe),
    getMany: (request) => table.getMany(request).then((values) => values.map(decryptMaybe)),
    query: (request) =>
      table
        .query(request)
        .then((response) =>
          request.values ? { ...response, result: response.result.map(decryptMaybe) } : response,
        ),
    openCursor: (request) =>
      table
        .openCursor(request)
        .then((cursor) =>
          cursor && request.values !== false ? wrapCursor(cursor, decrypt) : cursor,
        ),
  };
}

export function encryptionMiddleware(context: EncryptionContext): Middleware<DBCore> {
  return {
    stack: 'dbcore',
    name: 'calculator-encryption',
    create(down) {
      return {
        ...down,
        table(tableName) {
          const table = down.table(tableName);
          return tableName in PLAIN_FIELDS
            ? encryptingTable(context, tableName as VaultTableName, table)
            : table;
        },
      };
    },
  };
}

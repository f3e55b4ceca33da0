import type { DBCore, DBCoreKeyRange, DBCoreQuery, DBCoreTable, Middleware } from 'dexie';
import { PADDED_ENVELOPE_VERSION, type SodiumCrypto, type VaultKey } from '../crypto/types';
import { VaultLockedError } from '../errors';
import type { CorruptRecord } from './entities';
import {
  PLAIN_FIELDS,
  STORED_TABLE_NAMES,
  tableForStoredName,
  type VaultTableName,
} from './schema';
import {
  type BatchedRecord,
  decodeRecord,
  RecordBatch,
  recordWriter,
  UNREADABLE,
} from './serialize';
import { wrapCursor } from './cursor';
import { isWholeTableRead, readPaged } from './pagedRead';

/**
 * Transparent encryption as a Dexie DBCore middleware. A stored record is
 * `{ id: opaque id, ...declared index fields (neutral names), c: envelope }`:
 * - the key IndexedDB sees is the record id sealed deterministically (crypto.opaqueId), so fixed ids
 *   such as a settings record's never show, and the code above still uses its own ids;
 * - the envelope is a version-2 (padded) XChaCha20-Poly1305 seal of every other field, whose
 *   associated data binds the table, the id and the plain index fields: a record cannot be moved,
 *   renamed or have an index field changed;
 * - any other field beside them is tampering. A record that fails any check reads as a
 *   CorruptRecord, so one damaged record never hides the others.
 */
export interface EncryptionContext {
  crypto: SodiumCrypto;
  /** The current key, or null when locked. */
  key: () => VaultKey | null;
}

type Stored = Record<string, unknown> & { id: unknown; c?: unknown };

function requireKey(context: EncryptionContext): VaultKey {
  const key = context.key();
  if (!key) throw new VaultLockedError();
  return key;
}

const plainFieldLists = new Map<VaultTableName, [code: string, stored: string][]>();

/** The table's plain index fields, computed once per table rather than once per record. */
function plainFields(table: VaultTableName): [code: string, stored: string][] {
  let fields = plainFieldLists.get(table);
  if (!fields) {
    fields = Object.entries(PLAIN_FIELDS[table]);
    plainFieldLists.set(table, fields);
  }
  return fields;
}

const codeFieldSets = new Map<VaultTableName, Set<string>>();

/** The fields of a record that stay outside the envelope: the id and the plain index fields. */
function codeFieldNames(table: VaultTableName): Set<string> {
  let names = codeFieldSets.get(table);
  if (!names) {
    names = new Set(['id', ...plainFields(table).map(([code]) => code)]);
    codeFieldSets.set(table, names);
  }
  return names;
}

const storedFields = new Map<VaultTableName, Set<string>>();

/** The fields a stored record of `table` may have: anything else beside them is tampering. */
function storedFieldNames(table: VaultTableName): Set<string> {
  let names = storedFields.get(table);
  if (!names) {
    names = new Set(['id', 'c', ...plainFields(table).map(([, name]) => name)]);
    storedFields.set(table, names);
  }
  return names;
}

function hasFields(value: Record<string, unknown>): boolean {
  for (const _field in value) return true;
  return false;
}

/** The associated data: stored table name, real id, and the plain index fields as stored. */
export function recordAssociatedData(
  table: VaultTableName,
  id: string,
  plain: Record<string, unknown>,
): string {
  const prefix = `r2:${STORED_TABLE_NAMES[table]}:`;
  // Most records have no plain field: then the same text is built without its array and object
  // (stored records' associated data must not change by one byte; encryption.test.ts checks it).
  return hasFields(plain)
    ? prefix + JSON.stringify([id, plain])
    : `${prefix}[${JSON.stringify(id)},{}]`;
}

export function storedKey(context: EncryptionContext, table: VaultTableName, id: unknown): unknown {
  return typeof id === 'string'
    ? context.crypto.opaqueId(requireKey(context), STORED_TABLE_NAMES[table], id)
    : id;
}

export function codeKey(context: EncryptionContext, table: VaultTableName, key: unknown): unknown {
  if (typeof key !== 'string') return key;
  return context.crypto.openOpaqueId(requireKey(context), STORED_TABLE_NAMES[table], key) ?? key;
}

function sealRecord(
  context: EncryptionContext,
  key: VaultKey,
  secret: Record<string, unknown>,
  ad: string,
): Uint8Array {
  const writer = recordWriter(secret);
  return context.crypto.sealPaddedWith(key, writer.maxBytes, (target) => writer.write(target), ad);
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
  const plain: Record<string, unknown> = {};
  for (const [code, stored] of plainFields(table)) {
    if (value[code] !== undefined) plain[stored] = value[code];
  }
  const codeNames = codeFieldNames(table);
  const secret: Record<string, unknown> = {};
  for (const field of Object.keys(value)) {
    if (!codeNames.has(field)) secret[field] = value[field];
  }
  const ad = recordAssociatedData(table, id, plain);
  return {
    id: context.crypto.opaqueId(key, STORED_TABLE_NAMES[table], id),
    ...plain,
    // Serialized straight into libsodium's memory, padded and sealed there: one copy out.
    c: sealRecord(context, key, secret, ad),
  };
}

/** A stored record checked up to its envelope: what opening it needs, or why it cannot be. */
type Prepared =
  | { damaged: CorruptRecord }
  | {
      damaged: null;
      id: string;
      visible: Record<string, unknown>;
      envelope: Uint8Array;
      ad: string;
    };

function prepare(
  context: EncryptionContext,
  key: VaultKey,
  table: VaultTableName,
  stored: Stored,
): Prepared {
  const opaque = typeof stored.id === 'string' ? stored.id : '';
  const id = context.crypto.openOpaqueId(key, STORED_TABLE_NAMES[table], opaque);
  const damaged: CorruptRecord = { id: id ?? opaque, __corrupt: 'decrypt-failed' };
  // Not `instanceof`: a value cloned by IndexedDB may come from another realm (tests, workers).
  if (id === null || !ArrayBuffer.isView(stored.c)) return { damaged };
  const allowed = storedFieldNames(table);
  // A field written beside the sealed record (a phone number, say) is tampering, never data.
  for (const field in stored) if (!allowed.has(field)) return { damaged };
  const plain: Record<string, unknown> = {};
  const visible: Record<string, unknown> = {};
  for (const [code, name] of plainFields(table)) {
    if (stored[name] === undefined) continue;
    plain[name] = stored[name];
    visible[code] = stored[name];
  }
  const envelope = new Uint8Array(stored.c.buffer, stored.c.byteOffset, stored.c.byteLength);
  // Only padded envelopes: the version-1 ones were all re-sealed when the store was upgraded.
  if (envelope[0] !== PADDED_ENVELOPE_VERSION) return { damaged };
  return { damaged: null, id, visible, envelope, ad: recordAssociatedData(table, id, plain) };
}

/** The record in the code's shape: its sealed fields, then the plain ones and its id. */
function codeRecord(value: unknown, visible: Record<string, unknown>, id: string) {
  // A record just parsed is this call's own object: completed in place (the same keys in the same
  // order as a spread, which copied every field of every record read).
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = Object.assign(value as Record<string, unknown>, visible);
    record.id = id;
    return record;
  }
  return { ...(value as Record<string, unknown>), ...visible, id };
}

export function decryptValue(
  context: EncryptionContext,
  table: VaultTableName,
  stored: Stored,
): Record<string, unknown> | CorruptRecord {
  const key = requireKey(context);
  const prepared = prepare(context, key, table, stored);
  if (prepared.damaged) return prepared.damaged;
  const damaged: CorruptRecord = { id: prepared.id, __corrupt: 'decrypt-failed' };
  try {
    // Decoded from the plaintext inside libsodium's memory (wiped after): no copy of the bytes.
    const opened = context.crypto.openWith(
      key,
      prepared.envelope,
      prepared.ad,
      decodeRecord<Record<string, unknown>>,
    );
    return opened.ok ? codeRecord(opened.value, prepared.visible, prepared.id) : damaged;
  } catch {
    // Authentic bytes that are not a record of ours (a bug, never an attacker without the key).
    return damaged;
  }
}

/**
 * decryptValue for many stored records at once (a page of a read; an empty slot stays empty).
 * Each record is still opened and checked on its own; only the decoding of their JSON is shared
 * (RecordBatch: one TextDecoder call and one JSON.parse for the page).
 */
export function decryptValues(
  context: EncryptionContext,
  table: VaultTableName,
  values: readonly unknown[],
): unknown[] {
  const key = requireKey(context);
  // A record's JSON is shorter than its envelope: the page's envelopes bound the batch's size.
  let capacity = 0;
  for (const value of values) {
    const c = (value as Stored | undefined)?.c;
    if (ArrayBuffer.isView(c)) capacity += c.byteLength + 1;
  }
  const batch = new RecordBatch(capacity);
  const opened: {
    index: number;
    id: string;
    visible: Record<string, unknown>;
    record: BatchedRecord;
  }[] = [];
  const out: unknown[] = values.map((value, index) => {
    if (!value) return value;
    const prepared = prepare(context, key, table, value as Stored);
    if (prepared.damaged) return prepared.damaged;
    const damaged: CorruptRecord = { id: prepared.id, __corrupt: 'decrypt-failed' };
    try {
      const result = context.crypto.openWith(key, prepared.envelope, prepared.ad, batch.take);
      if (!result.ok) return damaged;
      // Filled in below, once the page's JSON has been decoded.
      opened.push({ index, id: prepared.id, visible: prepared.visible, record: result.value });
      return undefined;
    } catch {
      return damaged;
    }
  });
  const decoded = batch.finish();
  for (const { index, id, visible, record } of opened) {
    const value = 'value' in record ? record.value : decoded[record.batched];
    out[index] =
      value === UNREADABLE
        ? ({ id, __corrupt: 'decrypt-failed' } satisfies CorruptRecord)
        : codeRecord(value, visible, id);
  }
  return out;
}

const EQUAL = 1;
const ANY = 3;
const NEVER = 4;

/** Only whole-table scans and exact ids make sense on opaque ids; a span of ids does not. */
function storedRange(range: DBCoreKeyRange, toStored: (key: unknown) => unknown): DBCoreKeyRange {
  if (range.type === ANY || range.type === NEVER) return range;
  if (range.type === EQUAL) {
    const key = toStored(range.lower);
    return { ...range, lower: key, upper: key };
  }
  throw new RangeError('vault ids are opaque: query them by exact id, not by range');
}

function storedQuery(query: DBCoreQuery, toStored: (key: unknown) => unknown): DBCoreQuery {
  return query.index.isPrimaryKey ? { ...query, range: storedRange(query.range, toStored) } : query;
}

function encryptingTable(
  context: EncryptionContext,
  name: VaultTableName,
  table: DBCoreTable,
): DBCoreTable {
  const decrypt = (value: unknown) => decryptValue(context, name, value as Stored);
  const decryptMaybe = (value: unknown) => (value ? decrypt(value) : value);
  const decryptAll = (values: unknown[]) => decryptValues(context, name, values);
  const toStored = (key: unknown) => storedKey(context, name, key);
  const toCode = (key: unknown) => codeKey(context, name, key);
  return {
    ...table,
    async mutate(request) {
      if (request.type === 'add' || request.type === 'put') {
        const values = request.values.map((value) =>
          encryptValue(context, name, value as Record<string, unknown>),
        );
        const codeIds = new Map(
          values.map((value, index) => [value.id, (request.values[index] as Stored).id]),
        );
        const updates = request.type === 'put' ? request.updates : undefined;
        const response = await table.mutate({
          ...request,
          values,
          keys: request.keys?.map(toStored),
          ...(updates ? { updates: { ...updates, keys: updates.keys.map(toStored) } } : {}),
        });
        const back = (key: unknown) => (codeIds.has(key) ? codeIds.get(key) : toCode(key));
        return {
          ...response,
          results: response.results?.map(back),
          lastResult: back(response.lastResult),
        };
      }
      if (request.type === 'delete') {
        return table.mutate({ ...request, keys: request.keys.map(toStored) });
      }
      return table.mutate({ ...request, range: storedRange(request.range, toStored) });
    },
    get: (request) => table.get({ ...request, key: toStored(request.key) }).then(decryptMaybe),
    getMany: (request) =>
      table.getMany({ ...request, keys: request.keys.map(toStored) }).then(decryptAll),
    count: (request) => table.count({ ...request, query: storedQuery(request.query, toStored) }),
    query: (request) =>
      // A whole table (toArray, the lists): opened while IndexedDB reads the next page.
      isWholeTableRead(request)
        ? readPaged(table, request, decryptAll, (value) => (value as Stored).id)
        : table
            .query({ ...request, query: storedQuery(request.query, toStored) })
            // With values, records; without, primary keys (of whichever index was queried).
            .then((response) => ({
              ...response,
              result: request.values ? decryptAll(response.result) : response.result.map(toCode),
            })),
    openCursor: (request) =>
      table
        .openCursor({ ...request, query: storedQuery(request.query, toStored) })
        .then((cursor) =>
          cursor
            ? wrapCursor(cursor, {
                value: request.values !== false ? decrypt : (value) => value,
                primaryKey: toCode,
                key: request.query.index.isPrimaryKey ? toCode : (key) => key,
                toStoredPrimaryKey: toStored,
                toStoredKey: request.query.index.isPrimaryKey ? toStored : (key) => key,
              })
            : cursor,
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
        table(storedName) {
          const table = down.table(storedName);
          // Version-1 tables (readable names) pass through raw, for the upgrade to read them.
          const name = tableForStoredName(storedName);
          return name ? encryptingTable(context, name, table) : table;
        },
      };
    },
  };
}

import { isCorrupt, newId, type OutboxEntry, type VaultDatabase } from '../../vault';
import type { OutboxKind } from '../syncState';
import { idOfResource, kindOfResource } from './kinds';

/**
 * The outbox table: encrypted like every record, with only `seq` in plain for the delivery order.
 * Writers call `enqueue`/`enqueueDelete` inside their own `db.transaction('rw', [table, db.outbox])`,
 * so the record and its call are stored together or not at all.
 */
export interface OutboxCall {
  method: 'POST' | 'DELETE';
  path: string;
  body?: unknown;
  resource: string;
}

/** Every entry in delivery order; records that fail to decrypt are left where they are. */
export async function readQueue(db: VaultDatabase): Promise<OutboxEntry[]> {
  const rows: unknown[] = await db.outbox.orderBy('seq').toArray();
  return rows.filter((row): row is OutboxEntry => !isCorrupt(row));
}

/** The state of the queued calls about each record of `kind`, by record id ('failed' wins). */
export async function queuedStates(
  db: VaultDatabase,
  kind: OutboxKind,
): Promise<Map<string, OutboxEntry['state']>> {
  const states = new Map<string, OutboxEntry['state']>();
  for (const entry of await readQueue(db)) {
    if (kindOfResource(entry.resource) !== kind) continue;
    const id = idOfResource(entry.resource);
    if (states.get(id) !== 'failed') states.set(id, entry.state);
  }
  return states;
}

/** Queues a call. The Idempotency-Key is made now, with the action, and never changes. */
export async function enqueue(
  db: VaultDatabase,
  call: OutboxCall,
  now = Date.now(),
): Promise<OutboxEntry> {
  const last = await db.outbox.orderBy('seq').lastKey();
  const entry: OutboxEntry = {
    id: newId(),
    seq: (typeof last === 'number' ? last : 0) + 1,
    method: call.method,
    path: call.path,
    ...(call.body === undefined ? {} : { body: call.body }),
    idempotencyKey: newId(),
    resource: call.resource,
    state: 'pending',
    attempts: 0,
    nextAttemptAt: now,
    createdAt: now,
  };
  await db.outbox.add(entry);
  return entry;
}

/**
 * Queues the DELETE of a record, after its POST. When that POST never left the device (no
 * attempt yet) or the server refused it, the server never had the record: both are dropped.
 */
export async function enqueueDelete(
  db: VaultDatabase,
  call: Omit<OutboxCall, 'method' | 'body'>,
  now = Date.now(),
): Promise<'cancelled' | 'queued'> {
  const related = (await readQueue(db)).filter((entry) => entry.resource === call.resource);
  const neverSent =
    related.length > 0 &&
    related.every((e) => e.method === 'POST' && (e.attempts === 0 || e.state === 'failed'));
  if (neverSent) {
    await db.outbox.bulkDelete(related.map((e) => e.id));
    return 'cancelled';
  }
  await enqueue(db, { ...call, method: 'DELETE' }, now);
  return 'queued';
}

/**
 * The entries that may be sent now: the first entry of each resource (so a DELETE never overtakes
 * its POST), when pending and due (`force`: due whatever the backoff said, e.g. after `online`).
 */
export function dueHeads(
  entries: readonly OutboxEntry[],
  now: number,
  force = false,
): OutboxEntry[] {
  const seen = new Set<string>();
  const heads: OutboxEntry[] = [];
  for (const entry of entries) {
    if (seen.has(entry.resource)) continue;
    seen.add(entry.resource);
    // A call never tried is due at once, whatever clock wrote its nextAttemptAt.
    const due = force || entry.attempts === 0 || entry.nextAttemptAt <= now;
    if (entry.state === 'pending' && due) heads.push(entry);
  }
  return heads;
}

/** The earliest time a waiting head becomes due, or null when nothing waits. */
export function nextDueAt(entries: readonly OutboxEntry[]): number | null {
  const heads = dueHeads(entries, Number.POSITIVE_INFINITY);
  return heads.length === 0 ? null : Math.min(...heads.map((e) => e.nextAttemptAt));
}

/**
 * Counts an attempt before the call leaves, in one transaction: from then on a delete of the
 * record queues a DELETE rather than cancelling, because the server may have it. Entries removed
 * or failed meanwhile are not sent.
 */
export async function claim(db: VaultDatabase, ids: readonly string[]): Promise<OutboxEntry[]> {
  return db.transaction('rw', db.outbox, async () => {
    const rows: unknown[] = await db.outbox.bulkGet([...ids]);
    const claimed = rows
      .filter((row): row is OutboxEntry => row !== undefined && !isCorrupt(row))
      .filter((entry) => entry.state === 'pending')
      .map((entry) => ({ ...entry, attempts: entry.attempts + 1 }));
    await db.outbox.bulkPut(claimed);
    return claimed;
  });
}

async function change(
  db: VaultDatabase,
  id: string,
  update: (entry: OutboxEntry) => Partial<OutboxEntry>,
): Promise<OutboxEntry | null> {
  return db.transaction('rw', db.outbox, async () => {
    const current: unknown = await db.outbox.get(id);
    if (current === undefined || isCorrupt(current)) return null;
    const next = { ...(current as OutboxEntry), ...update(current as OutboxEntry) };
    await db.outbox.put(next);
    return next;
  });
}

export function rescheduleEntry(db: VaultDatabase, id: string, at: number, message: string) {
  return change(db, id, () => ({ nextAttemptAt: at, lastError: message }));
}

/** User's "Retry": pending again, due now. */
export function retryEntry(db: VaultDatabase, id: string, now = Date.now()) {
  return change(db, id, () => ({ state: 'pending', nextAttemptAt: now }));
}

/**
 * The server refused the call. A refused POST whose record was deleted meanwhile (a DELETE waits
 * behind it) leaves nothing to do on either side: both go.
 */
export async function failEntry(
  db: VaultDatabase,
  entry: OutboxEntry,
  message: string,
): Promise<void> {
  await db.transaction('rw', db.outbox, async () => {
    const related = (await readQueue(db)).filter((e) => e.resource === entry.resource);
    if (entry.method === 'POST' && related.some((e) => e.method === 'DELETE')) {
      await db.outbox.bulkDelete(related.map((e) => e.id));
      return;
    }
    const current = related.find((e) => e.id === entry.id);
    if (current) await db.outbox.put({ ...current, state: 'failed', lastError: message });
  });
}

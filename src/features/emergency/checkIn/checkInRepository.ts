import type { CheckinRequest } from '../../../../api/contract';
import { enqueue, notifyOutbox, PATHS, resourceOf } from '../../../sync/outbox';
import { getVaultDatabase, newId, sealForServer, type CheckIn } from '../../../vault';

/**
 * Quick check-in (spec §4, §7): the record is kept in the vault and POST /api/checkin is queued in
 * the encrypted outbox, in the same transaction; the outbox delivers it (with an Idempotency-Key,
 * retried until the server has it) and pulls the check-in list after. `sent` is true once the call
 * is safely queued: it will reach the server without the user doing anything more.
 *
 * The location goes to the server sealed (`cp1.`, bound to `checkin:<id>`), like the journal's copy:
 * the server keeps the status in plain and the place only as ciphertext. The vault keeps it plain.
 */
export type CheckInResult = { ok: true; record: CheckIn; sent: boolean };

export async function recordCheckIn(
  status: CheckIn['status'],
  location: string,
): Promise<CheckInResult> {
  const db = getVaultDatabase();
  const record: CheckIn = { id: newId(), status, location, createdAt: Date.now() };
  // Sealed once, now (before the transaction: libsodium is not Dexie work), so a retry sends the
  // very same body.
  const sealed = await sealForServer(location, `checkin:${record.id}`);
  await db.transaction('rw', [db.checkins, db.outbox], async () => {
    await db.checkins.put(record);
    await enqueue(db, {
      method: 'POST',
      path: PATHS.checkins,
      body: { id: record.id, status, location: sealed } satisfies CheckinRequest,
      resource: resourceOf('checkins', record.id),
    });
  });
  notifyOutbox();
  return { ok: true, record, sent: true };
}

/**
 * What the cloud backup sends, and how a new phone takes it back (issue 28).
 *
 * Each object on the server is one envelope under the backup key (sealForCloud), holding either
 * one recording slice (the slice as the vault keeps it, still sealed under the item's own key,
 * with the item's record, so a recording cut off mid-way restores from its slices alone) or a
 * snapshot of every other record. The server sees sizes only (padded to buckets).
 */
import type { Recording } from '../db/entities';
import { isCorrupt } from '../db/entities';
import { MEDIA_CHUNK_ORDER_INDEX, VAULT_TABLES, type VaultTableName } from '../db/schema';
import { decodeRecord, encodeRecord } from '../db/serialize';
import { newId } from '../ids';
import { CAPTURE_KEYS_META } from '../device/lockedCaptureImport';
import { readMeta, writeMeta } from '../meta';
import { loadSodiumCrypto } from '../crypto/sodium';
import type { BackupKey } from '../crypto/types';
import { getVaultDatabase } from '../vault';
import { openFromCloud, sealForCloud } from './keys';

const OBJECT_NAME = 'object:v1';
/** Never leave the device: its key slots, its locked-capture key pair, the backup's own progress. */
const LOCAL_ONLY_META = new Set(['keyslots', CAPTURE_KEYS_META, 'cloudBackupSent']);
/**
 * Not taken back either: whether an own code was chosen belongs to this phone's key slots (a
 * restored vault opens with the default code until the person chooses hers).
 */
const NOT_RESTORED_META = new Set([...LOCAL_ONLY_META, 'setup']);

type Tables = Partial<Record<VaultTableName, Record<string, unknown>[]>>;
type CloudObject =
  | { v: 1; kind: 'slice'; recording: Recording; seq: number; data: Uint8Array }
  | { v: 1; kind: 'records'; at: number; tables: Tables };

const EMPTY_SENT: { slices: Record<string, number>; recordsDigest: string | null } = {
  slices: {},
  recordsDigest: null,
};

async function backupKey(): Promise<BackupKey | null> {
  const state = await readMeta('cloudBackup');
  return state ? (state.key as BackupKey) : null;
}

/** Every record but the media: what a snapshot holds. A recording still being made travels with its slices. */
async function snapshotTables(): Promise<Tables> {
  const db = getVaultDatabase();
  const tables: Tables = {};
  for (const name of VAULT_TABLES) {
    if (name === 'mediaChunks') continue;
    const rows = (await db.table(name).toArray()) as Record<string, unknown>[];
    tables[name] = rows.filter((row) => {
      if (isCorrupt(row)) return false;
      if (name === 'meta') return !LOCAL_ONLY_META.has(String(row.id));
      if (name === 'recordings') return (row as unknown as Recording).complete === true;
      return true;
    });
  }
  return tables;
}

async function digest(bytes: Uint8Array): Promise<string> {
  const hasher = (await loadSodiumCrypto()).sha256();
  hasher.update(bytes);
  return hasher.digestHex();
}

const seal = async (key: BackupKey, object: CloudObject) =>
  sealForCloud(key, encodeRecord(object), OBJECT_NAME);

export interface PendingCount {
  slices: number;
  records: boolean;
}

/** What is not on the server yet; null when backup is off. */
export async function pendingCloudBackup(): Promise<PendingCount | null> {
  if (!(await backupKey())) return null;
  const db = getVaultDatabase();
  const sent = (await readMeta('cloudBackupSent')) ?? EMPTY_SENT;
  let slices = 0;
  for (const recording of await db.recordings.toArray()) {
    if (isCorrupt(recording)) continue;
    slices += Math.max(0, (recording.chunkCount ?? 0) - (sent.slices[recording.id] ?? 0));
  }
  const tables = encodeRecord(await snapshotTables());
  return { slices, records: (await digest(tables)) !== sent.recordsDigest };
}

/** The recordings whose every slice, the final one included, is on the server. */
export async function backedUpRecordings(): Promise<Set<string>> {
  const sent = (await readMeta('cloudBackupSent')) ?? EMPTY_SENT;
  const done = new Set<string>();
  if (!(await backupKey())) return done;
  for (const recording of await getVaultDatabase().recordings.toArray()) {
    if (isCorrupt(recording) || !recording.complete) continue;
    if ((sent.slices[recording.id] ?? 0) >= (recording.chunkCount ?? 0)) done.add(recording.id);
  }
  return done;
}

/** Sends one sealed object; resolves with the server's id for it once the server holds it all. */
export type SendSealed = (
  sealed: Uint8Array,
  onCreated: (id: string) => void,
) => Promise<string | void>;

/**
 * Seals and sends what is not on the server yet, slices first (oldest recording first, each in
 * order), then the records if they changed. `send` resolves once the server holds the object; a
 * failure stops here, and the next call starts from the first object not acknowledged.
 *
 * Then `prune` deletes from the server what is no longer current, never before its replacement is
 * acknowledged: the records snapshot a newer one replaced, the slices of recordings deleted here
 * (once a snapshot without them is on the server), uploads cut off and sent again. Its ids are
 * kept until the server confirms, so a failed prune is asked again on the next call.
 */
export async function backUpPending(
  send: SendSealed,
  onSent?: () => void,
  prune?: (ids: string[]) => Promise<void>,
): Promise<number> {
  const key = await backupKey();
  if (!key) return 0;
  const db = getVaultDatabase();
  const sent = (await readMeta('cloudBackupSent')) ?? { slices: {}, recordsDigest: null };
  const sliceObjects = (sent.sliceObjects ??= {});
  const toPrune = (sent.prune ??= []);
  let count = 0;
  /** Sends one object; an upload the server made but did not finish is pruned later. */
  const sendOne = async (object: CloudObject): Promise<string | null> => {
    let created: string | null = null;
    try {
      return (await send(await seal(key, object), (id) => (created = id))) || null;
    } catch (error) {
      if (created) {
        toPrune.push(created);
        await writeMeta('cloudBackupSent', sent);
      }
      throw error;
    }
  };
  const recordings = (await db.recordings.toArray())
    .filter((recording) => !isCorrupt(recording))
    .sort((a, b) => a.createdAt - b.createdAt);
  for (const recording of recordings) {
    for (let seq = sent.slices[recording.id] ?? 0; ; seq++) {
      const row = await db.mediaChunks
        .where(MEDIA_CHUNK_ORDER_INDEX)
        .equals([recording.id, seq])
        .first();
      if (!row || isCorrupt(row)) break;
      const current = (await db.recordings.get(recording.id)) ?? recording;
      const id = await sendOne({ v: 1, kind: 'slice', recording: current, seq, data: row.data });
      sent.slices[recording.id] = seq + 1;
      if (id) (sliceObjects[recording.id] ??= []).push(id);
      await writeMeta('cloudBackupSent', sent);
      count++;
      onSent?.();
    }
  }
  const tables = await snapshotTables();
  const tablesDigest = await digest(encodeRecord(tables));
  if (tablesDigest !== sent.recordsDigest) {
    const id = await sendOne({ v: 1, kind: 'records', at: Date.now(), tables });
    if (sent.recordsObject) toPrune.push(sent.recordsObject);
    sent.recordsObject = id;
    sent.recordsDigest = tablesDigest;
    await writeMeta('cloudBackupSent', sent);
    count++;
    onSent?.();
  }
  // The server's snapshot is `tables` now: a recording neither in it nor on the phone is gone.
  const kept = new Set((tables.recordings ?? []).map((row) => String(row.id)));
  for (const id of await db.recordings.toCollection().primaryKeys()) kept.add(String(id));
  let forgot = false;
  for (const recordingId of Object.keys(sent.slices)) {
    if (kept.has(recordingId)) continue;
    toPrune.push(...(sliceObjects[recordingId] ?? []));
    delete sent.slices[recordingId];
    delete sliceObjects[recordingId];
    forgot = true;
  }
  if (forgot) await writeMeta('cloudBackupSent', sent);
  if (prune && toPrune.length > 0) {
    await prune([...toPrune]);
    sent.prune = [];
    await writeMeta('cloudBackupSent', sent);
  }
  return count;
}

export interface CloudRestoreResult {
  records: number;
  recordings: number;
  /** Objects that did not open (tampered, cut short) or recordings missing a slice. */
  damaged: number;
}

async function openObject(key: BackupKey, sealed: Uint8Array): Promise<CloudObject | null> {
  const opened = await openFromCloud(key, sealed, OBJECT_NAME);
  try {
    const object = opened ? decodeRecord<CloudObject>(opened) : null;
    return object && object.v === 1 ? object : null;
  } catch {
    return null;
  }
}

/** How many slices from the first on are there without a gap. */
function contiguous(seqs: Set<number>): number {
  let count = 0;
  while (seqs.has(count)) count++;
  return count;
}

interface Arriving {
  recording: Recording;
  seqs: Set<number>;
}

/**
 * One slice into the vault's media store as it arrives (a slice restored twice replaces itself),
 * with its recording, marked unfinished and as long as its slices without a gap: a restore cut
 * off half-way leaves what came so far playable.
 */
async function writeSlice(
  object: Extract<CloudObject, { kind: 'slice' }>,
  entry: Arriving,
): Promise<void> {
  const db = getVaultDatabase();
  const id = object.recording.id;
  await db.transaction('rw', [db.mediaChunks, db.recordings], async () => {
    const existing = await db.mediaChunks
      .where(MEDIA_CHUNK_ORDER_INDEX)
      .equals([id, object.seq])
      .first();
    await db.mediaChunks.put({
      id: existing?.id ?? newId(),
      recordingId: id,
      seq: object.seq,
      data: object.data,
    });
    entry.seqs.add(object.seq);
    await db.recordings.put({
      ...entry.recording,
      chunkCount: contiguous(entry.seqs),
      complete: false,
    });
  });
}

/**
 * Fills the open (new) vault from the objects as they arrive, in any order, holding one object at
 * a time: each slice goes into the media store at once; the newest records snapshot is written at
 * the end, then each recording is settled on its slices up to the first missing or damaged one (a
 * recording cut off on the old phone restores as far as it was sent).
 */
export async function restoreCloudObjects(
  key: BackupKey,
  objects: Iterable<Uint8Array> | AsyncIterable<Uint8Array>,
): Promise<CloudRestoreResult> {
  let damaged = 0;
  let snapshot: Extract<CloudObject, { kind: 'records' }> | null = null;
  const arrived = new Map<string, Arriving>();
  for await (const sealed of objects) {
    const object = await openObject(key, sealed);
    if (!object) {
      damaged++;
      continue;
    }
    if (object.kind === 'records') {
      if (!snapshot || object.at > snapshot.at) snapshot = object;
      continue;
    }
    const entry = arrived.get(object.recording.id) ?? {
      recording: object.recording,
      seqs: new Set<number>(),
    };
    if ((object.recording.chunkCount ?? 0) >= (entry.recording.chunkCount ?? 0)) {
      entry.recording = object.recording;
    }
    arrived.set(object.recording.id, entry);
    await writeSlice(object, entry);
  }

  const db = getVaultDatabase();
  let records = 0;
  const sentSlices: Record<string, number> = {};
  await db.transaction(
    'rw',
    VAULT_TABLES.map((name) => db.table(name)),
    async () => {
      const tables = snapshot?.tables ?? {};
      for (const name of VAULT_TABLES) {
        const rows = (tables[name] ?? []).filter(
          (row) => !(name === 'meta' && NOT_RESTORED_META.has(String(row.id))),
        );
        if (rows.length === 0) continue;
        await db.table(name).bulkPut(rows);
        records += rows.length;
      }
      const snapshotRecordings = new Map(
        (tables.recordings ?? []).map((row) => [String(row.id), row as unknown as Recording]),
      );
      for (const [id, entry] of arrived) {
        const count = contiguous(entry.seqs);
        const known = snapshotRecordings.get(id);
        const whole = known?.complete === true && count >= (known.chunkCount ?? 0);
        if (!whole && (known?.complete || entry.seqs.size > count)) damaged++;
        const recording: Recording = whole
          ? known!
          : { ...(known ?? entry.recording), chunkCount: count, complete: false };
        await db.recordings.put(recording);
        // Slices after a gap cannot be played: they are not kept.
        await db.mediaChunks
          .where(MEDIA_CHUNK_ORDER_INDEX)
          .between([id, count], [id, Infinity], true, true)
          .delete();
        sentSlices[id] = count;
      }
    },
  );
  await writeMeta('cloudBackupSent', { slices: sentSlices, recordsDigest: null });
  return { records, recordings: arrived.size, damaged };
}

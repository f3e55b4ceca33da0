// @vitest-environment node
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  getVaultDatabase,
  lockVault,
  readMeta,
  setCodes,
  unlockWithCode,
  writeMeta,
} from '../index';
import { deleteMediaItem, readMediaItem, startMediaItem } from '../media/media';
import { openFreshTestVault } from '../testing/vault.test-support';
import type { BackupKey } from '../crypto/types';
import {
  backedUpRecordings,
  backUpPending,
  createCloudBackupKey,
  keepCloudBackupKey,
  pendingCloudBackup,
  restoreCloudObjects,
} from '.';

const TINY = { opsLimit: 1, memLimitBytes: 8 * 1024 };
const MARKER = 'JOURNAL-MARKER-c0ffee he took my passport';
const bytes = (text: string) => new TextEncoder().encode(text);

async function turnOn(): Promise<BackupKey> {
  const made = await createCloudBackupKey(TINY);
  await keepCloudBackupKey(made);
  return made.key;
}

async function writeRecords() {
  const db = getVaultDatabase();
  await db.journal.put({ id: 'j1', content: MARKER, createdAt: 1 });
  await db.contacts.put({ id: 'c1', name: 'Sister', phone: '+441234', priority: 1, createdAt: 1 });
}

/** A recording of `slices`, finished or cut off (the browser closed). */
async function record(slices: string[], finish: boolean, createdAt = 5): Promise<string> {
  const started = await startMediaItem({
    name: 'Video',
    type: 'video',
    mimeType: 'video/webm',
    createdAt,
  });
  if (!started.ok) throw new Error(started.reason);
  for (const slice of slices) expect((await started.writer.append(bytes(slice))).ok).toBe(true);
  if (finish) expect((await started.writer.finish(slices.length, '1 B')).ok).toBe(true);
  return started.writer.id;
}

async function play(id: string): Promise<string> {
  let text = '';
  for await (const part of readMediaItem(id)) text += new TextDecoder().decode(part);
  return text;
}

beforeEach(openFreshTestVault);

describe('cloud backup, device side', () => {
  it('sends nothing while backup is off', async () => {
    await writeRecords();
    expect(await pendingCloudBackup()).toBeNull();
    expect(await backUpPending(async () => {})).toBe(0);
  });

  it('keeps the key in the vault and sends each slice as it is made, then the records', async () => {
    const key = await turnOn();
    expect((await readMeta('cloudBackup'))?.key).toEqual(key);
    await writeRecords();
    const server: Uint8Array[] = [];
    const send = async (sealed: Uint8Array) => void server.push(sealed);
    const id = await record(['frame-one ', 'frame-two '], false);
    expect(await pendingCloudBackup()).toEqual({ slices: 2, records: true });
    expect(await backUpPending(send)).toBe(3);
    expect(await pendingCloudBackup()).toEqual({ slices: 0, records: false });
    // Nothing changed: nothing more goes up.
    expect(await backUpPending(send)).toBe(0);
    for (const object of server) {
      expect(Buffer.from(object).includes(Buffer.from('JOURNAL-MARKER'))).toBe(false);
      expect(Buffer.from(object).includes(Buffer.from('frame-one'))).toBe(false);
    }

    // The phone is gone mid-recording: a new phone with the code's key gets it all back.
    await openFreshTestVault();
    const result = await restoreCloudObjects(key, server);
    expect(result).toEqual({ records: expect.any(Number), recordings: 1, damaged: 0 });
    const db = getVaultDatabase();
    expect((await db.journal.get('j1'))?.content).toBe(MARKER);
    expect((await db.contacts.get('c1'))?.name).toBe('Sister');
    expect(await play(id)).toBe('frame-one frame-two ');
  });

  it('says a recording is backed up only once all of it is on the server', async () => {
    await turnOn();
    const id = await record(['a', 'b'], true);
    expect(await backedUpRecordings()).toEqual(new Set());
    let calls = 0;
    // The network drops after the first slice: what was acknowledged is kept, the rest waits.
    const flaky = async () => {
      calls++;
      if (calls === 2) throw new Error('offline');
    };
    await expect(backUpPending(flaky)).rejects.toThrow('offline');
    expect(await pendingCloudBackup()).toMatchObject({ slices: 2 });
    expect(await backedUpRecordings()).toEqual(new Set());
    const sent: Uint8Array[] = [];
    await backUpPending(async (sealed) => void sent.push(sealed));
    // Slices 2 and 3 (the final one) and the records: the first slice is not sent twice.
    expect(sent).toHaveLength(3);
    expect(await backedUpRecordings()).toEqual(new Set([id]));
  });

  it('writes each slice into the vault as it arrives, not once everything is downloaded', async () => {
    const key = await turnOn();
    await writeRecords();
    const first = await record(['first-1 ', 'first-2 ', 'first-3'], true, 5);
    const second = await record(['second-1 ', 'second-2'], true, 6);
    const server: Uint8Array[] = [];
    await backUpPending(async (sealed) => void server.push(sealed));
    // Each finished recording ends with a final slice: 4 + 3 slices, then the records.
    expect(server).toHaveLength(8);
    await openFreshTestVault();
    const seen: { handedOut: number; slicesInVault: number; firstPlays: string }[] = [];
    async function* arriving() {
      for (const [i, object] of server.entries()) {
        const db = getVaultDatabase();
        seen.push({
          handedOut: i,
          slicesInVault: await db.mediaChunks.count(),
          firstPlays: i >= 4 ? await play(first) : '',
        });
        yield object;
      }
    }
    const result = await restoreCloudObjects(key, arriving());
    expect(result).toMatchObject({ recordings: 2, damaged: 0 });
    // Before each download the vault holds every slice that came before it: nothing waits in memory.
    expect(seen.map((s) => s.slicesInVault)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    // The first recording plays before the second one (and the records) are downloaded.
    expect(seen[4]?.firstPlays).toBe('first-1 first-2 first-3');
    expect(await play(first)).toBe('first-1 first-2 first-3');
    expect(await play(second)).toBe('second-1 second-2');
    expect((await getVaultDatabase().journal.get('j1'))?.content).toBe(MARKER);
  });

  it('does not bring back that the old phone had its own code: the new one still asks for one', async () => {
    const key = await turnOn();
    await writeRecords();
    await writeMeta('setup', { done: true });
    const server: Uint8Array[] = [];
    await backUpPending(async (sealed) => void server.push(sealed));
    await openFreshTestVault();
    await restoreCloudObjects(key, server);
    expect((await getVaultDatabase().journal.get('j1'))?.content).toBe(MARKER);
    expect((await readMeta('setup'))?.done).not.toBe(true);
  });

  it('restores the same objects twice without doubling a slice', async () => {
    const key = await turnOn();
    const id = await record(['one ', 'two'], true);
    const server: Uint8Array[] = [];
    await backUpPending(async (sealed) => void server.push(sealed));
    await openFreshTestVault();
    // A restore cut off after the first slice, then tried again from the start.
    await restoreCloudObjects(key, server.slice(0, 1));
    expect(await play(id)).toBe('one ');
    expect(await restoreCloudObjects(key, server)).toMatchObject({ damaged: 0 });
    expect(await getVaultDatabase().mediaChunks.count()).toBe(3);
    expect(await play(id)).toBe('one two');
  });

  it('reports a tampered slice and restores the rest', async () => {
    const key = await turnOn();
    await writeRecords();
    const id = await record(['one ', 'two ', 'three'], true);
    const server: Uint8Array[] = [];
    await backUpPending(async (sealed) => void server.push(sealed));
    const tampered = server.map((object, i) => {
      if (i !== 1) return object;
      const copy = new Uint8Array(object);
      copy[40]! ^= 1;
      return copy;
    });
    await openFreshTestVault();
    const result = await restoreCloudObjects(key, tampered);
    expect(result.damaged).toBeGreaterThanOrEqual(1);
    expect((await getVaultDatabase().journal.get('j1'))?.content).toBe(MARKER);
    // Up to the damaged slice.
    expect(await play(id)).toBe('one ');
  });

  it('opens nothing under another key', async () => {
    await turnOn();
    await writeRecords();
    const server: Uint8Array[] = [];
    await backUpPending(async (sealed) => void server.push(sealed));
    const other = (await createCloudBackupKey(TINY)).key;
    await openFreshTestVault();
    expect(await restoreCloudObjects(other, server)).toMatchObject({ records: 0, damaged: 1 });
    expect(await getVaultDatabase().journal.get('j1')).toBeUndefined();
  });

  it('never exists in the decoy: it cannot be turned on there and the decoy shows none', async () => {
    await turnOn();
    expect(await setCodes('246810', '135790')).toEqual({ ok: true });
    lockVault();
    expect(await unlockWithCode('135790')).toBe('decoy');
    expect(await pendingCloudBackup()).toBeNull();
    expect(await backedUpRecordings()).toEqual(new Set());
    await expect(keepCloudBackupKey(await createCloudBackupKey(TINY))).rejects.toThrow();
    expect(await readMeta('cloudBackup')).toBeUndefined();
  });

  it('deletes from the server what is no longer current, only after its replacement is there', async () => {
    const key = await turnOn();
    await writeRecords();
    // A fake server: ids in arrival order.
    const server = new Map<string, Uint8Array>();
    let next = 0;
    const send = async (sealed: Uint8Array, onCreated: (id: string) => void) => {
      const id = `o${next++}`;
      onCreated(id);
      server.set(id, sealed);
      return id;
    };
    const pruned: string[][] = [];
    const prune = async (ids: string[]) => {
      // The newest object (the snapshot just acknowledged) is never among them.
      expect(ids).not.toContain([...server.keys()].at(-1));
      pruned.push(ids);
      for (const id of ids) server.delete(id);
    };
    const kept = await record(['kept-1 ', 'kept-2'], true);
    const gone = await record(['gone-1 ', 'gone-2'], true, 6);
    // Three slices each (the last one written at the end), then the snapshot.
    expect(await backUpPending(send, undefined, prune)).toBe(7);
    expect(pruned).toEqual([]);
    expect(server.size).toBe(7);

    // A new note: the new snapshot replaces the old one.
    await getVaultDatabase().journal.put({ id: 'j2', content: 'second note', createdAt: 2 });
    expect(await backUpPending(send, undefined, prune)).toBe(1);
    expect(pruned).toEqual([['o6']]);
    expect(server.size).toBe(7);

    // A recording deleted on the phone: its slices go once a snapshot without it is there.
    expect(await deleteMediaItem(gone)).toEqual({ ok: true });
    expect(await backUpPending(send, undefined, prune)).toBe(1);
    expect(pruned.at(-1)!.sort()).toEqual(['o3', 'o4', 'o5', 'o7']);
    expect([...server.keys()]).toEqual(['o0', 'o1', 'o2', 'o8']);
    expect(await pendingCloudBackup()).toEqual({ slices: 0, records: false });

    // An upload cut off half-way is deleted once it was sent again; a failed prune is asked again.
    await getVaultDatabase().journal.put({ id: 'j3', content: 'third note', createdAt: 3 });
    await expect(
      backUpPending(async (_sealed, onCreated) => {
        onCreated('cut-off');
        server.set('cut-off', new Uint8Array(1));
        throw new Error('offline');
      }),
    ).rejects.toThrow('offline');
    await expect(
      backUpPending(send, undefined, async () => {
        throw new Error('offline');
      }),
    ).rejects.toThrow('offline');
    expect(server.has('cut-off')).toBe(true);
    expect(await backUpPending(send, undefined, prune)).toBe(0);
    expect(pruned.at(-1)!.sort()).toEqual(['cut-off', 'o8']);
    expect([...server.keys()]).toEqual(['o0', 'o1', 'o2', 'o9']);

    // What is left restores everything current, and nothing deleted.
    await openFreshTestVault();
    expect(await restoreCloudObjects(key, server.values())).toMatchObject({
      recordings: 1,
      damaged: 0,
    });
    expect(await play(kept)).toBe('kept-1 kept-2');
    expect(await getVaultDatabase().recordings.get(gone)).toBeUndefined();
    expect((await getVaultDatabase().journal.get('j3'))?.content).toBe('third note');
  });
});

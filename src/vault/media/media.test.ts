// @vitest-environment node
import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import libsodium from 'libsodium-wrappers-sumo';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSodiumCrypto } from '../crypto';
import type * as PipeModule from '../crypto/sha256Pipe';
import type { MediaKey, SodiumCrypto } from '../crypto/types';
import { getVaultDatabase } from '../index';
import {
  deleteEvidenceExceptRecording,
  deleteMediaItem,
  MediaReadError,
  readMediaItem,
  startMediaItem,
} from './media';
import { openFreshTestVault } from '../testing/vault.test-support';

/** When set, the hash worker is lost midway through every recording (its digest answers null). */
const hashWorker = vi.hoisted(() => ({ lost: false }));
vi.mock('../crypto/sha256Pipe', async (actual) => {
  const real = await actual<typeof PipeModule>();
  return {
    ...real,
    startSha256: (crypto: SodiumCrypto) => {
      const pipe = real.startSha256(crypto);
      return hashWorker.lost ? { ...pipe, digestHex: () => Promise.resolve(null) } : pipe;
    },
  };
});

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (parts: Uint8Array[]) => parts.map((p) => new TextDecoder().decode(p)).join('');

async function collect(id: string): Promise<Uint8Array[]> {
  const parts: Uint8Array[] = [];
  for await (const part of readMediaItem(id)) parts.push(part);
  return parts;
}

async function readFailure(id: string): Promise<string> {
  try {
    await collect(id);
    return 'read';
  } catch (error) {
    return error instanceof MediaReadError ? error.reason : String(error);
  }
}

async function recordThree(
  complete = true,
  slices: readonly string[] = ['one ', 'two ', 'three'],
): Promise<string> {
  const started = await startMediaItem({
    name: 'Audio',
    type: 'audio',
    mimeType: 'audio/webm',
    createdAt: 1,
  });
  if (!started.ok) throw new Error(started.reason);
  const { writer } = started;
  await Promise.all(slices.map((slice) => writer.append(bytes(slice))));
  if (complete) expect((await writer.finish(3, '13 B')).ok).toBe(true);
  return writer.id;
}

async function chunkRows(id: string) {
  const rows = await getVaultDatabase().mediaChunks.toArray();
  return rows.filter((row) => row.recordingId === id).sort((a, b) => a.seq - b.seq);
}

beforeEach(async () => {
  hashWorker.lost = false;
  await openFreshTestVault();
});

describe('evidence media in the vault', () => {
  it('reads back what was written, in order, with the hash of the whole plaintext', async () => {
    const id = await recordThree();
    expect(text(await collect(id))).toBe('one two three');
    const item = await getVaultDatabase().recordings.get(id);
    const expected = Buffer.from(await crypto.subtle.digest('SHA-256', bytes('one two three')));
    expect(item?.sha256).toBe(expected.toString('hex'));
    expect(item).toMatchObject({ complete: true, sizeBytes: 13, chunkCount: 4 });
  });

  it('stores the secretstream the wrappers open, and the hash sha256sum gives the file', async () => {
    const started = await startMediaItem({
      name: 'Video',
      type: 'video',
      mimeType: 'video/webm',
      createdAt: 1,
    });
    if (!started.ok) throw new Error(started.reason);
    const slices = [new Uint8Array(300_000).map((_, i) => i % 251), bytes('end')];
    for (const slice of slices) expect((await started.writer.append(slice)).ok).toBe(true);
    expect((await started.writer.finish(2, '300 kB')).ok).toBe(true);
    const item = await getVaultDatabase().recordings.get(started.writer.id);
    // Opened with the wrappers, as the code before the direct calls did.
    await libsodium.ready;
    const state = libsodium.crypto_secretstream_xchacha20poly1305_init_pull(
      item!.streamHeader!,
      item!.streamKey!,
    );
    const file = Buffer.concat(
      (await chunkRows(started.writer.id)).map((row) => {
        const pulled = libsodium.crypto_secretstream_xchacha20poly1305_pull(
          state,
          row.data,
          bytes(item!.id),
        );
        if (!pulled) throw new Error('a slice did not open');
        return pulled.message;
      }),
    );
    expect(file.equals(Buffer.concat(slices))).toBe(true);
    expect(item?.sha256).toBe(createHash('sha256').update(file).digest('hex'));
  });

  it('hashes the stored item again when the hash worker was lost midway', async () => {
    hashWorker.lost = true;
    const id = await recordThree();
    const item = await getVaultDatabase().recordings.get(id);
    expect(item?.sha256).toBe(createHash('sha256').update('one two three').digest('hex'));
  });

  it('stores each slice as ciphertext, never the plaintext', async () => {
    // Slices no ciphertext spells by chance (a three-letter word: about one run in 100,000).
    const slices = ['the first slice of sound ', 'the second slice of sound ', 'and the very last'];
    const id = await recordThree(true, slices);
    const rows = await chunkRows(id);
    expect(rows).toHaveLength(slices.length + 1);
    for (const row of rows) {
      const stored = new TextDecoder('latin1').decode(row.data);
      for (const slice of slices) expect(stored).not.toContain(slice.trim());
    }
  });

  it('reports a complete item whose last slice is gone as damaged', async () => {
    const id = await recordThree();
    const rows = await chunkRows(id);
    await getVaultDatabase().mediaChunks.delete(rows.at(-1)!.id);
    expect(await readFailure(id)).toBe('damaged');
  });

  it('reports reordered slices as damaged', async () => {
    const id = await recordThree();
    const [first, second] = await chunkRows(id);
    const db = getVaultDatabase();
    await db.mediaChunks.put({ ...first!, data: second!.data });
    await db.mediaChunks.put({ ...second!, data: first!.data });
    expect(await readFailure(id)).toBe('damaged');
  });

  it('keeps what was written before a crash: an unfinished item reads up to its last slice', async () => {
    const id = await recordThree(false);
    expect(text(await collect(id))).toBe('one two three');
  });

  it('delete removes the item and all its slices, and leaves the others readable', async () => {
    const gone = await recordThree();
    const kept = await recordThree();
    expect((await deleteMediaItem(gone)).ok).toBe(true);
    expect(await getVaultDatabase().recordings.get(gone)).toBeUndefined();
    expect(await chunkRows(gone)).toEqual([]);
    expect(text(await collect(kept))).toBe('one two three');
  });
});

describe('auto-delete', () => {
  it('deletes every finished item and note, and a recording still running finishes whole', async () => {
    const finished = await recordThree();
    await getVaultDatabase().evidenceNotes.put({ id: 'n1', text: 'note', createdAt: 1 });
    const started = await startMediaItem({
      name: 'Audio',
      type: 'audio',
      mimeType: 'audio/webm',
      createdAt: 2,
    });
    if (!started.ok) throw new Error(started.reason);
    const { writer } = started;
    expect((await writer.append(bytes('before '))).ok).toBe(true);

    await deleteEvidenceExceptRecording(); // the deadline passes while it records

    expect((await writer.append(bytes('after'))).ok).toBe(true);
    expect((await writer.finish(2, '12 B')).ok).toBe(true);
    expect(await readFailure(finished)).toBe('missing');
    expect(await chunkRows(finished)).toEqual([]);
    expect(await getVaultDatabase().evidenceNotes.count()).toBe(0);
    expect(text(await collect(writer.id))).toBe('before after');
    const item = await getVaultDatabase().recordings.get(writer.id);
    const expected = Buffer.from(await crypto.subtle.digest('SHA-256', bytes('before after')));
    expect(item?.sha256).toBe(expected.toString('hex'));
  });

  it('with nothing recording, leaves no item, slice or note', async () => {
    await recordThree();
    await recordThree();
    await deleteEvidenceExceptRecording();
    const db = getVaultDatabase();
    expect([await db.recordings.count(), await db.mediaChunks.count()]).toEqual([0, 0]);
  });
});

describe('secretstream contract', () => {
  it('refuses a slice from another item (associated data) and a replayed slice', async () => {
    const sodium = await loadSodiumCrypto();
    const key = sodium.newMediaKey() as MediaKey;
    const sealer = sodium.sealStream(key, 'item-a');
    const first = sealer.push(bytes('a'), false);
    expect(sodium.openStream(key, sealer.header, 'item-b')?.pull(first).ok).toBe(false);
    const opener = sodium.openStream(key, sealer.header, 'item-a')!;
    expect(opener.pull(first).ok).toBe(true);
    expect(opener.pull(first).ok).toBe(false);
  });
});

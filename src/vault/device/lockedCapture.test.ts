// @vitest-environment node
import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSodiumCrypto } from '../crypto';
import {
  countHeads,
  DROP_DATABASE,
  putHead,
  putSlice,
  readHeads,
  readSlices,
  type DropHead,
  type DropSlice,
} from './dropStore';
import { getVaultDatabase, lockVault, readMediaItem, setCodes, unlockWithCode } from '../index';
import {
  forgetCapturePublicKey,
  MAX_PENDING_CAPTURES,
  readCapturePublicKey,
  startLockedCapture,
  type LockedCaptureWriter,
} from './lockedCapture';
import {
  CAPTURE_KEYS_META,
  importLockedCaptures,
  lockedCapturesSettled,
} from './lockedCaptureImport';
import { exportBackup, importBackup } from '../backup';
import { decryptBackup } from '../crypto/backupFormat';
import { decodeRecord } from '../db/serialize';
import { resetVaultForTests, setMinimalKdfForTests } from '../vault';
import { wipeAllData } from '../wipe';

/**
 * Recording while locked: the locked page seals what it records to the real vault's public key;
 * the next real unlock imports it as an ordinary recording, once, whole, and never into the decoy.
 */
const bytes = (text: string) => new TextEncoder().encode(text);
const SLICES = ['first second ', 'of the ', 'recording'];

async function unlockReal(code = '77777'): Promise<void> {
  expect(await unlockWithCode(code)).toBe('real');
  await lockedCapturesSettled();
}

async function startCapture(
  stop: () => Promise<void> = async () => undefined,
): Promise<LockedCaptureWriter> {
  const started = await startLockedCapture(
    { type: 'video', mimeType: 'video/webm', name: 'video-1.webm', createdAt: 1_700_000_000_000 },
    stop,
  );
  if (!started.ok) throw new Error(started.reason);
  return started.writer;
}

async function record(writer: LockedCaptureWriter, finish = true): Promise<void> {
  for (const slice of SLICES) expect(await writer.append(bytes(slice))).toEqual({ ok: true });
  if (finish) expect(await writer.finish(7, '29 B')).toEqual({ ok: true });
}

async function readText(id: string): Promise<string> {
  let out = '';
  for await (const part of readMediaItem(id)) out += new TextDecoder().decode(part);
  return out;
}

/** Every byte the drop holds, as latin1 text: what a copy of the profile shows. */
async function dropBytes(): Promise<string> {
  const latin1 = new TextDecoder('latin1');
  let text = '';
  for (const head of await readHeads()) {
    text += latin1.decode(head.o) + (head.e ? latin1.decode(head.e) : '');
    for (const slice of await readSlices(head.g, 0, 1000)) text += latin1.decode(slice.c);
  }
  return text;
}

async function databaseNames(): Promise<string[]> {
  return (await indexedDB.databases()).map((d) => d.name ?? '');
}

beforeEach(async () => {
  resetVaultForTests();
  await lockedCapturesSettled();
  for (const name of await databaseNames()) indexedDB.deleteDatabase(name);
  setMinimalKdfForTests();
});

describe('the vault key pair', () => {
  it('is made at the first unlock: the secret key inside the vault, the public key readable while locked', async () => {
    expect(await readCapturePublicKey()).toBeNull();
    await unlockReal();
    const stored = await getVaultDatabase().meta.get(CAPTURE_KEYS_META);
    const { publicKey, secretKey } = stored?.value as {
      publicKey: Uint8Array;
      secretKey: Uint8Array;
    };
    expect(secretKey).toHaveLength(32);
    lockVault();
    expect(await readCapturePublicKey()).toEqual(publicKey);
    // Kept from one unlock to the next.
    await unlockReal();
    expect(await readCapturePublicKey()).toEqual(publicKey);
  });

  it('is made for a vault from before key pairs at its next unlock, and an outside copy that was replaced is put right', async () => {
    await unlockReal();
    await getVaultDatabase().meta.delete(CAPTURE_KEYS_META);
    lockVault();
    await forgetCapturePublicKey();
    await unlockReal();
    const made = await readCapturePublicKey();
    expect(made).toHaveLength(32);
    lockVault();

    const crypto = await loadSodiumCrypto();
    const { writeCapturePublicKey } = await import('./lockedCapture');
    await writeCapturePublicKey(crypto.newCaptureKeyPair().publicKey);
    await unlockReal();
    expect(await readCapturePublicKey()).toEqual(made);
  });

  it('is never the decoy’s: the duress code changes nothing outside', async () => {
    await unlockReal();
    expect(await setCodes('246810', '135790')).toEqual({ ok: true });
    const real = await readCapturePublicKey();
    lockVault();
    expect(await unlockWithCode('135790')).toBe('decoy');
    await lockedCapturesSettled();
    expect(await getVaultDatabase().meta.get(CAPTURE_KEYS_META)).toBeUndefined();
    expect(await readCapturePublicKey()).toEqual(real);
  });

  it('is this device’s: a backup neither carries it nor replaces it', async () => {
    await unlockReal();
    const { bytes } = await exportBackup('a long passphrase');
    const opened = await decryptBackup(bytes, 'a long passphrase');
    if (!opened.ok) throw new Error(opened.reason);
    const payload = decodeRecord<{ tables: { meta: { id: string }[] } }>(opened.value);
    expect(payload.tables.meta.map((row) => row.id)).not.toContain(CAPTURE_KEYS_META);

    // A new phone: its own vault and key pair, then the backup.
    resetVaultForTests();
    for (const name of await databaseNames()) indexedDB.deleteDatabase(name);
    await unlockReal();
    const own = await getVaultDatabase().meta.get(CAPTURE_KEYS_META);
    expect(await importBackup(bytes, 'a long passphrase', 'replace')).toMatchObject({ ok: true });
    expect(await getVaultDatabase().meta.get(CAPTURE_KEYS_META)).toEqual(own);
  });
});

describe('a recording made while locked', () => {
  it('records nothing before the vault has a key pair', async () => {
    const started = await startLockedCapture(
      { type: 'audio', mimeType: 'audio/webm', name: 'a.webm', createdAt: 1 },
      async () => undefined,
    );
    expect(started).toEqual({ ok: false, reason: 'no-key' });
    expect(await databaseNames()).not.toContain(DROP_DATABASE);
  });

  it('is sealed while locked and joins the real vault at the next unlock, whole, once', async () => {
    await unlockReal();
    lockVault();
    const writer = await startCapture();
    await record(writer);
    const sealed = await dropBytes();
    for (const slice of SLICES) expect(sealed).not.toContain(slice.trim());
    expect(sealed).not.toContain('video/webm');

    await unlockReal();
    const items = await getVaultDatabase().recordings.toArray();
    expect(items).toHaveLength(1);
    const [item] = items;
    const digest = Buffer.from(await crypto.subtle.digest('SHA-256', bytes(SLICES.join(''))));
    expect(item).toMatchObject({
      type: 'video',
      mimeType: 'video/webm',
      name: 'video-1.webm',
      createdAt: 1_700_000_000_000,
      durationSeconds: 7,
      sizeText: '29 B',
      sizeBytes: 29,
      chunkCount: 4,
      complete: true,
      lockedCapture: true,
      sha256: digest.toString('hex'),
    });
    expect(await readText(item!.id)).toBe(SLICES.join(''));
    // The sealed copy is gone, and so is the database that held it.
    expect(await databaseNames()).not.toContain(DROP_DATABASE);
  });

  it('an import cut off after the copy is done again without a duplicate; one cut off before the record loses nothing', async () => {
    await unlockReal();
    lockVault();
    await record(await startCapture());
    const heads: DropHead[] = await readHeads();
    const slices: DropSlice[] = await readSlices(heads[0]!.g, 0, 100);

    // Cut off after the record was written, before the sealed copy was deleted: copy it back.
    await unlockReal();
    const first = await getVaultDatabase().recordings.toArray();
    for (const head of heads) await putHead(head);
    for (const slice of slices) await putSlice(slice);
    const crypto = await loadSodiumCrypto();
    const { ensureCaptureKeys } = await import('./lockedCaptureImport');
    const keys = await ensureCaptureKeys(getVaultDatabase(), crypto);
    expect(await importLockedCaptures(getVaultDatabase(), crypto, keys)).toBe(1);
    expect(await getVaultDatabase().recordings.toArray()).toEqual(first);
    expect(await getVaultDatabase().mediaChunks.count()).toBe(4);

    // Cut off before the record: the sealed copy stays, and the next run completes it.
    await getVaultDatabase().recordings.clear();
    for (const head of heads) await putHead(head);
    for (const slice of slices) await putSlice(slice);
    const put = vi
      .spyOn(getVaultDatabase().recordings, 'put')
      .mockRejectedValueOnce(new Error('disk'));
    await expect(importLockedCaptures(getVaultDatabase(), crypto, keys)).rejects.toThrow('disk');
    put.mockRestore();
    expect(await countHeads()).toBe(1);
    expect(await importLockedCaptures(getVaultDatabase(), crypto, keys)).toBe(1);
    expect(await countHeads()).toBe(0);
    const [item] = await getVaultDatabase().recordings.toArray();
    expect(await readText(item!.id)).toBe(SLICES.join(''));
    expect(await getVaultDatabase().mediaChunks.count()).toBe(4);
  });

  it('never appears in the decoy, and waits for the real vault', async () => {
    await unlockReal();
    expect(await setCodes('246810', '135790')).toEqual({ ok: true });
    lockVault();
    await record(await startCapture());
    expect(await unlockWithCode('135790')).toBe('decoy');
    await lockedCapturesSettled();
    expect(await getVaultDatabase().recordings.count()).toBe(0);
    expect(await getVaultDatabase().mediaChunks.count()).toBe(0);
    expect(await countHeads()).toBe(1);
    lockVault();
    await unlockReal('246810');
    expect(await getVaultDatabase().recordings.count()).toBe(1);
  });

  it('still recording at the unlock: it is stopped, then imported', async () => {
    await unlockReal();
    lockVault();
    let writer: LockedCaptureWriter | null = null;
    const stop = vi.fn(async () => {
      await writer?.finish(3, '29 B');
    });
    writer = await startCapture(stop);
    await record(writer, false);
    await unlockReal();
    expect(stop).toHaveBeenCalledTimes(1);
    const [item] = await getVaultDatabase().recordings.toArray();
    expect(item).toMatchObject({ complete: true, durationSeconds: 3 });
    expect(await readText(item!.id)).toBe(SLICES.join(''));
  });

  it('cut off while locked (the tab closed): what was written is imported as interrupted', async () => {
    await unlockReal();
    lockVault();
    await record(await startCapture(), false);
    // A new page: nothing of the capture in memory.
    const { abortLockedCaptures, endLockedCaptureWipe } = await import('./lockedCapture');
    abortLockedCaptures();
    endLockedCaptureWipe();
    await unlockReal();
    const [item] = await getVaultDatabase().recordings.toArray();
    expect(item).toMatchObject({ complete: false, chunkCount: 3, lockedCapture: true });
    expect(item?.sha256).toBeUndefined();
    expect(await readText(item!.id)).toBe(SLICES.join(''));
  });

  it('cut off before its first slice: nothing is listed, and nothing is left', async () => {
    await unlockReal();
    lockVault();
    await startCapture();
    const { abortLockedCaptures, endLockedCaptureWipe } = await import('./lockedCapture');
    abortLockedCaptures();
    endLockedCaptureWipe();
    await unlockReal();
    expect(await getVaultDatabase().recordings.count()).toBe(0);
    expect(await databaseNames()).not.toContain(DROP_DATABASE);
  });

  it('sealed to another key (planted, or a replaced public key) is dropped, never imported', async () => {
    await unlockReal();
    lockVault();
    const crypto = await loadSodiumCrypto();
    const { writeCapturePublicKey } = await import('./lockedCapture');
    await writeCapturePublicKey(crypto.newCaptureKeyPair().publicKey);
    await record(await startCapture());
    await unlockReal();
    expect(await getVaultDatabase().recordings.count()).toBe(0);
    expect(await databaseNames()).not.toContain(DROP_DATABASE);
  });

  it(`keeps at most ${MAX_PENDING_CAPTURES} recordings waiting for an unlock`, async () => {
    await unlockReal();
    lockVault();
    for (let i = 0; i < MAX_PENDING_CAPTURES; i++) await record(await startCapture());
    const started = await startLockedCapture(
      { type: 'audio', mimeType: 'audio/webm', name: 'a.webm', createdAt: 1 },
      async () => undefined,
    );
    expect(started).toEqual({ ok: false, reason: 'full' });
    await unlockReal();
    expect(await getVaultDatabase().recordings.count()).toBe(MAX_PENDING_CAPTURES);
  });

  it('the emergency wipe stops it: nothing more is written, and nothing is left', async () => {
    await unlockReal();
    lockVault();
    const stop = vi.fn(async () => undefined);
    const writer = await startCapture(stop);
    await writer.append(bytes('before'));
    await wipeAllData();
    expect(stop).toHaveBeenCalled();
    expect((await writer.append(bytes('after the wipe'))).ok).toBe(false);
    expect((await writer.finish(1, '6 B')).ok).toBe(false);
    expect(await databaseNames()).not.toContain(DROP_DATABASE);
    expect(await readCapturePublicKey()).toBeNull();
  });
});

// @vitest-environment node
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { beforeEach, describe, expect, it } from 'vitest';
import { MEDIA_SPOOL_TABLE, STORE_NAMES } from '../db/schema';
import { getVaultDatabase, lockVault, setCodes, unlockWithCode } from '../index';
import { readMediaItem, startMediaItem, type MediaWriter } from './media';
import { openFreshTestVault, openTestVault } from '../testing/vault.test-support';
import { resetVaultForTests } from '../vault';
import { wipeAllData } from '../wipe';

/**
 * The idle lock during a recording: the lock drops the vault key, the recording goes on with its
 * own item key into the store's spool, and the next unlock of that store gets all of it.
 */
const bytes = (text: string) => new TextEncoder().encode(text);

async function readText(id: string): Promise<string> {
  let out = '';
  for await (const part of readMediaItem(id)) out += new TextDecoder().decode(part);
  return out;
}

async function startWriter(): Promise<MediaWriter> {
  const started = await startMediaItem({
    name: 'Audio',
    type: 'audio',
    mimeType: 'audio/webm',
    createdAt: 1,
  });
  if (!started.ok) throw new Error(started.reason);
  return started.writer;
}

/** The spool rows of every store, read raw (what someone with the phone's files sees). */
async function spoolRows(): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  for (const name of STORE_NAMES) {
    const raw = new Dexie(name);
    try {
      await raw.open();
      if (raw.tables.some((t) => t.name === MEDIA_SPOOL_TABLE))
        rows.push(...(await raw.table(MEDIA_SPOOL_TABLE).toArray()));
    } catch {
      // not created
    } finally {
      raw.close();
    }
  }
  return rows;
}

beforeEach(async () => {
  await openFreshTestVault();
});

describe('a recording through the idle lock', () => {
  it('goes on while locked, and after the unlock reads back whole, complete, with its hash', async () => {
    const writer = await startWriter();
    expect(await writer.append(bytes('before '))).toEqual({ ok: true });
    lockVault();
    expect(await writer.append(bytes('while locked '))).toEqual({ ok: true });
    expect(await writer.append(bytes('and more'))).toEqual({ ok: true });
    // Stop pressed... by the track ending while locked: the record is completed at the unlock.
    expect((await writer.finish(40, '28 B')).ok).toBe(true);
    const spooled = await spoolRows();
    expect(spooled).toHaveLength(3);
    for (const row of spooled) {
      expect(Object.keys(row).sort()).toEqual(['c', 'g', 'id', 'seq']);
      expect(new TextDecoder('latin1').decode(row.c as Uint8Array)).not.toMatch(/locked|more/);
    }

    expect(await unlockWithCode('77777')).toBe('real');
    expect(await spoolRows()).toEqual([]);
    expect(await readText(writer.id)).toBe('before while locked and more');
    const record = await getVaultDatabase().recordings.get(writer.id);
    const digest = await crypto.subtle.digest('SHA-256', bytes('before while locked and more'));
    expect(record).toMatchObject({
      complete: true,
      durationSeconds: 40,
      sizeBytes: 28,
      chunkCount: 4,
      sha256: Buffer.from(digest).toString('hex'),
    });
  });

  it('keeps recording after the unlock, into the vault again', async () => {
    const writer = await startWriter();
    lockVault();
    await writer.append(bytes('locked '));
    expect(await unlockWithCode('77777')).toBe('real');
    await writer.append(bytes('unlocked'));
    expect((await writer.finish(2, '15 B')).ok).toBe(true);
    expect(await readText(writer.id)).toBe('locked unlocked');
    expect((await getVaultDatabase().recordings.get(writer.id))?.complete).toBe(true);
  });

  it('a page closed while locked loses nothing already recorded: the next unlock recovers it', async () => {
    const writer = await startWriter();
    await writer.append(bytes('one '));
    lockVault();
    await writer.append(bytes('two'));
    // No finish: the tab was closed. A new page (nothing in memory) unlocks.
    resetVaultForTests();
    expect(await unlockWithCode('77777')).toBe('real');
    expect(await readText(writer.id)).toBe('one two');
    expect((await getVaultDatabase().recordings.get(writer.id))?.complete).toBe(false);
  });

  it('never shows in the decoy the duress code opens meanwhile', async () => {
    expect(await setCodes('246810', '135790')).toEqual({ ok: true });
    const writer = await startWriter();
    lockVault();
    expect(await unlockWithCode('135790')).toBe('decoy');
    await writer.append(bytes('secret'));
    expect((await writer.finish(1, '6 B')).ok).toBe(true);
    expect(await getVaultDatabase().recordings.count()).toBe(0);
    expect(await getVaultDatabase().mediaChunks.count()).toBe(0);
    lockVault();
    expect(await unlockWithCode('246810')).toBe('real');
    expect(await readText(writer.id)).toBe('secret');
  });

  it('the emergency wipe stops it: nothing more is written and no store comes back', async () => {
    const writer = await startWriter();
    lockVault();
    await writer.append(bytes('spooled'));
    await openTestVault();
    await wipeAllData();
    expect((await writer.append(bytes('after the wipe'))).ok).toBe(false);
    const names = (await indexedDB.databases()).map((d) => d.name);
    for (const store of STORE_NAMES) expect(names).not.toContain(store);
  });
});

// @vitest-environment node
// The whole path in Node: the vault on fake-indexeddb, tus-js-client, the real server (its
// data folder), and a new phone that has only the recovery code.
import 'fake-indexeddb/auto';
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAppServer, type AppServer } from '../../../server/app';
import { openServerApi, type ServerApi } from '../../../server/api';
import { backedUpRecordings, getVaultDatabase } from '../../vault';
import { deleteMediaItem, readMediaItem, startMediaItem } from '../../vault/media/media';
import { openFreshTestVault } from '../../vault/testing/vault.test-support';
import { restoreFromCloud, sendPendingBackup, turnOnCloudBackup } from '.';

const MARKER = 'JOURNAL-MARKER-5eed he locked me in';
let tmp: string;
let api: ServerApi;
let server: AppServer;
let cookie = '';

beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'calc-cloud-'));
  await mkdir(path.join(tmp, 'dist'));
  await writeFile(path.join(tmp, 'dist', 'index.html'), '<!doctype html><title>Calculator</title>');
  api = await openServerApi({
    dataDir: path.join(tmp, 'data'),
    memory: true,
    trustProxy: false,
    testHooks: false,
    paymentsAvailable: false,
    rateLimits: null,
  });
  server = await createAppServer({
    distDir: path.join(tmp, 'dist'),
    port: 0,
    host: '127.0.0.1',
    api: api.app,
  });
});

afterAll(async () => {
  await server?.close();
  await api?.close();
  await rm(tmp, { recursive: true, force: true });
});

beforeEach(async () => {
  await openFreshTestVault();
  const login = await fetch(`${server.url}/api/login`, { redirect: 'manual' });
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const friend = await fetch(`${server.url}/api/friend-access`, {
    method: 'POST',
    headers: { cookie, 'Content-Type': 'application/json' },
    body: JSON.stringify({ code: '11111' }),
  });
  expect(friend.status).toBe(200);
});

const net = () => ({
  origin: server.url,
  headers: { cookie },
  toInput: (bytes: Uint8Array) => Buffer.from(bytes),
});

async function play(id: string): Promise<string> {
  let text = '';
  for await (const part of readMediaItem(id)) text += new TextDecoder().decode(part);
  return text;
}

async function filesContaining(folder: string, needle: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  const hits: string[] = [];
  for (const entry of entries.filter((e) => e.isFile())) {
    const file = path.join(entry.parentPath, entry.name);
    if ((await readFile(file)).includes(Buffer.from(needle))) hits.push(file);
  }
  return hits;
}

describe('cloud backup over tus to the real server', () => {
  it('uploads while recording; a new phone restores the cut-off recording, journal and contacts with the code', async () => {
    const code = await turnOnCloudBackup(net());
    const db = getVaultDatabase();
    await db.journal.put({ id: 'j1', content: MARKER, createdAt: 1 });
    await db.contacts.put({
      id: 'c1',
      name: 'Sister',
      phone: '+441234',
      priority: 1,
      createdAt: 1,
    });
    const started = await startMediaItem({
      name: 'Video',
      type: 'video',
      mimeType: 'video/webm',
      createdAt: 2,
    });
    if (!started.ok) throw new Error(started.reason);
    // Each slice goes up as it is made; the recording is never finished (the phone is taken).
    for (const slice of ['FRAME-1 ', 'FRAME-2 ', 'FRAME-3 ']) {
      await started.writer.append(new TextEncoder().encode(slice));
      expect(await sendPendingBackup(net())).toBeGreaterThanOrEqual(1);
    }
    expect(await backedUpRecordings()).toEqual(new Set());
    expect(await filesContaining(path.join(tmp, 'data'), 'JOURNAL-MARKER')).toEqual([]);
    expect(await filesContaining(path.join(tmp, 'data'), 'FRAME-2')).toEqual([]);

    await openFreshTestVault();
    const progress: number[] = [];
    const result = await restoreFromCloud(code, (done, total) => progress.push(done / total), {
      origin: server.url,
    });
    expect(result).toMatchObject({ ok: true, recordings: 1, damaged: 0 });
    expect(progress.at(-1)).toBe(1);
    const restored = getVaultDatabase();
    expect((await restored.journal.get('j1'))?.content).toBe(MARKER);
    expect((await restored.contacts.get('c1'))?.name).toBe('Sister');
    expect(await play(started.writer.id)).toBe('FRAME-1 FRAME-2 FRAME-3 ');
  });

  it('writes each download into the vault before the next, with progress inside each object; a cut-short one is reported', async () => {
    const code = await turnOnCloudBackup(net());
    await getVaultDatabase().journal.put({ id: 'j1', content: MARKER, createdAt: 1 });
    const started = await startMediaItem({
      name: 'Video',
      type: 'video',
      mimeType: 'video/webm',
      createdAt: 2,
    });
    if (!started.ok) throw new Error(started.reason);
    for (const slice of ['FRAME-1 ', 'FRAME-2 ', 'FRAME-3 ']) {
      await started.writer.append(new TextEncoder().encode(slice));
    }
    await sendPendingBackup(net());

    await openFreshTestVault();
    const downloads: string[] = [];
    const slicesBefore: number[] = [];
    // The network hands each body over in pieces of 100 bytes; the third slice comes cut short.
    const piecemeal: typeof fetch = async (input, init) => {
      const url = String(input);
      const response = await fetch(input, init);
      if (!url.includes('/api/backup/restore/')) return response;
      slicesBefore.push(await getVaultDatabase().mediaChunks.count());
      downloads.push(url);
      const body = new Uint8Array(await response.arrayBuffer());
      const cut = downloads.length === 3 ? body.subarray(0, body.length - 50) : body;
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let at = 0; at < cut.length; at += 100) controller.enqueue(cut.slice(at, at + 100));
          controller.close();
        },
      });
      return new Response(stream, { status: 200 });
    };
    const progress: number[] = [];
    const result = await restoreFromCloud(code, (done) => progress.push(done), {
      origin: server.url,
      fetch: piecemeal,
    });
    expect(downloads).toHaveLength(4);
    // Each slice is in the vault before the next download starts.
    expect(slicesBefore).toEqual([0, 1, 2, 2]);
    // Progress moves within each object, never back.
    expect(progress.length).toBeGreaterThan(downloads.length * 2);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(result).toMatchObject({ ok: true, recordings: 1 });
    expect(result.ok && result.damaged).toBeGreaterThanOrEqual(1);
    expect((await getVaultDatabase().journal.get('j1'))?.content).toBe(MARKER);
    expect(await play(started.writer.id)).toBe('FRAME-1 FRAME-2 ');
  });

  it('says a wrong code is wrong and downloads nothing', async () => {
    await turnOnCloudBackup(net());
    await getVaultDatabase().journal.put({ id: 'j1', content: MARKER, createdAt: 1 });
    await sendPendingBackup(net());
    await openFreshTestVault();
    const asked: string[] = [];
    const spy: typeof fetch = (input, init) => {
      asked.push(String(input));
      return fetch(input, init);
    };
    const wrong = 'K7QM-2XDP-9TAB-4WRE-H3NC-6YVF';
    expect(await restoreFromCloud(wrong, () => {}, { origin: server.url, fetch: spy })).toEqual({
      ok: false,
      reason: 'wrong-code',
    });
    expect(asked.filter((url) => url.includes('/api/backup/restore/'))).toEqual([]);
    expect(await restoreFromCloud('77777', () => {}, { origin: server.url })).toEqual({
      ok: false,
      reason: 'not-a-code',
    });
    expect(await getVaultDatabase().journal.get('j1')).toBeUndefined();
  });

  it('keeps only what is current on the server: old snapshots and deleted recordings go', async () => {
    await turnOnCloudBackup(net());
    const db = getVaultDatabase();
    await db.journal.put({ id: 'j1', content: MARKER, createdAt: 1 });
    const objects = async () => {
      const res = await fetch(`${server.url}/api/backup/objects`, { headers: { cookie } });
      return ((await res.json()) as { objects: { size: number }[] }).objects;
    };
    expect(await sendPendingBackup(net())).toBe(1);
    await db.journal.put({ id: 'j1', content: `${MARKER} (edited)`, createdAt: 1 });
    expect(await sendPendingBackup(net())).toBe(1);
    expect(await objects()).toHaveLength(1);

    const started = await startMediaItem({
      name: 'Video',
      type: 'video',
      mimeType: 'video/webm',
      createdAt: 2,
    });
    if (!started.ok) throw new Error(started.reason);
    await started.writer.append(new TextEncoder().encode('FRAME-1 '));
    await started.writer.finish(1, '1 B');
    await sendPendingBackup(net());
    expect((await objects()).length).toBeGreaterThan(1);
    expect(await deleteMediaItem(started.writer.id)).toEqual({ ok: true });
    expect(await sendPendingBackup(net())).toBe(1);
    const left = await objects();
    expect(left).toHaveLength(1);
    const status = await fetch(`${server.url}/api/backup/status`, { headers: { cookie } });
    expect(await status.json()).toMatchObject({ usedBytes: left[0]!.size, objects: 1 });
  });
});

// @vitest-environment node
// The cloud backup's server (issue 28) over real HTTP: the data folder by default (PGlite in the
// same folder), and a real S3 protocol server (s3rver) behind two instances.
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiApp } from '../../api/app';
import { createMemoryStore } from '../../api/store/memoryStore';
import { TestClient } from '../../api/testing/client.test-support';
import { createAppServer } from '../app';
import type { AppServer } from '../app';
import { openServerApi } from '../api';
import type { ServerApi } from '../api';
import {
  createCloudBackupKey,
  openFromCloud,
  restoreTokenOfCode,
  sealForCloud,
} from '../../src/vault/cloudBackup';
import { BACKUP_MESSAGES } from '../../api/backup';
import { createBackupService, openBackupStorage } from '.';
import { createMemoryBackupIndex, TUS_PATH } from '../../api/backup';
import { STARTS_DATABASE_MS } from '../../api/testing/timeouts.test-support';

// Starts PGlite: see STARTS_DATABASE_MS.
vi.setConfig({ testTimeout: STARTS_DATABASE_MS, hookTimeout: STARTS_DATABASE_MS });

const TINY = { opsLimit: 1, memLimitBytes: 8 * 1024 };
const MARKER = 'JOURNAL-MARKER-7f3a91 he pushed me on the stairs';
const TUS = { 'Tus-Resumable': '1.0.0' };

let tmp: string;
let dist: string;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'calc-backup-'));
  dist = path.join(tmp, 'dist');
  await mkdir(dist);
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Calculator</title>');
});

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** Every file under a folder, recursively. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function folderContains(folder: string, needle: string): Promise<string[]> {
  const hits: string[] = [];
  for (const file of await filesUnder(folder)) {
    if ((await readFile(file)).includes(Buffer.from(needle))) hits.push(file);
  }
  return hits;
}

class Phone {
  readonly client: TestClient;
  constructor(readonly server: AppServer) {
    this.client = new TestClient((p, init) => fetch(`${server.url}${p}`, init));
  }

  async signUp(friend = true) {
    await this.client.login();
    if (friend) {
      expect((await this.client.post('/api/friend-access', { code: '11111' })).status).toBe(200);
    }
  }

  /** Turns backup on: the key, wrapped by a fresh recovery code, goes to the server. */
  async turnOn() {
    const made = await createCloudBackupKey(TINY);
    const res = await this.client.post('/api/backup/key', {
      token: made.restoreToken,
      wrapped: made.wrapped,
    });
    expect(res.status).toBe(200);
    return made;
  }

  create(length: number | null, headers: Record<string, string> = {}) {
    const lengthHeader: Record<string, string> =
      length === null ? {} : { 'Upload-Length': String(length) };
    return this.client.call(TUS_PATH, {
      method: 'POST',
      headers: { ...TUS, ...lengthHeader, ...headers },
    });
  }

  patch(location: string, offset: number, bytes: Uint8Array) {
    return fetch(`${this.server.url}${location}`, {
      method: 'PATCH',
      headers: {
        ...TUS,
        cookie: this.client.cookie,
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(bytes),
    });
  }

  async offset(location: string): Promise<number | null> {
    const res = await fetch(`${this.server.url}${location}`, {
      method: 'HEAD',
      headers: { ...TUS, cookie: this.client.cookie },
    });
    return res.status === 200 ? Number(res.headers.get('upload-offset')) : null;
  }

  /** One whole object: created, then sent in two PATCHes (a resumed upload). */
  async upload(bytes: Uint8Array): Promise<string> {
    const created = await this.create(bytes.length);
    expect(created.status).toBe(201);
    const location = created.headers.get('location')!;
    const half = Math.floor(bytes.length / 2);
    expect((await this.patch(location, 0, bytes.subarray(0, half))).status).toBe(204);
    expect(await this.offset(location)).toBe(half);
    expect((await this.patch(location, half, bytes.subarray(half))).status).toBe(204);
    return location;
  }
}

/** A new phone: nothing but the code. */
async function restore(server: AppServer, code: string) {
  const token = (await restoreTokenOfCode(code))!;
  const client = new TestClient((p, init) => fetch(`${server.url}${p}`, init));
  const list = await client.post<{
    wrapped: unknown;
    objects: { id: string; size: number }[];
    message?: string;
  }>('/api/backup/restore', { token });
  const download = (id: string) =>
    fetch(`${server.url}/api/backup/restore/${id}`, { headers: { 'Backup-Token': token } });
  return { list, download, token };
}

describe('cloud backup in the data folder (the default)', () => {
  let api: ServerApi;
  let server: AppServer;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = path.join(tmp, 'data');
    api = await openServerApi({
      dataDir,
      trustProxy: false,
      testHooks: false,
      paymentsAvailable: false,
      rateLimits: null,
      backup: { s3: null, quotaBytes: 64 * 1024 },
    });
    server = await createAppServer({ distDir: dist, port: 0, host: '127.0.0.1', api: api.app });
    // PGlite's first start in a new folder runs initdb: slow on a loaded machine.
  });

  afterAll(async () => {
    await server?.close();
    await api?.close();
  });

  it('refuses a free account with the upgrade text', async () => {
    const phone = new Phone(server);
    await phone.signUp(false);
    const made = await createCloudBackupKey(TINY);
    const key = await phone.client.post<{ message: string }>('/api/backup/key', {
      token: made.restoreToken,
      wrapped: made.wrapped,
    });
    expect(key.status).toBe(403);
    expect(key.body.message).toBe(BACKUP_MESSAGES.upgrade);
    const upload = await phone.create(10);
    expect(upload.status).toBe(403);
    expect(upload.body).toEqual({ message: BACKUP_MESSAGES.upgrade });
  });

  it('keeps sealed objects that a new phone restores with the code alone, and no plaintext', async () => {
    const phone = new Phone(server);
    await phone.signUp();
    const made = await phone.turnOn();
    const sealed = await sealForCloud(made.key, new TextEncoder().encode(MARKER), 'record:j1');
    await phone.upload(sealed);
    const second = await sealForCloud(made.key, new Uint8Array(3000).fill(7), 'slice:r1:0');
    await phone.upload(second);

    const status = await phone.client.call<Record<string, unknown>>('/api/backup/status');
    expect(status.body).toMatchObject({
      enabled: true,
      allowed: true,
      objects: 2,
      completeObjects: 2,
      usedBytes: sealed.length + second.length,
    });

    const { list, download } = await restore(server, made.recoveryCode);
    expect(list.status).toBe(200);
    expect(list.body.wrapped).toEqual(made.wrapped);
    expect(list.body.objects.map((o) => o.size)).toEqual([sealed.length, second.length]);
    const first = new Uint8Array(await (await download(list.body.objects[0]!.id)).arrayBuffer());
    expect(first).toEqual(sealed);
    expect(new TextDecoder().decode((await openFromCloud(made.key, first, 'record:j1'))!)).toBe(
      MARKER,
    );

    // The folder (database and uploads) holds the ciphertext only.
    expect(await folderContains(dataDir, 'JOURNAL-MARKER-7f3a91')).toEqual([]);
    expect((await folderContains(path.join(dataDir, 'backup'), 'slice')).length).toBe(0);
  });

  it('answers a wrong code with a clear message and lists nothing', async () => {
    const other = await createCloudBackupKey(TINY);
    const { list, download } = await restore(server, other.recoveryCode);
    expect(list.status).toBe(404);
    expect(list.body.message).toBe(BACKUP_MESSAGES.wrongCode);
    expect((await download('anything')).status).toBe(404);
  });

  it('gives a wrong offset or too many bytes the protocol error and keeps the file whole', async () => {
    const phone = new Phone(server);
    await phone.signUp();
    await phone.turnOn();
    const created = await phone.create(100);
    const location = created.headers.get('location')!;
    expect((await phone.patch(location, 0, new Uint8Array(40).fill(1))).status).toBe(204);
    // A resend from the wrong place: tus's 409, nothing written.
    expect((await phone.patch(location, 10, new Uint8Array(20).fill(2))).status).toBe(409);
    expect(await phone.offset(location)).toBe(40);
    // More than the declared length: tus's 413, nothing written.
    expect((await phone.patch(location, 40, new Uint8Array(100).fill(3))).status).toBe(413);
    expect(await phone.offset(location)).toBe(40);
    // A create without a length is refused (no deferred lengths).
    expect((await phone.create(null)).status).toBe(400);
    // Only whole objects can be restored; the rest is listed as incomplete to its owner only.
    const objects = await phone.client.call<{ objects: { complete: boolean }[] }>(
      '/api/backup/objects',
    );
    expect(objects.body.objects).toEqual([expect.objectContaining({ size: 100, complete: false })]);
  });

  it('never lets one account reach another account’s objects, and keeps no client metadata', async () => {
    const owner = new Phone(server);
    await owner.signUp();
    await owner.turnOn();
    const created = await owner.create(10, { 'Upload-Metadata': 'filename am91cm5hbC50eHQ=' });
    const location = created.headers.get('location')!;
    const stranger = new Phone(server);
    await stranger.signUp();
    await stranger.turnOn();
    expect(await stranger.offset(location)).toBeNull();
    expect((await stranger.patch(location, 0, new Uint8Array(10))).status).toBe(404);
    expect(await folderContains(path.join(dataDir, 'backup'), 'am91cm5hbC50eHQ')).toEqual([]);
    expect(await folderContains(path.join(dataDir, 'backup'), 'journal.txt')).toEqual([]);
  });

  it('refuses an upload over the account quota with a clear message', async () => {
    const phone = new Phone(server);
    await phone.signUp();
    await phone.turnOn();
    await phone.upload(new Uint8Array(60 * 1024).fill(9));
    const over = await phone.create(8 * 1024);
    expect(over.status).toBe(413);
    expect(over.body).toEqual({ message: BACKUP_MESSAGES.quotaFull });
  });

  it('deletes superseded objects when the phone names them, never the newest whole one, and the quota follows', async () => {
    const phone = new Phone(server);
    await phone.signUp();
    const made = await phone.turnOn();
    const idOf = (location: string) => location.split('/').pop()!;
    const [old, current, newest] = [
      idOf(await phone.upload(new Uint8Array(1000).fill(1))),
      idOf(await phone.upload(new Uint8Array(2000).fill(2))),
      idOf(await phone.upload(new Uint8Array(3000).fill(3))),
    ];
    // An upload cut off half-way (sent again since as another object).
    const cut = await phone.create(500);
    const cutLocation = cut.headers.get('location')!;
    expect((await phone.patch(cutLocation, 0, new Uint8Array(100))).status).toBe(204);
    const stranger = new Phone(server);
    await stranger.signUp();
    await stranger.turnOn();
    const theirs = idOf(await stranger.upload(new Uint8Array(10).fill(5)));
    const stored = async (id: string) =>
      (await filesUnder(path.join(dataDir, 'backup'))).some((file) => file.includes(id));
    expect(await stored(old)).toBe(true);
    expect(await stored(idOf(cutLocation))).toBe(true);

    const bad = await phone.client.post<{ message: string }>('/api/backup/prune', {
      ids: ['../etc/passwd'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(BACKUP_MESSAGES.badIds);

    const pruned = await phone.client.post('/api/backup/prune', {
      ids: [old, idOf(cutLocation), newest, theirs, 'never-existed'],
    });
    expect(pruned).toMatchObject({ status: 200, body: { deleted: 2 } });
    expect(await stored(old)).toBe(false);
    expect(await stored(idOf(cutLocation))).toBe(false);
    // The newest whole object stays whatever is asked; another account's is out of reach.
    expect(await stored(newest)).toBe(true);
    expect(await stored(theirs)).toBe(true);
    const status = await phone.client.call<Record<string, unknown>>('/api/backup/status');
    expect(status.body).toMatchObject({ objects: 2, completeObjects: 2, usedBytes: 5000 });
    const { list } = await restore(server, made.recoveryCode);
    expect(list.body.objects.map((object) => object.id)).toEqual([current, newest]);
  });

  it('deletes the whole backup: bytes, list and key', async () => {
    const phone = new Phone(server);
    await phone.signUp();
    const made = await phone.turnOn();
    const location = await phone.upload(new Uint8Array(500).fill(4));
    const id = location.split('/').pop()!;
    expect((await filesUnder(path.join(dataDir, 'backup'))).some((f) => f.includes(id))).toBe(true);
    const deleted = await phone.client.call('/api/backup', { method: 'DELETE' });
    expect(deleted).toMatchObject({ status: 200, body: { deleted: 1 } });
    expect((await filesUnder(path.join(dataDir, 'backup'))).some((f) => f.includes(id))).toBe(
      false,
    );
    expect((await restore(server, made.recoveryCode)).list.status).toBe(404);
    const status = await phone.client.call<Record<string, unknown>>('/api/backup/status');
    expect(status.body).toMatchObject({ enabled: false, objects: 0, usedBytes: 0 });
  });
});

/**
 * s3rver 3.7 implements multipart uploads but not ListParts (GET ?uploadId=), which @tus/s3-store
 * calls to resume an upload. This adds it in front of s3rver's router, from s3rver's own files.
 */
function addListParts(server: S3rver) {
  const koa = server as unknown as {
    middleware: ((ctx: KoaContext, next: () => Promise<void>) => Promise<void>)[];
    store: { getResourcePath(bucket: string, key: undefined, resource: string): string };
  };
  interface KoaContext {
    method: string;
    path: string;
    query: Record<string, string>;
    type: string;
    body: unknown;
  }
  koa.middleware.unshift(async (ctx, next) => {
    const match = /^\/([^/]+)\/(.+)$/.exec(ctx.path);
    if (ctx.method !== 'GET' || !match || typeof ctx.query.uploadId !== 'string') return next();
    const [, bucket, key] = match;
    const dir = path.join(
      koa.store.getResourcePath(bucket!, undefined, 'uploads'),
      ctx.query.uploadId,
    );
    const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => /^\d+$/.test(n));
    const parts = await Promise.all(
      names.map(async (name) => {
        const size = (await readFile(path.join(dir, name))).length;
        const md5 = await readFile(path.join(dir, `${name}.md5`), 'utf8');
        return `<Part><PartNumber>${name}</PartNumber><ETag>"${md5}"</ETag><Size>${size}</Size></Part>`;
      }),
    );
    ctx.type = 'application/xml';
    ctx.body =
      `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${bucket}</Bucket>` +
      `<Key>${key}</Key><UploadId>${ctx.query.uploadId}</UploadId><IsTruncated>false</IsTruncated>` +
      `${parts.join('')}</ListPartsResult>`;
  });
}

describe('cloud backup on an S3 object store', () => {
  let s3: S3rver;
  let s3Dir: string;
  const servers: AppServer[] = [];

  beforeAll(async () => {
    s3Dir = path.join(tmp, 's3');
    await mkdir(s3Dir);
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: s3Dir,
      configureBuckets: [{ name: 'calc-backup', configs: [] }],
    });
    addListParts(s3);
    const { port } = (await s3.run()) as { port: number };
    // Two instances: one database (here one shared store and index) and one bucket.
    const store = createMemoryStore();
    const index = createMemoryBackupIndex();
    for (let i = 0; i < 2; i += 1) {
      const backup = createBackupService({
        index,
        storage: openBackupStorage({
          kind: 's3',
          s3: {
            endpoint: `http://127.0.0.1:${port}`,
            bucket: 'calc-backup',
            accessKeyId: 'S3RVER',
            secretAccessKey: 'S3RVER',
            region: 'us-east-1',
          },
        }),
      });
      const app = createApiApp({ store, rateLimits: null, backup });
      servers.push(await createAppServer({ distDir: dist, port: 0, host: '127.0.0.1', api: app }));
    }
  });

  afterAll(async () => {
    for (const server of servers) await server.close();
    await s3.close();
  });

  it('takes an upload on one instance and restores it from the other, with no plaintext in the bucket', async () => {
    const phone = new Phone(servers[0]!);
    await phone.signUp();
    const made = await phone.turnOn();
    const sealed = await sealForCloud(made.key, new TextEncoder().encode(MARKER), 'record:j1');
    await phone.upload(sealed);

    const { list, download } = await restore(servers[1]!, made.recoveryCode);
    expect(list.status).toBe(200);
    expect(list.body.objects).toHaveLength(1);
    const bytes = new Uint8Array(await (await download(list.body.objects[0]!.id)).arrayBuffer());
    expect(bytes).toEqual(sealed);
    expect(new TextDecoder().decode((await openFromCloud(made.key, bytes, 'record:j1'))!)).toBe(
      MARKER,
    );
    expect((await filesUnder(s3Dir)).length).toBeGreaterThan(0);
    expect(await folderContains(s3Dir, 'JOURNAL-MARKER-7f3a91')).toEqual([]);
  });

  it('deletes a superseded object from the bucket through either instance', async () => {
    const phone = new Phone(servers[0]!);
    await phone.signUp();
    const made = await phone.turnOn();
    const idOf = (location: string) => location.split('/').pop()!;
    const old = idOf(await phone.upload(new Uint8Array(4000).fill(1)));
    const newer = idOf(await phone.upload(new Uint8Array(4000).fill(2)));
    const inBucket = async (id: string) => (await filesUnder(s3Dir)).some((f) => f.includes(id));
    expect(await inBucket(old)).toBe(true);

    const other = new TestClient((p, init) => fetch(`${servers[1]!.url}${p}`, init));
    other.cookie = phone.client.cookie;
    const pruned = await other.post('/api/backup/prune', { ids: [old, newer] });
    expect(pruned).toMatchObject({ status: 200, body: { deleted: 1 } });
    expect(await inBucket(old)).toBe(false);
    expect(await inBucket(newer)).toBe(true);
    const { list } = await restore(servers[1]!, made.recoveryCode);
    expect(list.body.objects).toEqual([{ id: newer, size: 4000 }]);
  });
});

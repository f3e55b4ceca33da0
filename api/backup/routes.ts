// /api/backup/*: the cloud backup's routes (issue 28).
//   tus (session):  POST|HEAD|PATCH|DELETE|OPTIONS /api/backup/files[/<id>]
//   session:        POST /api/backup/key, GET /api/backup/status, GET /api/backup/objects,
//                   POST /api/backup/prune {ids} (superseded objects), DELETE /api/backup
//   new phone:      POST /api/backup/restore {token}, GET /api/backup/restore/<id> (Backup-Token)
// The server keeps ciphertext and sizes: no tus metadata, no names, kinds or times.
import type { Hono } from 'hono';
import type * as v from 'valibot';
import {
  BACKUP_OBJECT_ID as ID,
  BACKUP_TOKEN as TOKEN,
  BackupKeyRequestSchema,
  BackupPruneRequestSchema,
  BackupRestoreRequestSchema,
} from '../../common/requests/backup';
import type { SubscriptionStatus } from '../contract';
import { clientAddress, rateLimit, signedInRoute } from '../context';
import type { ApiCtx, ApiEnv, SignedIn } from '../context';
import { BodyTooLargeError, errorResponse, readBodyText, tooLarge, toResponse } from '../http';
import { sha256Hex } from '../secrets';
import { parseBody, parseJsonObject, ValidationError } from '../validate';
import { BACKUP_MESSAGES as M } from './messages';
import { ACCOUNT_HEADER, MAX_OBJECT_BYTES, TUS_PATH } from './constants';
import type { BackupService, StoredBytes } from './service';

const TOKEN_HEADER = 'backup-token';

/** Trial (until it ends), paid and friend access: the spec's paid feature. */
export function hasCloudBackup(sub: SubscriptionStatus, now: Date): boolean {
  if (sub.friendAccess) return true;
  if (sub.status !== 'active') return false;
  if (sub.plan !== 'trial') return true;
  return sub.trialEnd !== null && new Date(sub.trialEnd) > now;
}

const service = (c: ApiCtx): BackupService | null => c.var.api.options.backup ?? null;

/** A signed-in route of a server with cloud backup: 503 without it, then as signedInRoute. */
function backupRoute(handle: (args: SignedIn & { backup: BackupService }) => Promise<Response>) {
  // The answers name no field, as they always have.
  const route = (backup: BackupService) =>
    signedInRoute((args) => handle({ ...args, backup }), { fields: false });
  return async (c: ApiCtx): Promise<Response> => {
    const backup = service(c);
    if (!backup) return errorResponse(503, M.unavailable);
    return route(backup)(c);
  };
}

/** The body of a route without a session, as `schema` reads it, or the answer to its problem. */
async function readBody<S extends v.GenericSchema>(
  c: ApiCtx,
  schema: S,
): Promise<v.InferOutput<S> | Response> {
  try {
    return parseBody(schema, parseJsonObject(await readBodyText(c.req.raw)));
  } catch (error) {
    if (error instanceof BodyTooLargeError) return tooLarge();
    if (error instanceof ValidationError) return errorResponse(400, error.message);
    throw error;
  }
}

/** The request as tus gets it: no client metadata, no concatenation, and the account set by us. */
function forTus(c: ApiCtx, accountId: string): Request {
  const headers = new Headers(c.req.raw.headers);
  for (const name of [ACCOUNT_HEADER, 'upload-metadata', 'upload-concat', 'upload-defer-length']) {
    headers.delete(name);
  }
  headers.set(ACCOUNT_HEADER, accountId);
  return new Request(c.req.raw, { headers });
}

async function entitled(c: ApiCtx, accountId: string): Promise<boolean> {
  const sub = await c.var.api.store.getSubscription(accountId);
  return hasCloudBackup(sub, c.var.api.now());
}

const tusHandler = backupRoute(async ({ c, accountId, backup }) => {
  const method = c.req.method.toUpperCase();
  if (method === 'OPTIONS') return backup.tus.handleWeb(c.req.raw);
  const id = c.req.param('id');
  if (id === undefined) {
    if (method !== 'POST') return errorResponse(405, 'Method Not Allowed');
    if (!(await entitled(c, accountId))) return errorResponse(403, M.upgrade);
    if (!(await backup.index.hasKey(accountId))) return errorResponse(409, M.noKey);
    const lengthText = c.req.header('upload-length') ?? '';
    const length = /^\d{1,12}$/.test(lengthText) ? Number(lengthText) : NaN;
    if (!(length >= 0 && length <= MAX_OBJECT_BYTES)) return errorResponse(400, M.lengthRequired);
    const used = await backup.index.usedBytes(accountId);
    if (used + length > backup.quotaBytes) return errorResponse(413, M.quotaFull);
    const free = await backup.freeBytes();
    if (free !== null && free - length < backup.reserveBytes) {
      return errorResponse(507, M.noRoom, { 'Retry-After': '3600' });
    }
    return backup.tus.handleWeb(forTus(c, accountId));
  }
  // Another account's object does not exist, as far as this one can tell.
  if (!ID.test(id) || (await backup.index.ownerOf(id)) !== accountId) {
    return errorResponse(404, 'Not found');
  }
  if (method === 'PATCH' && !(await entitled(c, accountId))) {
    return errorResponse(403, M.upgrade);
  }
  const response = await backup.tus.handleWeb(forTus(c, accountId));
  if (method === 'DELETE' && response.status === 204) await backup.index.removeObject(id);
  return response;
});

/** A Node stream as a web stream, without importing node:stream (this file is bundled for MSW). */
function toWebStream(source: StoredBytes): ReadableStream<Uint8Array> {
  const chunks = source[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(new Uint8Array(next.value));
    },
    cancel() {
      source.destroy();
    },
  });
}

/** The object's bytes, when it is whole and belongs to the account. */
async function download(backup: BackupService, accountId: string, id: string): Promise<Response> {
  if (!ID.test(id) || (await backup.index.ownerOf(id)) !== accountId) {
    return errorResponse(404, 'Not found');
  }
  const object = (await backup.index.list(accountId)).find((entry) => entry.id === id);
  if (!object?.complete) return errorResponse(404, 'Not found');
  const stream = toWebStream(await backup.read(id));
  return new Response(stream, {
    status: 200,
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Length': String(object.size),
      'Cache-Control': 'no-store',
    },
  });
}

export function backupRoutes(app: Hono<ApiEnv>): void {
  app.all(TUS_PATH, tusHandler);
  app.all(`${TUS_PATH}/:id`, tusHandler);

  app.post(
    '/api/backup/key',
    backupRoute(async ({ c, accountId, backup, read }) => {
      if (!(await entitled(c, accountId))) return errorResponse(403, M.upgrade);
      const { token, wrapped } = await read(BackupKeyRequestSchema);
      const wrappedText = JSON.stringify(wrapped);
      const stored = await backup.index.setKey(accountId, await sha256Hex(token), wrappedText);
      if (!stored) return errorResponse(409, M.tokenTaken);
      return toResponse({ status: 200, body: { ok: true } });
    }),
  );

  app.get(
    '/api/backup/status',
    backupRoute(async ({ c, accountId, backup }) => {
      const objects = await backup.index.list(accountId);
      return toResponse({
        status: 200,
        body: {
          enabled: await backup.index.hasKey(accountId),
          allowed: await entitled(c, accountId),
          usedBytes: objects.reduce((sum, object) => sum + object.size, 0),
          quotaBytes: backup.quotaBytes,
          objects: objects.length,
          completeObjects: objects.filter((object) => object.complete).length,
        },
      });
    }),
  );

  app.get(
    '/api/backup/objects',
    backupRoute(async ({ accountId, backup }) =>
      toResponse({ status: 200, body: { objects: await backup.index.list(accountId) } }),
    ),
  );

  // The phone names the objects it no longer needs (a records snapshot a newer one replaced, the
  // slices of a recording deleted on the phone, an upload cut off and sent again): only it knows
  // what they are. The account's newest complete object is never removed, whatever is asked: the
  // last acknowledged copy stays until a newer one is whole.
  app.post(
    '/api/backup/prune',
    backupRoute(async ({ accountId, backup, read }) => {
      const { ids } = await read(BackupPruneRequestSchema);
      const objects = await backup.index.list(accountId);
      const newest = objects.findLast((object) => object.complete)?.id;
      const asked = [...new Set(ids)].filter((id) => id !== newest);
      const removed = await backup.index.removeObjects(accountId, asked);
      // The rows go first: a byte left behind by a failure below is unreachable, never listed.
      await Promise.all(removed.map((id) => backup.remove(id).catch(() => {})));
      return toResponse({ status: 200, body: { deleted: removed.length } });
    }),
  );

  app.delete(
    '/api/backup',
    backupRoute(async ({ accountId, backup }) => {
      const ids = await backup.index.removeAll(accountId);
      // The rows go first: a byte left behind by a failure below is unreachable, never listed.
      await Promise.all(ids.map((id) => backup.remove(id).catch(() => {})));
      return toResponse({ status: 200, body: { deleted: ids.length } });
    }),
  );

  app.post('/api/backup/restore', async (c) => {
    const backup = service(c);
    if (!backup) return errorResponse(503, M.unavailable);
    const limited = await rateLimit(c, [
      { limit: 'credentials', subject: `backup:${clientAddress(c) ?? 'unknown'}` },
    ]);
    if (limited) return limited;
    const body = await readBody(c, BackupRestoreRequestSchema);
    if (body instanceof Response) return body;
    const found = await backup.index.findByToken(await sha256Hex(body.token));
    if (!found) return errorResponse(404, M.wrongCode);
    const objects = (await backup.index.list(found.accountId))
      .filter((object) => object.complete)
      .map(({ id, size }) => ({ id, size }));
    return toResponse({
      status: 200,
      body: { wrapped: JSON.parse(found.wrapped) as unknown, objects },
    });
  });

  app.get('/api/backup/restore/:id', async (c) => {
    const backup = service(c);
    if (!backup) return errorResponse(503, M.unavailable);
    const token = c.req.header(TOKEN_HEADER) ?? '';
    if (!TOKEN.test(token)) return errorResponse(400, M.badToken);
    const found = await backup.index.findByToken(await sha256Hex(token));
    if (!found) return errorResponse(404, M.wrongCode);
    return download(backup, found.accountId, c.req.param('id'));
  });
}

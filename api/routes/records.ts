// Record collections: check-ins, watchlist and journal belong to one account; community reports
// are public and stored without an account id (those of new accounts wait for an operator first:
// routes/operator.ts).
import type { Hono } from 'hono';
import {
  CheckinRequestSchema,
  CommunityReportRequestSchema,
  JournalRequestSchema,
  WatchlistRequestSchema,
} from '../../common/requests/records';
import { LIMITS, MESSAGES } from '../contract';
import type { CommunityReportReceipt } from '../contract';
import { LIVE_LINK, positionOfText } from '../alerts/profile';
import type { ApiContext, ApiEnv } from '../context';
import { clientAddress, rateLimit } from '../context';
import { created, fail, noContent, ok, readBodyText } from '../http';
import type { Outcome } from '../http';
import type { RecordKind, RecordKinds, StoreOps } from '../store/store';
import { newId, parseBody, parseJsonObject } from '../validate';
import type { JsonObject } from '../validate';
import { readHandler, writeHandler } from '../write';

/** What one account may keep on the server (journal, watchlist, check-ins together). */
export const QUOTA = { records: 10_000, bytes: 25 * 1024 * 1024 };

/**
 * A client id that already exists answers 200 with the stored record, so a retried create never
 * makes a duplicate.
 */
async function insertRecord<K extends RecordKind>(
  store: StoreOps,
  accountId: string,
  kind: K,
  clientId: string | undefined,
  idPrefix: string,
  build: (id: string) => RecordKinds[K],
  quota: { records: number; bytes: number } = QUOTA,
): Promise<Outcome> {
  if (clientId !== undefined) {
    const existing = await store.findRecord(accountId, kind, clientId);
    if (existing) return ok(existing);
  }
  const record = build(clientId ?? newId(idPrefix));
  const usage = await store.recordUsage(accountId);
  const size = JSON.stringify(record).length;
  if (usage.count >= quota.records || usage.bytes + size > quota.bytes) {
    return fail(413, MESSAGES.quotaFull);
  }
  await store.insertRecord(accountId, kind, record);
  return created(record);
}

async function removeRecord(
  store: StoreOps,
  accountId: string,
  kind: RecordKind,
  id: string,
  what: string,
): Promise<Outcome> {
  // Ids are client-chosen or ours, both of the client id's shape; anything else cannot exist.
  if (!LIMITS.clientIdPattern.test(id) || !(await store.deleteRecord(accountId, kind, id))) {
    return fail(404, `No ${what} with id "${id.slice(0, 64)}" was found.`);
  }
  return noContent();
}

export function recordRoutes(app: Hono<ApiEnv>): void {
  const now = (c: { var: ApiEnv['Variables'] }) => c.var.api.now().toISOString();

  app.get(
    '/api/checkin',
    readHandler(async ({ store, accountId }) => ok(await store.listRecords(accountId, 'checkin'))),
  );
  // A "help" check-in (the duress code, the quick check-in) is an alarm when server alerts are on.
  // Raised before the check-in is stored, under an id made from the request's key, so a crash in
  // between or a retry never loses it nor raises it twice.
  app.post('/api/checkin', async (c, next) => {
    const { accountId } = c.var;
    const alerts = c.var.api.options.alerts;
    if (accountId && alerts) {
      let body: JsonObject | null = null;
      try {
        body = parseJsonObject(await readBodyText(c.req.raw.clone()));
      } catch {
        // The handler answers the bad or oversized body.
      }
      // Counted with the other alarms: a stolen session cannot flood her contacts this way either.
      const limited =
        body?.status === 'help'
          ? await rateLimit(c, [{ limit: 'alarms', subject: accountId }])
          : null;
      if (body?.status === 'help' && !limited) {
        const key =
          c.req.header('Idempotency-Key') ?? (typeof body.id === 'string' ? body.id : null);
        const location = typeof body.location === 'string' ? body.location : '';
        const live = typeof body.liveLink === 'string' && LIVE_LINK.test(body.liveLink);
        await alerts.helpCheckin(accountId, {
          key,
          location,
          ...(live ? { liveLink: body.liveLink as string } : {}),
        });
      }
    }
    return next();
  });
  app.post(
    '/api/checkin',
    writeHandler('POST /api/checkin', ({ c, store, accountId, body }) => {
      const { status, location, id: clientId } = parseBody(CheckinRequestSchema, body);
      return insertRecord(
        store,
        accountId,
        'checkin',
        clientId,
        'chk',
        // A position in the clear (the duress alarm's) is kept only sealed in the alarm it raised:
        // a copied session cookie must not read where she was.
        (id) => ({
          id,
          status,
          location: positionOfText(location) ? '' : location,
          createdAt: now(c),
        }),
        c.var.api.options.quota,
      );
    }),
  );

  app.get(
    '/api/watchlist',
    readHandler(async ({ store, accountId }) =>
      ok(await store.listRecords(accountId, 'watchlist')),
    ),
  );
  app.post(
    '/api/watchlist',
    writeHandler('POST /api/watchlist', ({ c, store, accountId, body }) => {
      const { name, id: clientId } = parseBody(WatchlistRequestSchema, body);
      return insertRecord(
        store,
        accountId,
        'watchlist',
        clientId,
        'wl',
        (id) => ({ id, name }),
        c.var.api.options.quota,
      );
    }),
  );
  app.delete(
    '/api/watchlist/:id',
    writeHandler('DELETE /api/watchlist/:id', ({ c, store, accountId }) =>
      removeRecord(store, accountId, 'watchlist', c.req.param('id') ?? '', 'watchlist item'),
    ),
  );

  app.get(
    '/api/journal',
    readHandler(async ({ store, accountId }) => ok(await store.listRecords(accountId, 'journal'))),
  );
  app.post(
    '/api/journal',
    writeHandler('POST /api/journal', ({ c, store, accountId, body }) => {
      const { content, id: clientId } = parseBody(JournalRequestSchema, body);
      return insertRecord(
        store,
        accountId,
        'journal',
        clientId,
        'jr',
        (id) => ({ id, content, createdAt: now(c) }),
        c.var.api.options.quota,
      );
    }),
  );
  app.delete(
    '/api/journal/:id',
    writeHandler('DELETE /api/journal/:id', ({ c, store, accountId }) =>
      removeRecord(store, accountId, 'journal', c.req.param('id') ?? '', 'journal entry'),
    ),
  );

  app.get(
    '/api/community-reports',
    readHandler(async ({ store }) => ok(await store.listReports())),
  );
  // Where the device's own reports stand (it knows their ids; the server does not know whose they
  // are): the app says "Sent for review" until one is published.
  app.get(
    '/api/community-reports/review',
    readHandler(async ({ c, store }) => {
      const ids = (c.req.query('ids') ?? '').split(',').filter((id) => id !== '');
      if (ids.length > LIMITS.reviewIds || !ids.every((id) => LIMITS.clientIdPattern.test(id))) {
        return fail(400, `"ids" must be 1 to ${LIMITS.reviewIds} report ids, comma-separated.`);
      }
      return ok(await store.reportReviews(ids));
    }),
  );
  // Counted per account and per address before anything is read: 12 new accounts on one address
  // share the address's count.
  app.post('/api/community-reports', async (c, next) => {
    const accountId = c.var.accountId;
    if (!accountId) return next();
    const address = clientAddress(c);
    const limited = await rateLimit(c, [
      { limit: 'reports', subject: accountId },
      ...(address ? [{ limit: 'reportsPerAddress' as const, subject: address }] : []),
    ]);
    return limited ?? next();
  });
  app.post(
    '/api/community-reports',
    writeHandler(
      'POST /api/community-reports',
      async ({ c, store, accountId, body }) => {
        const {
          category,
          description,
          id: clientId,
        } = parseBody(CommunityReportRequestSchema, body);
        if (clientId !== undefined) {
          const existing = await store.findReport(clientId);
          if (existing) return ok({ ...existing.report, review: existing.review });
        }
        const report = { id: clientId ?? newId('rep'), category, description, createdAt: now(c) };
        // The account's age decides; nothing of the account is stored with the report.
        const review = (await isHeld(c.var.api, store, accountId)) ? 'pending' : 'published';
        await store.insertReport(report, review);
        const receipt: CommunityReportReceipt = { ...report, review };
        return review === 'pending' ? { ...ok(receipt, 202), applied: true } : created(receipt);
      },
      { idempotency: false },
    ),
  );
}

/** A report waits for an operator when its account is younger than the server's hold. */
async function isHeld(api: ApiContext, store: StoreOps, accountId: string): Promise<boolean> {
  const moderation = api.options.moderation;
  if (!moderation) return false;
  const account = await store.getAccount(accountId);
  const createdAt = account ? Date.parse(account.createdAt) : Number.NaN;
  // An account without a readable creation date is treated as new.
  if (!Number.isFinite(createdAt)) return true;
  return api.now().getTime() - createdAt < moderation.holdAccountsYoungerThanMs;
}

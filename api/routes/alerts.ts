// Alerts delivered by the server (api/alerts/): the profile (who to alert, how), alarms and their
// receipts, the check-in deadline the server holds, and the contact's side (push subscription,
// receipts, the stop link). Without an alerts service (MSW, STORE=memory) the status says no
// channel is ready and nothing is accepted as if it could be delivered.
import type { Hono } from 'hono';
import {
  AlarmRequestSchema,
  AlertProfileRequestSchema,
  deadlineRequestSchema,
  FollowPushRequestSchema,
} from '../../common/requests/alerts';
import { MESSAGES } from '../contract';
import type { AlertsStatus } from '../contract';
import { ALERT_TEXTS, textsFor } from '../alerts/message';
import type { AlertsService } from '../alerts/service';
import { clientAddress, rateLimit, signedInRoute, unauthorized } from '../context';
import type { ApiCtx, ApiEnv, SignedIn } from '../context';
import { BodyTooLargeError, errorResponse, readBodyText, tooLarge, toResponse } from '../http';
import { parseBody, parseJsonObject, ValidationError } from '../validate';

const NOT_AVAILABLE = 'This server does not deliver alerts. Send them with the links.';
const NO_ALERTS: AlertsStatus = {
  channels: { email: false, sms: false, push: false },
  smsNeedsUpgrade: false,
  enabled: false,
  deadline: null,
  contactLinks: {},
};

/** Signed in (401), then a server that delivers alerts (503); see signedInRoute. */
function accountRoute(handle: (args: SignedIn & { alerts: AlertsService }) => Promise<Response>) {
  return signedInRoute(async (args) => {
    const alerts = args.c.var.api.options.alerts;
    if (!alerts) return errorResponse(503, NOT_AVAILABLE);
    return handle({ ...args, alerts });
  });
}

/** The contact's and the providers' calls: no session, counted per address. */
function publicRoute(handle: (c: ApiCtx, alerts: AlertsService) => Promise<Response>) {
  return async (c: ApiCtx): Promise<Response> => {
    const limited = await rateLimit(c, [
      { limit: 'followers', subject: clientAddress(c) ?? 'unknown' },
    ]);
    if (limited) return limited;
    const alerts = c.var.api.options.alerts;
    if (!alerts) return errorResponse(404, MESSAGES.notFound);
    try {
      return await handle(c, alerts);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return tooLarge();
      if (error instanceof ValidationError) return errorResponse(400, error.message);
      throw error;
    }
  };
}

const json = (body: unknown, status = 200) => toResponse({ status, body });

export function alertRoutes(app: Hono<ApiEnv>): void {
  app.get('/api/alerts/status', async (c) => {
    const accountId = c.var.accountId;
    if (!accountId) return unauthorized();
    const alerts = c.var.api.options.alerts;
    if (!alerts) return json(NO_ALERTS);
    return json(await alerts.status(accountId));
  });

  app.put(
    '/api/alerts/profile',
    accountRoute(async ({ alerts, accountId, read }) =>
      json(await alerts.putProfile(accountId, await read(AlertProfileRequestSchema))),
    ),
  );
  app.delete(
    '/api/alerts/profile',
    accountRoute(async ({ alerts, accountId }) => {
      await alerts.deleteProfile(accountId);
      return new Response(null, { status: 204 });
    }),
  );

  app.post(
    '/api/alerts/alarms',
    accountRoute(async ({ c, alerts, accountId, read }) => {
      const request = await read(AlarmRequestSchema);
      // A repeat of an alarm already raised is answered, not counted.
      const existing = await alerts.alarm(accountId, request.id);
      if (existing) return json(existing, 202);
      const limited = await rateLimit(c, [{ limit: 'alarms', subject: accountId }]);
      if (limited) return limited;
      const alarm = await alerts.raiseAlarm(accountId, request);
      if (!alarm) return errorResponse(409, 'Server alerts are off for this account.');
      return json(alarm, 202);
    }),
  );
  app.get(
    '/api/alerts/alarms/:id',
    accountRoute(async ({ c, alerts, accountId }) => {
      const alarm = await alerts.alarm(accountId, c.req.param('id') ?? '');
      return alarm ? json(alarm) : errorResponse(404, MESSAGES.notFound);
    }),
  );
  app.post(
    '/api/alerts/alarms/:id/safe',
    accountRoute(async ({ c, alerts, accountId }) => {
      const alarm = await alerts.markSafe(accountId, c.req.param('id') ?? '');
      return alarm ? json(alarm) : errorResponse(404, MESSAGES.notFound);
    }),
  );

  app.put(
    '/api/alerts/deadline',
    accountRoute(async ({ c, alerts, accountId, read }) => {
      const request = await read(deadlineRequestSchema(c.var.api.now()));
      const deadline = await alerts.putDeadline(accountId, request);
      if (!deadline) return errorResponse(409, 'Server alerts are off for this account.');
      return json({ deadline });
    }),
  );
  app.delete(
    '/api/alerts/deadline',
    accountRoute(async ({ c, alerts, accountId }) => {
      await alerts.deleteDeadline(accountId, c.req.query('id') ?? null);
      return new Response(null, { status: 204 });
    }),
  );

  app.get(
    '/api/alerts/push-key',
    publicRoute(async (_c, alerts) => json({ publicKey: await alerts.pushKey() })),
  );
  app.post(
    '/api/follow/:token/push',
    publicRoute(async (c, alerts) => {
      const body = parseJsonObject(await readBodyText(c.req.raw));
      const subscription = parseBody(FollowPushRequestSchema, body);
      const known = await alerts.subscribePush(c.req.param('token') ?? '', subscription);
      return known ? new Response(null, { status: 204 }) : errorResponse(404, MESSAGES.notFound);
    }),
  );
  app.delete(
    '/api/follow/:token/push',
    publicRoute(async (c, alerts) => {
      const known = await alerts.unsubscribePush(c.req.param('token') ?? '');
      return known ? new Response(null, { status: 204 }) : errorResponse(404, MESSAGES.notFound);
    }),
  );
  app.post(
    '/api/follow/:token/receipt',
    publicRoute(async (c, alerts) => {
      const body = parseJsonObject(await readBodyText(c.req.raw));
      const receipt = typeof body.receipt === 'string' ? body.receipt : '';
      const known = await alerts.pushReceipt(c.req.param('token') ?? '', receipt);
      return known ? new Response(null, { status: 204 }) : errorResponse(404, MESSAGES.notFound);
    }),
  );
  // Twilio's status callback: form-encoded MessageStatus (and ErrorCode when it failed).
  app.post(
    '/api/alerts/sms-status/:reference',
    publicRoute(async (c, alerts) => {
      const form = new URLSearchParams(await readBodyText(c.req.raw));
      const known = await alerts.smsStatus(
        c.req.param('reference') ?? '',
        form.get('MessageStatus') ?? '',
        form.get('ErrorCode'),
      );
      return known ? new Response(null, { status: 204 }) : errorResponse(404, MESSAGES.notFound);
    }),
  );
  // The stop link in every message: a page with one button (a mail scanner following links must
  // not stop anything), which posts back here. `?l=` is the message's language.
  app.get(
    '/api/alerts/stop/:token',
    publicRoute(async (c, alerts) => {
      const valid = alerts.isStopToken(c.req.param('token') ?? '');
      return stopPage(valid ? 'ask' : 'unknown', c.req.query('l') ?? 'en');
    }),
  );
  app.post(
    '/api/alerts/stop/:token',
    publicRoute(async (c, alerts) => {
      const stopped = await alerts.stop(c.req.param('token') ?? '');
      return stopPage(stopped ? 'done' : 'unknown', c.req.query('l') ?? 'en');
    }),
  );
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const RTL = new Set(['ar', 'fa', 'ur']);

function stopPage(state: 'ask' | 'done' | 'unknown', language: string): Response {
  const lang = Object.hasOwn(ALERT_TEXTS, language) ? language : 'en';
  const t = textsFor(lang).stopPage;
  const form =
    state === 'ask'
      ? `<form method="post"><button type="submit">${escapeHtml(t.button)}</button></form>`
      : '';
  const dir = RTL.has(lang) ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t.title)}</title></head><body><main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t[state])}</p>${form}</main></body></html>`;
  return new Response(html, {
    status: state === 'unknown' ? 404 : 200,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

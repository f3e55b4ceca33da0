// The one implementation of the API (product spec section 7 plus anonymous accounts): a Hono app,
// a fetch-style handler (Request -> Response) over an ApiStore. MSW delegates to it in
// development and unit tests; the Node server serves it in production.
import { Hono } from 'hono';
import { MESSAGES } from './contract';
import { isForeign, openRequest, rateLimit } from './context';
import type { ApiContext, ApiEnv } from './context';
import { errorResponse } from './http';
import type { ApiOptions } from './options';
import { backupRoutes } from './backup/routes';
import { alertRoutes } from './routes/alerts';
import { assistRoutes } from './routes/assist';
import { authRoutes } from './routes/auth';
import { createMemoryLocationStore, locationRoutes } from './routes/location';
import { operatorRoutes } from './routes/operator';
import { paymentRoutes } from './routes/payments';
import { recordRoutes } from './routes/records';
import { subscriptionRoutes } from './routes/subscription';
import { testHookRoutes } from './routes/testHooks';

/**
 * 30 days from the last real unlock (each one renews it, POST /api/session/renew): the locked
 * calculator's alarm and the duress alarm can use only this cookie, so it must outlive a long gap
 * between unlocks; a copied cookie dies 30 days after she stops unlocking, or at her next sign-in.
 */
const DEFAULT_SESSION_SECONDS = 30 * 24 * 60 * 60;

export type ApiApp = Hono<ApiEnv>;

export function createApiApp(options: ApiOptions): ApiApp {
  const api: ApiContext = {
    options,
    store: options.store,
    now: options.now ?? (() => new Date()),
    sessionSeconds: options.sessionSeconds ?? DEFAULT_SESSION_SECONDS,
  };
  const app = new Hono<ApiEnv>();

  app.use('*', async (c, next) => {
    c.set('api', api);
    // Another site may not make a signed-in browser change anything (SameSite=Strict already
    // keeps the cookie away; this also covers the dev account and old browsers).
    const method = c.req.method;
    if (method !== 'GET' && method !== 'HEAD' && isForeign(c)) {
      return errorResponse(403, 'Cross-site requests are not allowed.');
    }
    // The session and the per-address and per-account counters: one store round trip.
    const { session, limited } = await openRequest(c);
    if (limited) return limited;
    c.set('session', session);
    const dev = options.devAccount;
    const devId = !session && dev?.signedIn() ? await dev.id() : null;
    c.set('accountId', session?.accountId ?? devId);
    if (devId) {
      // MSW and test hooks: the dev account is counted like a session's.
      const devLimited = await rateLimit(c, [{ limit: 'perAccount', subject: devId }]);
      if (devLimited) return devLimited;
    }
    await next();
    // Answers made by toResponse() carry it already: setting a header on a finished response
    // makes Hono copy the whole response (a measurable share of a read's time).
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });

  testHookRoutes(app);
  authRoutes(app);
  subscriptionRoutes(app);
  paymentRoutes(app);
  recordRoutes(app);
  assistRoutes(app);
  alertRoutes(app);
  locationRoutes(app, options.location ?? createMemoryLocationStore());
  operatorRoutes(app);
  backupRoutes(app);

  app.notFound(() => errorResponse(404, MESSAGES.notFound));
  app.onError((error) => {
    // The error's name and code only: a database error's text can quote the request's data.
    const code = (error as { code?: unknown }).code;
    console.error('API request failed:', error.name, typeof code === 'string' ? code : '');
    return errorResponse(500, MESSAGES.internal);
  });
  return app;
}

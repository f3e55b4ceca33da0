// Live location for trusted contacts (issue 26, api/location/): the phone starts a session, appends
// sealed positions and ends it (signed in); the contact's page reads it by id (no session, counted
// per address). An unknown, ended or expired id gets one and the same answer.
import type { Hono } from 'hono';
import {
  LOCATION_MESSAGES,
  LocationPositionRequestSchema,
  LocationSessionRequestSchema,
} from '../../common/requests/location';
import { MESSAGES } from '../contract';
import { clientAddress, rateLimit, signedInRoute } from '../context';
import type { ApiCtx, ApiEnv } from '../context';
import { errorResponse, toResponse } from '../http';
import { createMemoryLocationStore, MAX_SESSION_MS, SESSION_ID } from '../location/store';
import type { LocationStore } from '../location/store';
import { ValidationError } from '../validate';
import { recheckMs, WAIT_MS, waitForWake, wakeReaders } from '../location/wake';

const json = (body: unknown, status = 200) => toResponse({ status, body });
/** The one answer for an id that is unknown, ended or expired. */
const ENDED = () => json({ state: 'ended' }, 404);

function sessionId(c: ApiCtx): string | null {
  const id = c.req.param('id') ?? '';
  return SESSION_ID.test(id) ? id : null;
}

export function locationRoutes(app: Hono<ApiEnv>, store: LocationStore): void {
  app.post(
    '/api/location/sessions',
    signedInRoute(async ({ c, accountId, read }) => {
      const body = await read(LocationSessionRequestSchema);
      const { id } = body;
      const now = c.var.api.now();
      const expires = Date.parse(body.expiresAt);
      if (!(expires > now.getTime() && expires <= now.getTime() + MAX_SESSION_MS)) {
        throw new ValidationError(LOCATION_MESSAGES.badEnd, 'expiresAt');
      }
      const expiresAt = new Date(expires).toISOString();
      const created = await store.create(accountId, id, expiresAt, now);
      return created ? json({ id, expiresAt }, 201) : errorResponse(409, 'This id is taken.');
    }),
  );
  app.post(
    '/api/location/sessions/:id/positions',
    signedInRoute(async ({ c, accountId, read }) => {
      const { sealed } = await read(LocationPositionRequestSchema);
      const id = sessionId(c);
      if (!id || !(await store.append(accountId, id, sealed, c.var.api.now()))) {
        return errorResponse(410, 'This sharing session has ended.');
      }
      wakeReaders(id);
      return new Response(null, { status: 204 });
    }),
  );
  app.delete(
    '/api/location/sessions/:id',
    signedInRoute(async ({ c, accountId }) => {
      const id = sessionId(c);
      if (id) await store.end(accountId, id);
      if (id) wakeReaders(id);
      return new Response(null, { status: 204 });
    }),
  );
  app.delete(
    '/api/location/sessions',
    signedInRoute(async ({ accountId }) => {
      await store.endAll(accountId);
      wakeReaders();
      return new Response(null, { status: 204 });
    }),
  );

  // The contact's page: `?after=` is the cursor of the last position it has; with `?wait=1` the
  // answer waits (up to WAIT_MS) until there is a newer one, the session ends, or the page leaves.
  app.get('/api/location/:id', async (c) => {
    const limited = await rateLimit(c, [
      { limit: 'followers', subject: clientAddress(c) ?? 'unknown' },
    ]);
    if (limited) return limited;
    const id = sessionId(c);
    const afterParam = Number(c.req.query('after') ?? 0);
    const after = Number.isSafeInteger(afterParam) ? afterParam : 0;
    if (!id) return ENDED();
    const until = Date.now() + (c.req.query('wait') === '1' ? WAIT_MS : 0);
    const signal = c.req.raw.signal;
    for (;;) {
      const session = await store.read(id, after, c.var.api.now());
      if (!session) return ENDED();
      const left = until - Date.now();
      if (session.positions.length > 0 || left <= 0 || signal.aborted) {
        return json({ state: 'live', ...session });
      }
      await waitForWake(id, Math.min(recheckMs(), left), signal);
    }
  });

  // Browser tests (MOCK_API_TEST_HOOKS=1): the rows exactly as stored.
  app.get('/api/__mock/location-rows', async (c) => {
    if (!c.var.api.options.testHooks) return errorResponse(404, MESSAGES.notFound);
    return json(await store.dump());
  });
}

export { createMemoryLocationStore };

// The moderation queue, for the server's operator: community reports held for review (those of
// accounts younger than the hold, routes/records.ts), listed, approved or rejected. Behind the
// bearer token OPERATOR_TOKEN; without it these paths do not exist. The CLI
// (scripts/moderate.mjs, `npm run moderate`) calls these routes; docs/DEPLOY.md.
import type { Hono } from 'hono';
import { LIMITS, MESSAGES } from '../contract';
import type { HeldReports } from '../contract';
import type { ApiCtx, ApiEnv } from '../context';
import { clientAddress, rateLimit } from '../context';
import { errorResponse, toResponse, ok } from '../http';
import { constantTimeEqual, sha256Hex } from '../secrets';

/** The most held reports one listing returns (the oldest first). */
export const HELD_LISTED = 200;

/**
 * null when the request carries the operator token; else its answer: 404 when the routes are off,
 * 401 without a token, 403 (counted with credential guesses, per address) with a wrong one.
 */
async function refuse(c: ApiCtx): Promise<Response | null> {
  const token = c.var.api.options.operatorToken;
  if (!token) return errorResponse(404, MESSAGES.notFound);
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer (\S+)$/.exec(header.trim());
  if (!match?.[1]) {
    return errorResponse(401, MESSAGES.unauthorized, { 'WWW-Authenticate': 'Bearer' });
  }
  // Digests of equal length, compared in constant time: the answer's timing says nothing of the token.
  const [given, expected] = await Promise.all([sha256Hex(match[1]), sha256Hex(token)]);
  if (constantTimeEqual(given, expected)) return null;
  const limited = await rateLimit(c, [
    { limit: 'credentials', subject: `operator:${clientAddress(c) ?? 'unknown'}` },
  ]);
  return limited ?? errorResponse(403, MESSAGES.operatorForbidden);
}

export function operatorRoutes(app: Hono<ApiEnv>): void {
  app.use('/api/operator/*', async (c, next) => {
    const refused = await refuse(c);
    if (refused) return refused;
    await next();
  });

  app.get('/api/operator/reports', async (c) => {
    const held: HeldReports = { held: await c.var.api.store.listHeldReports(HELD_LISTED) };
    return toResponse(ok(held));
  });

  for (const [action, decision] of [
    ['approve', 'published'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(`/api/operator/reports/:id/${action}`, async (c) => {
      const id = c.req.param('id');
      const known = LIMITS.clientIdPattern.test(id);
      if (!known || !(await c.var.api.store.decideReport(id, decision))) {
        return errorResponse(404, `No report with id "${id.slice(0, 64)}" is waiting for review.`);
      }
      return toResponse(ok({ id, review: decision }));
    });
  }
}

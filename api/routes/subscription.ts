// Subscription status, usage counters, checkout and friend access, per account.
import type { Hono } from 'hono';
import { FRIEND_ACCESS_CODE, MESSAGES } from '../contract';
import type { FriendAccessResponse } from '../contract';
import { effectiveSubscription, publicSubscription } from '../payments/plans';
import type { ApiEnv } from '../context';
import { fail, ok } from '../http';
import { FriendAccessRequestSchema, TrackUsageRequestSchema } from '../../common/requests/account';
import { parseBody } from '../validate';
import { readHandler, writeHandler } from '../write';

export function subscriptionRoutes(app: Hono<ApiEnv>): void {
  app.get(
    '/api/subscription/status',
    readHandler(async ({ c, store, accountId }) =>
      ok(
        publicSubscription(
          effectiveSubscription(await store.getSubscription(accountId), c.var.api.now()),
        ),
      ),
    ),
  );

  app.get(
    '/api/subscription/usage',
    readHandler(async ({ store, accountId }) => ok(await store.getUsage(accountId))),
  );

  // POST /api/subscription/create and /trial: routes/payments.ts.

  app.post(
    '/api/friend-access',
    writeHandler('POST /api/friend-access', async ({ store, accountId, body }) => {
      const { code } = parseBody(FriendAccessRequestSchema, body);
      if (code !== FRIEND_ACCESS_CODE) return fail(403, MESSAGES.invalidFriendCode);
      const response: FriendAccessResponse = { ok: true };
      // Granted once per account: a repeat answers the same and changes nothing.
      const current = await store.getSubscription(accountId);
      if (current.friendAccess) return { status: 200, body: response, applied: false };
      await store.setSubscription(accountId, {
        ...current,
        status: 'active',
        plan: 'unlimited',
        friendAccess: true,
      });
      return { status: 200, body: response, applied: true };
    }),
  );

  app.post(
    '/api/subscription/track-usage',
    writeHandler('POST /api/subscription/track-usage', async ({ store, accountId, body }) => {
      const { actionType } = parseBody(TrackUsageRequestSchema, body);
      const usage = await store.addUsage(accountId, actionType);
      return { status: 200, body: usage, applied: true };
    }),
  );
}

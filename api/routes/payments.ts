// Money without a trace (docs/SECURITY.md): the 3-day trial starts here without a card; paid plans
// and shop orders go to the provider's hosted checkout; the provider's signed webhook, and only
// it, makes a plan active. The provider itself is api/payments/stripe.ts, given by the server.
import type { Hono } from 'hono';
import {
  PlanCheckoutRequestSchema,
  ShopCheckoutRequestSchema,
} from '../../common/requests/payments';
import { MESSAGES } from '../contract';
import type { CreateSubscriptionResponse, PaymentsConfig, SubscriptionStatus } from '../contract';
import type { ApiCtx, ApiEnv } from '../context';
import { unauthorized } from '../context';
import {
  BodyTooLargeError,
  errorResponse,
  fail,
  ok,
  readBodyText,
  toResponse,
  tooLarge,
} from '../http';
import type { Outcome } from '../http';
import {
  DAY_MS,
  effectiveSubscription,
  paidPeriodEnd,
  PLAN_PRICES,
  publicSubscription,
  SHOP_PRICES,
  TRIAL_DAYS,
} from '../payments/plans';
import type { PaidPlan } from '../payments/plans';
import { BadSignatureError } from '../payments/provider';
import type { CheckoutLine, CheckoutRequest } from '../payments/provider';
import type { StoreOps } from '../store/store';
import { parseBody, parseJsonObject, ValidationError } from '../validate';
import type { JsonObject } from '../validate';
import { writeHandler } from '../write';

/** The webhook's body is small; Stripe's checkout events are a few KB. */
const WEBHOOK_BODY_BYTES = 64 * 1024;

/** Starts the trial: once per account, never over a plan that is running. */
export async function startTrial(store: StoreOps, accountId: string, now: Date): Promise<Outcome> {
  const stored = await store.getSubscription(accountId);
  const current = effectiveSubscription(stored, now);
  if (current.friendAccess || current.status === 'active') return fail(409, MESSAGES.planActive);
  if (stored.trialEnd !== null) return fail(409, MESSAGES.trialUsed);
  const next: SubscriptionStatus = {
    ...stored,
    status: 'active',
    plan: 'trial',
    trialEnd: new Date(now.getTime() + TRIAL_DAYS * DAY_MS).toISOString(),
  };
  await store.setSubscription(accountId, next);
  return { status: 200, body: publicSubscription(next), applied: true };
}

/** The app's first page: the provider sends her back there whatever happened, saying nothing. */
function returnUrl(c: ApiCtx): string {
  const base = c.var.api.options.publicUrl || new URL(c.req.url).origin;
  return `${base.replace(/\/+$/, '')}/`;
}

function shopLines(body: JsonObject): CheckoutLine[] {
  return parseBody(ShopCheckoutRequestSchema, body).items.map(({ id, quantity }) => ({
    name: `Order: ${id}`,
    pence: SHOP_PRICES[id],
    quantity,
  }));
}

/**
 * A checkout for the signed-in account. Not inside a database transaction (the provider's answer
 * can take seconds) and changes nothing stored: only the webhook does.
 */
function checkoutRoute(build: (body: JsonObject) => Pick<CheckoutRequest, 'purpose' | 'lines'>) {
  return async (c: ApiCtx): Promise<Response> => {
    const accountId = c.var.accountId;
    if (!accountId) return unauthorized();
    let body: JsonObject;
    let request: Pick<CheckoutRequest, 'purpose' | 'lines'>;
    try {
      body = parseJsonObject(await readBodyText(c.req.raw));
      request = build(body);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return tooLarge();
      if (error instanceof ValidationError) return errorResponse(400, error.message);
      throw error;
    }
    const payments = c.var.api.options.payments;
    if (!payments) return errorResponse(503, MESSAGES.noPaymentKey);
    try {
      const session = await payments.createCheckout({
        ...request,
        accountId,
        returnUrl: returnUrl(c),
      });
      const response: CreateSubscriptionResponse = { sessionId: session.id, url: session.url };
      return toResponse(ok(response));
    } catch (error) {
      // The provider's message can name the key or the account: not for the browser.
      console.error('Checkout failed:', error instanceof Error ? error.name : 'unknown');
      return errorResponse(502, 'The payment provider could not be reached. Nothing was charged.');
    }
  };
}

const planCheckout = (plan: PaidPlan): Pick<CheckoutRequest, 'purpose' | 'lines'> => ({
  purpose: plan,
  lines: [
    {
      name: plan === 'yearly' ? 'Calculator, 1 year' : 'Calculator, 30 days',
      pence: PLAN_PRICES[plan].pence,
      quantity: 1,
    },
  ],
});

export function paymentRoutes(app: Hono<ApiEnv>): void {
  app.get('/api/payments/config', (c) => {
    const { options } = c.var.api;
    const config: PaymentsConfig = {
      checkout: Boolean(options.payments),
      storeUrl: options.storeUrl ?? null,
    };
    return toResponse(ok(config));
  });

  app.post(
    '/api/subscription/trial',
    writeHandler('POST /api/subscription/trial', ({ c, store, accountId }) =>
      startTrial(store, accountId, c.var.api.now()),
    ),
  );

  app.post(
    '/api/subscription/create',
    async (c, next) => {
      // The spec's route: with "trial" it starts the trial (no card); paid plans go to checkout.
      let plan: unknown;
      try {
        plan = (JSON.parse(await readBodyText(c.req.raw.clone())) as { plan?: unknown } | null)
          ?.plan;
      } catch {
        plan = undefined; // checkoutRoute answers what is wrong with it
      }
      if (plan === 'trial') {
        return writeHandler('POST /api/subscription/create', ({ store, accountId }) =>
          startTrial(store, accountId, c.var.api.now()),
        )(c);
      }
      return next();
    },
    checkoutRoute((body) => planCheckout(parseBody(PlanCheckoutRequestSchema, body).plan)),
  );

  app.post(
    '/api/shop/checkout',
    checkoutRoute((body) => ({ purpose: 'shop', lines: shopLines(body) })),
  );

  app.post('/api/payments/webhook', async (c) => {
    const payments = c.var.api.options.payments;
    if (!payments) return errorResponse(404, MESSAGES.notFound);
    let raw: string;
    try {
      raw = await readBodyText(c.req.raw, WEBHOOK_BODY_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return tooLarge();
      throw error;
    }
    let paid;
    try {
      paid = payments.verifyWebhook(raw, c.req.header('stripe-signature') ?? '');
    } catch (error) {
      if (error instanceof BadSignatureError) return errorResponse(400, MESSAGES.webhookSignature);
      throw error;
    }
    if (!paid) return toResponse(ok({ received: true }));
    const { api } = c.var;
    const now = api.now();
    const event = paid;
    await api.store.transaction(async (store) => {
      // Once per checkout session: the same event again (or its async twin) changes nothing.
      if (!(await store.claimPaymentSession(event.sessionId, event.accountId, now.toISOString()))) {
        return;
      }
      if (event.purpose === 'shop') return;
      const current = await store.getSubscription(event.accountId);
      await store.setSubscription(event.accountId, {
        ...current,
        status: 'active',
        plan: current.friendAccess ? current.plan : event.purpose,
        periodEnd: paidPeriodEnd(current, event.purpose, now),
      });
    });
    return toResponse(ok({ received: true }));
  });
}

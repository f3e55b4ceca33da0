// @vitest-environment node
// The trial without a card, paid plans through Stripe Checkout (against a local fake of Stripe's
// API) and the webhook signed with Stripe's real scheme, on the memory store and on PGlite with the
// migrations (the SQL store keeps the end date and the applied sessions).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiApp } from '../app';
import type { SubscriptionStatus } from '../contract';
import { createMemoryStore } from '../store/memoryStore';
import type { ApiOptions } from '../options';
import { migrate } from '../sql/migrations';
import { openPglite } from '../sql/pglite';
import { createSqlStore } from '../sql/sqlStore';
import type { ApiStore } from '../store/store';
import { DAY_MS } from './plans';
import { paymentsConfigFromEnv, StripeCheckout } from './stripe';
import { startFakeStripe } from './testing/fakeStripe.test-support';
import type { FakeStripe } from './testing/fakeStripe.test-support';
import { STARTS_DATABASE_MS } from '../testing/timeouts.test-support';

// Starts PGlite: see STARTS_DATABASE_MS.
vi.setConfig({ testTimeout: STARTS_DATABASE_MS, hookTimeout: STARTS_DATABASE_MS });

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

const ACCOUNT = 'acc-money-1';

function harness(store: ApiStore, options: Partial<ApiOptions> = {}) {
  let now = new Date('2026-03-01T10:00:00.000Z');
  const app = createApiApp({
    store,
    rateLimits: null,
    now: () => now,
    devAccount: {
      id: async () => {
        if (!(await store.getAccount(ACCOUNT)))
          await store.createAccount(ACCOUNT, now.toISOString());
        return ACCOUNT;
      },
      signedIn: () => true,
      setSignedIn: () => {},
    },
    payments: new StripeCheckout({
      secretKey: fake.secretKey,
      webhookSecret: fake.webhookSecret,
      apiUrl: fake.url,
    }),
    publicUrl: 'https://calc.example.org',
    storeUrl: 'https://store.example.org/',
    ...options,
  });
  const call = async (
    path: string,
    init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const response = await app.fetch(
      new Request(`http://api.test${path}`, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: { 'Content-Type': 'application/json', ...init.headers },
        body:
          init.body === undefined
            ? undefined
            : typeof init.body === 'string'
              ? init.body
              : JSON.stringify(init.body),
      }),
      { clientAddress: '192.0.2.7' },
    );
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Record<string, unknown>) : null,
    };
  };
  const status = async () =>
    (await call('/api/subscription/status')).body as unknown as SubscriptionStatus;
  const webhook = (body: string, signature: string) =>
    call('/api/payments/webhook', { body, headers: { 'Stripe-Signature': signature } });
  return {
    call,
    status,
    webhook,
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
    get now() {
      return now;
    },
  };
}

const stores: [string, () => Promise<ApiStore>][] = [
  ['memory', async () => createMemoryStore()],
  [
    'PGlite',
    async () => {
      const client = await openPglite();
      await migrate(client);
      return createSqlStore(client);
    },
  ],
];

describe.each(stores)('money without a trace (%s store)', (_name, open) => {
  let store: ApiStore;
  // PGlite's first start runs initdb: seconds on a busy machine.
  beforeAll(async () => {
    store = await open();
  });
  afterAll(() => store.close());

  it('the 3-day trial starts on the server without a card, once, and ends at its date', async () => {
    await store.deleteEverything();
    const h = harness(store);
    const before = fake.checkouts.length;
    const started = await h.call('/api/subscription/trial', { body: {} });
    expect(started.status).toBe(200);
    const end = new Date(h.now.getTime() + 3 * DAY_MS).toISOString();
    expect(started.body).toMatchObject({ status: 'active', plan: 'trial', trialEnd: end });
    expect(await h.status()).toMatchObject({ status: 'active', plan: 'trial', trialEnd: end });
    // No card, no provider: nothing was sent to it.
    expect(fake.checkouts.length).toBe(before);

    const again = await h.call('/api/subscription/create', { body: { plan: 'trial' } });
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'This account already has a plan.' },
    });

    h.advance(3 * DAY_MS + 1000);
    expect(await h.status()).toMatchObject({ status: 'free', plan: 'free', trialEnd: end });
    const second = await h.call('/api/subscription/trial', { body: {} });
    expect(second).toMatchObject({
      status: 409,
      body: { message: 'The 3-day trial was already used on this account.' },
    });
    expect((await h.status()).status).toBe('free');
  });

  it('Monthly: a Checkout Session with a neutral descriptor; only a signed webhook activates it, once', async () => {
    await store.deleteEverything();
    const h = harness(store);
    const created = await h.call('/api/subscription/create', { body: { plan: 'monthly' } });
    expect(created.status).toBe(200);
    const sent = fake.checkouts.at(-1)!;
    expect(created.body).toEqual({ sessionId: sent.id, url: `${fake.url}/c/pay/${sent.id}` });
    expect(sent.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(sent.form).toMatchObject({
      mode: 'payment',
      client_reference_id: ACCOUNT,
      'metadata[purpose]': 'monthly',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'gbp',
      'line_items[0][price_data][unit_amount]': '299',
      'payment_intent_data[statement_descriptor_suffix]': 'CALCULATOR',
      success_url: 'https://calc.example.org/',
      cancel_url: 'https://calc.example.org/',
    });
    // Nothing on the page she returns to, or the product name, says what this is.
    expect(sent.form['line_items[0][price_data][product_data][name]']).toBe('Calculator, 30 days');
    // Creating a session changes nothing.
    expect((await h.status()).status).toBe('free');

    const forged = fake.signedEvent(sent, { secret: 'whsec_not_the_server_s' });
    expect(await h.webhook(forged.body, forged.signature)).toMatchObject({
      status: 400,
      body: { message: 'The signature is not valid.' },
    });
    const good = fake.signedEvent(sent, { eventId: 'evt_once' });
    expect(await h.webhook(good.body.replace('"paid"', '"paid" '), good.signature)).toMatchObject({
      status: 400,
    });
    expect(await h.webhook(good.body, '')).toMatchObject({ status: 400 });
    expect((await h.status()).status).toBe('free');

    expect(await h.webhook(good.body, good.signature)).toMatchObject({ status: 200 });
    const end = new Date(h.now.getTime() + 30 * DAY_MS).toISOString();
    expect(await h.status()).toMatchObject({ status: 'active', plan: 'monthly', periodEnd: end });

    // The same event again, and again a minute later: nothing more.
    h.advance(60_000);
    expect(await h.webhook(good.body, fake.resigned(good.body))).toMatchObject({ status: 200 });
    expect(await h.webhook(good.body, good.signature)).toMatchObject({ status: 200 });
    expect(await h.status()).toMatchObject({ plan: 'monthly', periodEnd: end });

    h.advance(30 * DAY_MS);
    expect(await h.status()).toMatchObject({ status: 'free', plan: 'free', periodEnd: end });
  });

  it('an unpaid completion activates nothing; Yearly buys 365 days', async () => {
    await store.deleteEverything();
    const h = harness(store);
    await h.call('/api/subscription/create', { body: { plan: 'yearly' } });
    const sent = fake.checkouts.at(-1)!;
    expect(sent.form['line_items[0][price_data][unit_amount]']).toBe('2978');
    const unpaid = fake.signedEvent(sent, { paymentStatus: 'unpaid' });
    expect((await h.webhook(unpaid.body, unpaid.signature)).status).toBe(200);
    expect((await h.status()).status).toBe('free');
    const paid = fake.signedEvent(sent);
    await h.webhook(paid.body, paid.signature);
    expect(await h.status()).toMatchObject({
      status: 'active',
      plan: 'yearly',
      periodEnd: new Date(h.now.getTime() + 365 * DAY_MS).toISOString(),
    });
  });

  it('the shop: the server prices the cart and sends it to checkout; bad carts are refused', async () => {
    await store.deleteEverything();
    const h = harness(store);
    const created = await h.call('/api/shop/checkout', {
      body: {
        items: [
          { id: 'hoodie', quantity: 2 },
          { id: 'cap', quantity: 1 },
        ],
      },
    });
    expect(created.status).toBe(200);
    const sent = fake.checkouts.at(-1)!;
    expect(created.body?.url).toBe(`${fake.url}/c/pay/${sent.id}`);
    expect(sent.form).toMatchObject({
      mode: 'payment',
      'metadata[purpose]': 'shop',
      'line_items[0][quantity]': '2',
      'line_items[0][price_data][unit_amount]': '4500',
      'line_items[1][quantity]': '1',
      'line_items[1][price_data][unit_amount]': '2200',
      'payment_intent_data[statement_descriptor_suffix]': 'CALCULATOR',
      'shipping_address_collection[allowed_countries][0]': 'GB',
    });
    const sizeProblem = '"items" must list 1 to 20 products.';
    const idProblem = 'Each item needs a known product "id", once.';
    const quantityProblem = '"quantity" must be a whole number from 1 to 10.';
    const checkouts = fake.checkouts.length;
    for (const [items, message] of [
      [undefined, sizeProblem],
      [{ id: 'cap', quantity: 1 }, sizeProblem],
      [[], sizeProblem],
      [Array.from({ length: 21 }, () => ({ id: 'cap', quantity: 1 })), sizeProblem],
      [[{ id: 'hoodie', quantity: 0 }], quantityProblem],
      [[{ id: 'hoodie', quantity: 1.5 }], quantityProblem],
      [[{ id: 'hoodie', quantity: '2' }], quantityProblem],
      [[{ id: 'cap', quantity: 11 }], quantityProblem],
      [[{ id: 'yacht', quantity: 1 }], idProblem],
      [[{ id: 'toString', quantity: 1 }], idProblem],
      [[null], idProblem],
      [[7], idProblem],
      [[{ quantity: 1 }], idProblem],
      [[{ id: 'cap' }], quantityProblem],
      [[[]], idProblem],
      [
        [
          { id: 'cap', quantity: 1 },
          { id: 'cap', quantity: 2 },
        ],
        idProblem,
      ],
      // The first item's problem is the one answered.
      [
        [
          { id: 'cap', quantity: 0 },
          { id: 'yacht', quantity: 1 },
        ],
        quantityProblem,
      ],
    ] as const) {
      const refused = await h.call('/api/shop/checkout', { body: { items } });
      expect(refused, JSON.stringify(items)).toMatchObject({
        status: 400,
        body: { message },
      });
    }
    expect(fake.checkouts.length).toBe(checkouts);
    // A paid order activates no plan.
    const paid = fake.signedEvent(sent);
    expect((await h.webhook(paid.body, paid.signature)).status).toBe(200);
    expect((await h.status()).status).toBe('free');
  });

  it('without a provider: the config says so, checkout is 503, the trial still starts', async () => {
    await store.deleteEverything();
    const h = harness(store, { payments: null, storeUrl: null });
    expect((await h.call('/api/payments/config')).body).toEqual({
      checkout: false,
      storeUrl: null,
    });
    expect(await h.call('/api/subscription/create', { body: { plan: 'monthly' } })).toMatchObject({
      status: 503,
    });
    expect(
      (await h.call('/api/shop/checkout', { body: { items: [{ id: 'cap', quantity: 1 }] } }))
        .status,
    ).toBe(503);
    expect((await h.call('/api/payments/webhook', { body: '{}' })).status).toBe(404);
    expect((await h.call('/api/subscription/create', { body: { plan: 'trial' } })).status).toBe(
      200,
    );
    const configured = harness(store);
    expect((await configured.call('/api/payments/config')).body).toEqual({
      checkout: true,
      storeUrl: 'https://store.example.org/',
    });
  });
});

describe('configuration from the environment', () => {
  it('needs both keys; none means no payments; the API URL must be http(s)', () => {
    expect(paymentsConfigFromEnv({})).toBeNull();
    expect(() => paymentsConfigFromEnv({ PAYMENT_SECRET_KEY: 'sk_test_1' })).toThrow(
      /PAYMENT_WEBHOOK_SECRET/,
    );
    expect(
      paymentsConfigFromEnv({
        PAYMENT_SECRET_KEY: 'sk_test_1',
        PAYMENT_WEBHOOK_SECRET: 'whsec_1',
        PAYMENT_API_URL: 'http://127.0.0.1:9',
      }),
    ).toEqual({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1', apiUrl: 'http://127.0.0.1:9' });
    expect(() =>
      paymentsConfigFromEnv({
        PAYMENT_SECRET_KEY: 'sk_test_1',
        PAYMENT_WEBHOOK_SECRET: 'whsec_1',
        PAYMENT_API_URL: 'ftp://x',
      }),
    ).toThrow(/PAYMENT_API_URL/);
  });
});

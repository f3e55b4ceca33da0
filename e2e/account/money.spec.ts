import { expect, test } from '@playwright/test';
import {
  startFakeStripe,
  type FakeStripe,
} from '../../api/payments/testing/fakeStripe.test-support';
import { type PrivateServer, startServer } from '../support/server';
import { SafetyShell } from '../support/shell';
import { expectWithinScreen, localeTexts, PHONE, text } from '../support/viewport';

/**
 * Money without a trace, as a person meets it: a server configured with a payment provider (a
 * local fake of Stripe's API, PAYMENT_API_URL) and a store (STORE_URL). The trial starts on the
 * server without a card; Monthly leaves for the provider's hosted checkout; the provider's signed
 * webhook, and only it, makes the plan active. The shop's cart is edited and checked out the same
 * way. The dev account of the test hooks is the account the browser uses.
 */
const STORE = 'https://store.example.org/survivors';
const ACCOUNT = 'user-1';

let fake: FakeStripe;
let server: PrivateServer;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fake = await startFakeStripe();
  server = await startServer(Number(process.env.E2E_PRIVATE_PORT ?? 4181) + 40, {
    STORE: 'memory',
    PAYMENT_SECRET_KEY: fake.secretKey,
    PAYMENT_WEBHOOK_SECRET: fake.webhookSecret,
    PAYMENT_API_URL: fake.url,
    STORE_URL: STORE,
  });
});

test.afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${server.url}/api/__mock/reset`)).ok()).toBe(true);
});

/** The date as the app writes it for en-GB in London (the browser's locale and zone). */
const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'Europe/London' }).format(
    new Date(iso),
  );

test('Start 3-Day Trial shows Trial with its end; Monthly goes to the checkout; the signed webhook makes it active', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(server.url);
  const shell = new SafetyShell(page);
  await shell.unlockByKeyboard();
  await shell.open('Subscription');
  await expect(page.getByRole('heading', { name: 'Free plan' })).toBeVisible();
  const before = fake.checkouts.length;

  await shell.button('Start 3-Day Trial').click();
  await expect(page.getByRole('heading', { name: 'Trial', exact: true })).toBeVisible();
  const state = (await (await request.get(`${server.url}/api/__mock/state`)).json()) as {
    subscription: { status: string; plan: string; trialEnd: string };
  };
  expect(state.subscription).toMatchObject({ status: 'active', plan: 'trial' });
  const trialEnd = state.subscription.trialEnd;
  const days = (Date.parse(trialEnd) - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(2.9);
  expect(days).toBeLessThanOrEqual(3);
  await expect(shell.panel.getByText(`Ends on ${longDate(trialEnd)}`)).toBeVisible();
  // No card: the provider heard nothing of the trial.
  expect(fake.checkouts.length).toBe(before);
  await page.screenshot({ path: test.info().outputPath('trial.png') });

  // Monthly leaves for the provider's hosted checkout, only when pressed.
  await shell.button('Monthly').click();
  await page.waitForURL(`${fake.url}/c/pay/**`);
  await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
  const sent = fake.checkouts.at(-1)!;
  expect(page.url()).toBe(`${fake.url}/c/pay/${sent.id}`);
  expect(sent.form).toMatchObject({
    mode: 'payment',
    client_reference_id: ACCOUNT,
    'metadata[purpose]': 'monthly',
    'payment_intent_data[statement_descriptor_suffix]': 'CALCULATOR',
    success_url: `${server.url}/`,
    cancel_url: `${server.url}/`,
  });

  // A forged webhook changes nothing; the provider's signed one activates the plan, once.
  const forged = fake.signedEvent(sent, { secret: 'whsec_forged' });
  const refused = await request.post(`${server.url}/api/payments/webhook`, {
    headers: { 'Stripe-Signature': forged.signature, 'Content-Type': 'application/json' },
    data: forged.body,
  });
  expect(refused.status()).toBe(400);
  const event = fake.signedEvent(sent);
  for (let i = 0; i < 2; i += 1) {
    const accepted = await request.post(`${server.url}/api/payments/webhook`, {
      headers: { 'Stripe-Signature': event.signature, 'Content-Type': 'application/json' },
      data: event.body,
    });
    expect(accepted.status()).toBe(200);
  }

  // Back in the app (the provider's return address is its first page: the calculator).
  await page.goto(`${server.url}/`);
  await shell.unlockByKeyboard();
  await shell.open('Subscription');
  await expect(page.getByRole('heading', { name: 'Premium plan' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(shell.panel.getByText(/Monthly plan/)).toBeVisible();
  const paid = (await (await request.get(`${server.url}/api/__mock/state`)).json()) as {
    subscription: { periodEnd: string };
  };
  await expect(
    shell.panel.getByText(`Paid until ${longDate(paid.subscription.periodEnd)}`),
  ).toBeVisible();
  await expect(shell.panel.getByText('Unlimited', { exact: true })).toHaveCount(3);
});

test('the shop: Visit Store opens the configured store; quantities and Remove edit the cart; Complete Purchase goes to the checkout', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await context.route(`${STORE}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Store</title>' }),
  );
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(server.url);
  const shell = new SafetyShell(page);
  await shell.unlockByKeyboard();
  await shell.open('Shop');

  const [store] = await Promise.all([
    context.waitForEvent('page'),
    shell.button('Visit Store').click(),
  ]);
  await expect.poll(() => store.url()).toBe(STORE);
  await store.close();

  await shell.button('Add to Cart').nth(0).click();
  await expect(shell.button('Added')).toHaveCount(1);
  await shell.button('Add to Cart').nth(0).click();
  await expect(shell.button('Added')).toHaveCount(2);
  const cart = page
    .locator('section')
    .filter({ has: page.getByRole('heading', { name: 'Cart Summary' }) });
  await cart.getByRole('combobox', { name: 'Quantity: Survivor Hoodie' }).selectOption('2');
  await expect(cart.getByText('Total: £115.00')).toBeVisible();
  const lines = cart.getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await lines
    .filter({ hasText: 'Strength T-Shirt' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(lines).toHaveCount(1);
  await expect(cart.getByText('Total: £90.00')).toBeVisible();
  await expect(shell.button('Added')).toHaveCount(1);

  // The cart is kept in the vault: still there after locking and unlocking.
  await page.reload();
  await shell.unlockByKeyboard();
  await shell.open('Shop');
  await expect(cart.getByRole('combobox', { name: 'Quantity: Survivor Hoodie' })).toHaveValue('2');

  const before = fake.checkouts.length;
  await shell.button('Complete Purchase').click();
  await page.waitForURL(`${fake.url}/c/pay/**`);
  expect(fake.checkouts.length).toBe(before + 1);
  expect(fake.checkouts.at(-1)!.form).toMatchObject({
    mode: 'payment',
    'metadata[purpose]': 'shop',
    'line_items[0][quantity]': '2',
    'line_items[0][price_data][unit_amount]': '4500',
    'payment_intent_data[statement_descriptor_suffix]': 'CALCULATOR',
  });
  expect(fake.checkouts.at(-1)!.form['line_items[1][quantity]']).toBeUndefined();
});

test('in Arabic: the trial, the paid plans and the cart fit a phone screen, right to left', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const sub = localeTexts('ar', 'subscription');
  const shop = localeTexts('ar', 'shop');
  await page.setViewportSize(PHONE);
  await page.goto(server.url);
  const shell = new SafetyShell(page);
  await shell.unlockByKeyboard();
  await shell.open('Subscription');
  await shell.languageSelect.selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: text(sub, 'startTrial'), exact: true }).click();
  await expect(
    page.getByRole('heading', { name: text(sub, 'trialTitle'), exact: true }),
  ).toBeVisible();
  const monthly = page.getByRole('button', { name: text(sub, 'monthly'), exact: true });
  const yearly = page.getByRole('button', { name: text(sub, 'yearly'), exact: true });
  await expectWithinScreen(page, [monthly, yearly]);
  await page.screenshot({ path: test.info().outputPath('trial-ar.png') });

  await shell.languageSelect.selectOption('en');
  await shell.open('Shop');
  await shell.languageSelect.selectOption('ar');
  await page
    .getByRole('button', { name: text(shop, 'addToCart'), exact: true })
    .first()
    .click();
  const remove = page.getByRole('button', { name: text(shop, 'remove'), exact: true });
  await remove.scrollIntoViewIfNeeded();
  await expectWithinScreen(page, [
    remove,
    page.getByRole('button', { name: text(shop, 'completePurchase'), exact: true }),
  ]);
  await page.screenshot({ path: test.info().outputPath('cart-ar.png') });
});

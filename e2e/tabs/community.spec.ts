import { expect, test } from '@playwright/test';
import { Calculator } from '../support/calculator';
import { SafetyShell } from '../support/shell';

/** The Community, Shop and Subscription tabs against the reference server (issue 12). */

let calc: Calculator;
let shell: SafetyShell;
let foreignRequests: string[];

test.beforeEach(async ({ page, request, baseURL }) => {
  await request.post('/api/__mock/reset');
  calc = new Calculator(page);
  shell = new SafetyShell(page);
  const own = new URL(baseURL ?? 'http://127.0.0.1').host;
  foreignRequests = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.protocol.startsWith('http') && url.host !== own) foreignRequests.push(r.url());
  });
  await calc.goto('/');
});

test.afterEach(() => {
  // Nothing in these tabs contacts another host unless the user asks for it.
  expect(foreignRequests).toEqual([]);
});

test('shop: category filters, Add to Cart becomes a disabled "Added", the cart summary', async ({
  page,
}) => {
  // Two unlocks (Argon2id) on a busy machine.
  test.setTimeout(180_000);
  await shell.unlockByClicks();
  await shell.open('Shop');
  const products = page.getByRole('list', { name: 'Products' });
  await expect(products.getByRole('heading', { level: 4 })).toHaveCount(6);
  await shell.button('Apparel').click();
  await expect(products.getByRole('heading', { level: 4 })).toHaveText([
    'Survivor Hoodie',
    'Strength T-Shirt',
  ]);
  await shell.button('Gifts').click();
  await expect(products.getByRole('heading', { level: 4 })).toHaveText(['Gift Card']);
  await shell.button('All').click();
  await expect(products.getByRole('heading', { level: 4 })).toHaveCount(6);

  await expect(shell.button('Complete Purchase')).toHaveCount(0);
  await shell.button('Add to Cart').first().click();
  const added = shell.button('Added');
  await expect(added).toHaveCount(1);
  await expect(added).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Cart Summary' })).toBeVisible();
  await expect(page.getByText('Total: £45.00')).toBeVisible();
  await expect(shell.button('Complete Purchase')).toBeVisible();
  // This server names no store and has no payment provider: Visit Store says so and opens nothing.
  await shell.button('Visit Store').click();
  await expect(
    page.getByText('This server has no store address set up, so nothing was opened.', {
      exact: true,
    }),
  ).toBeVisible();
  expect(page.context().pages()).toHaveLength(1);
  await shell.button('Complete Purchase').click();
  await expect(page.getByRole('alert')).toContainText(
    'Card payments are not set up on this server, so purchases can',
  );

  // The cart is in the vault: it is still there after locking and unlocking.
  await page.reload();
  await shell.unlockByClicks();
  await shell.open('Shop');
  await expect(shell.button('Added')).toHaveCount(1);
});

test('11111 grants friend access, and the Subscription tab shows "Friend Access"', async ({
  page,
}) => {
  await calc.type('11111');
  // An account, then friend access, then a key derived for the vault: seconds on a busy machine.
  await expect(shell.toasts.getByText('Friend Access Granted!')).toBeVisible({ timeout: 30_000 });
  await expect(shell.tablist).toBeVisible({ timeout: 30_000 });
  await shell.open('Subscription');
  await expect(page.getByRole('heading', { name: 'Friend Access' })).toBeVisible();
  await expect(shell.panel.getByText('Unlimited', { exact: true })).toHaveCount(3);
  await expect(shell.button('Start 3-Day Trial')).toHaveCount(0);
});

test('the free plan, then at 5 uses "Recording Limit Reached"; the trial starts on the server without a card', async ({
  page,
  request,
}) => {
  // Three unlocks (Argon2id) on a busy machine.
  test.setTimeout(240_000);
  await shell.unlockByClicks();
  await shell.open('Subscription');
  await expect(page.getByRole('heading', { name: 'Free plan' })).toBeVisible();
  await shell.button('Get Mobile App').click();
  await expect(shell.toasts.getByText(/3-day free trial, are in the mobile app/)).toBeVisible();

  for (const actionType of ['audio', 'audio', 'photo', 'photo', 'video']) {
    const res = await request.post('/api/subscription/track-usage', { data: { actionType } });
    expect(res.ok()).toBe(true);
  }
  await page.reload();
  await shell.unlockByClicks();
  await shell.open('Subscription');
  await expect(page.getByRole('heading', { name: 'Recording Limit Reached' })).toBeVisible();
  // This server has no payment provider: one sentence says so, and the trial is offered.
  await expect(
    shell.panel.getByText(
      'Card payments are not set up on this server, so only the 3-day trial, which needs no card, is offered.',
    ),
  ).toBeVisible();
  await expect(shell.button('Monthly')).toBeDisabled();
  await shell.button('Start 3-Day Trial').click();
  await expect(page.getByRole('heading', { name: 'Trial', exact: true })).toBeVisible();
  await expect(shell.panel.getByText(/Ends on /)).toBeVisible();
  const state = (await (await request.get('/api/__mock/state')).json()) as {
    subscription: { status: string; plan: string; trialEnd: string };
  };
  expect(state.subscription).toMatchObject({ status: 'active', plan: 'trial' });
  expect(await page.locator('script[src*="stripe"]').count()).toBe(0);

  // Once per account: the server keeps the trial when she comes back.
  await page.reload();
  await shell.unlockByClicks();
  await shell.open('Subscription');
  await expect(page.getByRole('heading', { name: 'Trial', exact: true })).toBeVisible();
});

test('community: a report shows among the alerts, reaches the server with no identifier and says "Sent for review"', async ({
  page,
  request,
}) => {
  await shell.unlockByClicks();
  await shell.open('Community');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('scam');
  await page
    .getByRole('textbox', { name: 'Description' })
    .fill('Fake rental listing asking for a deposit');
  await shell.button('Submit Report').click();
  const alerts = page.getByRole('list', { name: 'Community alerts' });
  const item = alerts.getByRole('listitem').filter({
    hasText: 'Fake rental listing asking for a deposit',
  });
  await expect(item).toBeVisible();
  await expect(item.getByText('Just now')).toBeVisible();
  // A new account's report waits for the moderator: it says so, and others do not see it yet.
  await expect(item.getByText('Sent for review')).toBeVisible({ timeout: 30_000 });
  const state = (await (await request.get('/api/__mock/state')).json()) as {
    reports: unknown[];
    heldReports: Record<string, unknown>[];
  };
  expect(state.heldReports.map((r) => Object.keys(r).sort().join(','))).toEqual([
    'category,createdAt,description,id',
  ]);
  expect(state.reports).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { Calculator } from '../support/calculator';
import { startServer } from '../support/server';
import type { PrivateServer } from '../support/server';

/**
 * Sign-in as deployed: a server without test hooks, so no dev account. The landing page's button
 * makes an anonymous account and an HttpOnly session cookie; another browser is not that account.
 */
let server: PrivateServer;

test.beforeAll(async () => {
  const port = Number(process.env.E2E_PRIVATE_PORT ?? 4181) + 45;
  server = await startServer(port, { MOCK_API_TEST_HOOKS: '0' });
});
test.afterAll(async () => {
  await server?.stop();
});

test('"Sign In to Continue" makes an anonymous account with an HttpOnly, SameSite=Strict cookie', async ({
  page,
  context,
  browser,
}) => {
  expect((await page.request.get(`${server.url}/api/auth/user`)).status()).toBe(401);
  await page.goto(`${server.url}/landing`);
  await page.getByRole('button', { name: 'Sign In to Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await new Calculator(page).expectVisible();

  const cookies = await context.cookies(server.url);
  expect(cookies.map((c) => c.name)).toEqual(['sid']);
  expect(cookies[0]).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  expect(await page.evaluate(() => document.cookie)).toBe('');

  const user = await page.request.get(`${server.url}/api/auth/user`);
  expect(user.status()).toBe(200);
  const { id } = (await user.json()) as { id: string };
  expect(id).toMatch(/^a_/);

  // Another browser profile is somebody else.
  const other = await browser.newContext();
  expect((await other.request.get(`${server.url}/api/auth/user`)).status()).toBe(401);
  await other.close();

  // Signing out expires the session.
  await page.goto(`${server.url}/api/logout`);
  expect((await page.request.get(`${server.url}/api/auth/user`)).status()).toBe(401);
});

test('after sign-in and the emergency wipe, Back finds none of the app’s pages in the history', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('about:blank');
  await page.goto(`${server.url}/landing`);
  await page.getByRole('button', { name: 'Sign In to Continue', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  const calc = new Calculator(page);
  await calc.expectVisible();
  await calc.type('77777');
  const tabs = page.getByRole('tablist');
  await expect(tabs).toBeVisible({ timeout: 30_000 });
  await page.getByRole('tab', { name: 'Stealth' }).click();
  await page.getByRole('button', { name: 'Emergency wipe' }).hover();
  await page.mouse.down();
  await expect(calc.display).toHaveText('0', { timeout: 30_000 });
  await expect(tabs).toHaveCount(0);
  await page.mouse.up();
  await expect(page).toHaveURL(`${server.url}/`);

  // One entry of the app is left ("/"), and what came before it is the page she came from.
  await page.goBack();
  await expect(page).toHaveURL('about:blank');
});

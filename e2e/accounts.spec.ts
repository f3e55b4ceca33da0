import { expect, test } from '@playwright/test';
import { Calculator } from './support/calculator';
import { startServer } from './support/server';
import type { PrivateServer } from './support/server';

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

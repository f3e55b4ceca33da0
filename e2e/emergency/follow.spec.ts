import { randomBytes } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * The trusted contact's page, /follow/<token> (follow.html): every alert the server sends links
 * here. Until the live-location page, it only offers notifications. The push subscription itself
 * needs a push service, which headless Chromium has not: it is covered by src/follow/push.test.ts.
 */
const token = () => randomBytes(32).toString('base64url'); // 43 characters, as the server's

test.use({ viewport: { width: 390, height: 844 } });

/** Console errors (a CSP refusal shows there) while the page is open. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a contact’s link opens the notifications page, not the calculator', async ({ page }) => {
  const errors = consoleErrors(page);
  const link = `/follow/${token()}`;
  expect(link).toMatch(/^\/follow\/[A-Za-z0-9_-]{43}$/);
  const response = await page.goto(link);
  expect(response?.status()).toBe(200);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Alerts from someone who trusts you' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  await expect(page.getByText('listed you as a trusted contact')).toBeVisible();
  await expect(page).toHaveTitle('Alerts from someone who trusts you');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  // Nothing of the app: no calculator, no manifest, no word of it.
  await expect(page.locator('output')).toHaveCount(0);
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  expect(await page.content()).not.toMatch(/calculator/i);

  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(', ')}`)).toEqual(
    [],
  );
  expect(errors).toEqual([]);
});

test('a link without its token says it is not complete', async ({ page }) => {
  for (const link of ['/follow/', `/follow/${token().slice(0, 20)}`]) {
    await page.goto(link);
    await expect(page.getByText('This link is not complete')).toBeVisible();
    await expect(page.getByRole('button')).toHaveCount(0);
  }
});

test('the contact page’s service worker is served as a script', async ({ request }) => {
  const response = await request.get('/follow/sw.js');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/javascript');
  expect(await response.text()).toContain("addEventListener('push'");
});

test.describe('in Arabic', () => {
  test.use({ locale: 'ar' });

  test('the page is in Arabic, right to left, with no axe violations', async ({ page }) => {
    await page.goto(`/follow/${token()}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'تنبيهات من شخص يثق بك' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('button', { name: 'تفعيل الإشعارات' })).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
  });
});

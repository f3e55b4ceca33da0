import { type APIRequestContext, expect, test } from '@playwright/test';
import { Calculator } from '../support/calculator';
import { holdScripts } from '../support/holdScripts';
import { SafetyShell } from '../support/shell';

test.beforeEach(async ({ request }) => {
  const reset = await request.post('/api/__mock/reset');
  expect(reset.ok(), 'the server needs MOCK_API_TEST_HOOKS=1').toBe(true);
});

async function setSignedIn(request: APIRequestContext, signedIn: boolean) {
  const response = await request.post('/api/__mock/auth', { data: { signedIn } });
  expect(response.ok()).toBe(true);
}

test('/landing: heading, tagline and "Sign In to Continue" signs in and ends on /home', async ({
  page,
  request,
}) => {
  await setSignedIn(request, false);
  await page.goto('/landing');
  await expect(page.getByRole('heading', { name: 'Calculator', exact: true })).toBeVisible();
  await expect(page.getByText(/simple.*reliable calculator/i)).toBeVisible();
  await expect(page).toHaveTitle('Calculator');

  const login = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/login');
  await page.getByRole('button', { name: 'Sign In to Continue', exact: true }).click();
  expect((await login).isNavigationRequest()).toBe(true);
  await expect(page).toHaveURL(/\/home$/);
  await new Calculator(page).expectVisible();

  const state = await (await request.get('/api/__mock/state')).json();
  expect(state.signedIn).toBe(true);
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/some/unknown');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Display' })).toHaveCount(0);
});

test.describe('signed out', () => {
  test.beforeEach(async ({ request }) => setSignedIn(request, false));

  test('/home redirects to /landing', async ({ page }) => {
    await page.goto('/home');
    await expect(page).toHaveURL(/\/landing$/);
    await expect(page.getByRole('button', { name: 'Sign In to Continue' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Display' })).toHaveCount(0);
  });

  test('/settings redirects to /landing', async ({ page }) => {
    await page.goto('/settings');
    await expect(page).toHaveURL(/\/landing$/);
    await expect(page.getByRole('button', { name: 'Sign In to Continue' })).toBeVisible();
  });

  test('/ still shows the calculator, and it works', async ({ page }) => {
    const calc = new Calculator(page);
    await calc.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await calc.type('6×7=');
    await calc.expectDisplay('42');
  });
});

test.describe('signed in', () => {
  test.beforeEach(async ({ request }) => setSignedIn(request, true));

  test('/home shows the calculator, and 77777 opens the interface', async ({ page }) => {
    const calc = new Calculator(page);
    await calc.goto('/home');
    await expect(page).toHaveURL(/\/home$/);
    await calc.expectDisplay('0');
    await new SafetyShell(page).unlockByClicks();
  });

  test.describe('before the scripts have run', () => {
    // page.route does not see what a service worker serves: keep the worker out of it.
    test.use({ serviceWorkers: 'block' });

    test('/home: a key pressed on the painted calculator is kept when React takes over', async ({
      page,
    }) => {
      const scripts = await holdScripts(page);
      await page.goto('/home', { waitUntil: 'commit' });
      const calc = new Calculator(page);
      await calc.expectVisible();
      await scripts.asked();
      await calc.type('7');
      await scripts.release();
      await calc.expectDisplay('7');
      // React's calculator has taken over, where the painted one stood: the sum goes on.
      await calc.type('+2=');
      await calc.expectDisplay('9');
    });
  });

  test('/settings shows the calculator while locked, the settings page after 77777', async ({
    page,
  }) => {
    const calc = new Calculator(page);
    await calc.goto('/settings');
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('button', { name: 'Save All Changes' })).toHaveCount(0);
    await calc.type('77777');
    await expect(page.getByRole('button', { name: 'Save All Changes', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back', exact: true })).toBeVisible();
    await expect(page).toHaveTitle('Calculator');
  });

  test('the Settings footer button opens the settings page without a history entry', async ({
    page,
  }) => {
    const calc = new Calculator(page);
    await calc.goto('/home');
    const before = await page.evaluate(() => history.length);
    const shell = new SafetyShell(page);
    await shell.unlockByClicks();
    await shell.button('Settings').click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('button', { name: 'Save All Changes', exact: true })).toBeVisible();
    expect(await page.evaluate(() => history.length)).toBe(before);
  });
});

test('/landing and the not-found page lock the interface: Back to / shows the calculator', async ({
  page,
}) => {
  const calc = new Calculator(page);
  const shell = new SafetyShell(page);
  await calc.goto('/');
  await shell.unlockByClicks();
  for (const elsewhere of ['/landing', '/no/such/page']) {
    // An in-app navigation (as a link or Forward would do): memory, and so the session, survives.
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, elsewhere);
    await expect(page).toHaveURL(new RegExp(`${elsewhere}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await calc.expectVisible();
    await expect(shell.tablist).toHaveCount(0);
    await shell.unlockByClicks();
  }
});

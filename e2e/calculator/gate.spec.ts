import { expect, test } from '@playwright/test';
import { Calculator } from '../support/calculator';
import { SetupDialog } from '../support/profile';
import { SafetyShell, TAB_NAMES } from '../support/shell';

let calc: Calculator;
let shell: SafetyShell;

test.beforeEach(async ({ page, request }) => {
  await request.post('/api/__mock/reset');
  calc = new Calculator(page);
  shell = new SafetyShell(page);
  await calc.goto('/');
});

test('77777 on the keys opens the 13 tabs with Emergency selected, still titled Calculator', async ({
  page,
}) => {
  await expect(shell.tablist).toHaveCount(0);
  await shell.unlockByClicks();
  await expect(shell.tabs).toHaveText([...TAB_NAMES]);
  for (const name of TAB_NAMES) {
    await expect(shell.tab(name)).toHaveAttribute(
      'aria-selected',
      name === 'Emergency' ? 'true' : 'false',
    );
  }
  await expect(page).toHaveTitle('Calculator');
  await expect(shell.button('Settings')).toBeVisible();
  await expect(shell.button('Hide Interface')).toBeVisible();
  await expect(shell.toasts).toBeAttached();
  await expect(calc.display).toHaveCount(0);
});

test('77777 on the physical keyboard opens the tabs too', async ({ page }) => {
  await shell.unlockByKeyboard();
  await expect(shell.tabs).toHaveCount(13);
  await expect(shell.tab('Emergency')).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveTitle('Calculator');
});

test('unlocking, switching tabs and hiding add nothing to the history', async ({ page }) => {
  const historyLength = () => page.evaluate(() => history.length);
  const before = await historyLength();
  await shell.unlockByClicks();
  expect(await historyLength()).toBe(before);
  for (const name of ['Info', 'Help', 'Chat', 'Emergency'] as const) {
    await shell.open(name);
    await expect(page).toHaveTitle('Calculator');
  }
  expect(await historyLength()).toBe(before);
  await shell.hide();
  expect(await historyLength()).toBe(before);
  await expect(page).toHaveURL(/\/$/);
});

test('Hide Interface returns to the calculator showing 0', async ({ page }) => {
  await calc.type('12+');
  await shell.unlockByClicks();
  await shell.open('Help');
  await shell.hide();
  await calc.expectVisible();
  await calc.expectDisplay('0');
  await expect(page).toHaveTitle('Calculator');
  // The calculator works as new after hiding.
  await calc.type('2+2=');
  await calc.expectDisplay('4');
});

test('a reload while unlocked comes back locked, on the calculator', async ({ page }) => {
  await shell.unlockByClicks();
  await page.reload();
  await calc.expectVisible();
  await calc.expectDisplay('0');
  await expect(shell.tablist).toHaveCount(0);
});

test('the Info tab lists emergency numbers by region', async () => {
  await shell.unlockByClicks();
  await shell.open('Info');
  await expect(shell.panel.getByText('Emergency numbers by region')).toBeVisible();
  await expect(shell.panel).toContainText('911');
  await expect(shell.panel).toContainText('000');
});

test('the Help tab shows the 4-step quick start', async () => {
  await shell.unlockByClicks();
  await shell.open('Help');
  const quickStart = shell.panel
    .locator('section')
    .filter({ has: shell.page.getByRole('heading', { name: /quick start/i }) });
  const steps = quickStart.getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.nth(0)).toContainText(/3 trusted emergency contacts/i);
  await expect(steps.nth(1)).toContainText(/panic word/i);
  await expect(steps.nth(2)).toContainText(/test safely/i);
  await expect(steps.nth(3)).toContainText(/stealth mode/i);
});

test.describe('friend code 11111', () => {
  // page.route does not see requests a service worker may handle: keep the worker out of it.
  test.use({ serviceWorkers: 'block' });

  test('a valid code toasts "Friend Access Granted!", then opens the interface', async ({
    request,
  }) => {
    await calc.type('11111');
    await expect(shell.toasts.getByText('Friend Access Granted!')).toBeVisible({ timeout: 30_000 });
    // The interface opens about a second after the toast, not at once.
    await expect(calc.display).toBeVisible();
    await expect(shell.tablist).toHaveCount(0);
    await expect(shell.tablist).toBeVisible({ timeout: 30_000 });
    await expect(shell.tab('Emergency')).toHaveAttribute('aria-selected', 'true');
    const state = await (await request.get('/api/__mock/state')).json();
    expect(state.subscription).toMatchObject({ friendAccess: true });
  });

  test('a refused code toasts "Invalid Code" and the calculator stays', async ({ page }) => {
    await page.route('**/api/friend-access', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: '{"message":"The access code is not valid."}',
      }),
    );
    await calc.type('11111');
    await expect(shell.toasts.getByText('Invalid Code')).toBeVisible();
    await page.waitForTimeout(1_500);
    await expect(shell.tablist).toHaveCount(0);
    await calc.expectVisible();
  });
});

test('77777 opens the interface even after six other digits (a sliding window, no C needed)', async () => {
  await calc.type('123456');
  await shell.unlockByClicks();
  await expect(shell.tabs).toHaveCount(13);
});

test.describe('the panic code on a phone (390 × 844, touch)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  /** A finger held on a key for `ms`, through Chromium's touch input (as a real phone sends it). */
  async function holdKey(name: string, ms: number) {
    const box = await calc.key(name).boundingBox();
    if (!box) throw new Error(`no ${name} key on screen`);
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await calc.page.context().newCDPSession(calc.page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await calc.page.waitForTimeout(ms);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await cdp.detach();
  }

  test('the keypad has no # key', async ({ page }) => {
    await expect(page.getByRole('button', { name: '#' })).toHaveCount(0);
  });

  test('123 then a long press on = opens the SOS sheet and resets the calculator', async ({
    page,
  }) => {
    for (const digit of '123') await calc.key(digit).tap();
    await holdKey('=', 1_100);
    await expect(page.getByRole('dialog', { name: 'SOS alert' })).toBeVisible();
    await calc.expectDisplay('0');
    await expect(shell.tablist).toHaveCount(0);
  });

  test('a short tap on = after 123 is an ordinary equals', async ({ page }) => {
    for (const key of '123+1') await calc.key(key).tap();
    await holdKey('=', 100);
    await calc.expectDisplay('124');
    await page.waitForTimeout(1_000);
    await expect(page.getByRole('dialog', { name: 'SOS alert' })).toHaveCount(0);
  });
});

test('once the user has their own code: no brand, no hint, and 11111 is just a number', async ({
  page,
}) => {
  await shell.unlockByClicks();
  await new SetupDialog(page).save('246813');
  await shell.hide();
  await calc.expectVisible();
  await expect(page.getByText(/77777|Powered by/)).toHaveCount(0);
  // Nor after a reload: the calculator reads the flag before anything else.
  await page.reload();
  await calc.expectVisible();
  await expect(page.getByText(/77777|Powered by/)).toHaveCount(0);

  const friendRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/friend-access')) friendRequests.push(request.url());
  });
  await calc.type('11111');
  await page.waitForTimeout(1_500);
  await calc.expectDisplay('11111');
  await expect(shell.toasts.getByText('Friend Access Granted!')).toHaveCount(0);
  await expect(shell.tablist).toHaveCount(0);
  expect(friendRequests).toEqual([]);

  await calc.type('C77777');
  await page.waitForTimeout(1_000);
  await expect(shell.tablist).toHaveCount(0);
  await calc.type('C246813=');
  await shell.expectOpen();
});

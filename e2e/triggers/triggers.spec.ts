import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { SafetyShell } from '../support/shell';

/**
 * The Panic tab's tap trigger in a real browser: five taps raise the one alarm (the SOS sheet
 * opens over the interface), and in test mode the same taps only say what would have happened.
 */
const LONDON = { latitude: 51.5073509, longitude: -0.1277583, accuracy: 12 };

/**
 * Location allowed. The page reports "no recent tap" so that the sheet never launches an sms: link
 * by script (headless Chromium has no messaging app and would stall on it).
 */
async function prepare(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(LONDON);
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'userActivation', {
      get: () => ({ isActive: false, hasBeenActive: true }),
    });
  });
}

/**
 * Stops the page's clock: the taps that follow come within the counter's 2 s however slow the
 * machine is (on real time, a pause of 2 s between two clicks reset the counter).
 */
async function holdClock(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

test.describe('Panic tab', () => {
  test.beforeEach(async ({ page, context, request }) => {
    await request.post('/api/__mock/reset');
    await prepare(context);
    await page.goto('/');
  });

  test('5 taps on the tap area raise the alarm', async ({ page }) => {
    const shell = new SafetyShell(page);
    await shell.unlockByKeyboard();
    await shell.open('Panic');
    await expect(page.getByRole('switch', { name: 'Tap trigger' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    const area = page.getByRole('button', { name: 'Tap area' });
    await holdClock(page);
    for (let i = 0; i < 4; i += 1) await area.click();
    await expect(page.getByText('Taps: 4 of 5')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'SOS alert' })).toHaveCount(0);
    await area.click();
    await page.clock.resume();
    const sheet = page.getByRole('dialog', { name: 'SOS alert' });
    await expect(sheet).toBeVisible();
    // No contacts yet: the sheet offers the Emergency tab, and the interface shows it.
    await sheet.getByRole('button', { name: 'Add contacts in the Emergency tab' }).click();
    await expect(sheet).toHaveCount(0);
    await expect(page.getByRole('tab', { name: 'Emergency' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('in test mode 5 taps say what would fire and raise nothing', async ({ page }) => {
    const shell = new SafetyShell(page);
    await shell.unlockByKeyboard();
    await shell.open('Panic');
    await page.getByRole('switch', { name: 'Test mode' }).click();
    const area = page.getByRole('button', { name: 'Tap area' });
    await holdClock(page);
    for (let i = 0; i < 5; i += 1) await area.click();
    await page.clock.resume();
    await expect(page.getByText('The tap trigger would raise the alarm now.')).toBeVisible();
    // Ctrl+Shift+S goes through the same path: shown, not recorded.
    await page.keyboard.press('Control+Shift+KeyS');
    await expect(page.getByText('Ctrl+Shift+S would start an audio recording now.')).toBeVisible();
    // Give a wrongly raised alarm time to show before saying it did not.
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog', { name: 'SOS alert' })).toHaveCount(0);
  });

  test('the triggers are switches with their explanations, and off means off', async ({ page }) => {
    const shell = new SafetyShell(page);
    await shell.unlockByKeyboard();
    await shell.open('Panic');
    for (const name of [
      'Voice trigger',
      'Tap trigger',
      'Shake trigger',
      'Hand signal',
      'Test mode',
    ]) {
      await expect(page.getByRole('switch', { name })).toBeVisible();
    }
    await expect(page.getByRole('textbox', { name: 'Panic phrase' })).toHaveValue("I'm fine");
    await page.getByRole('switch', { name: 'Tap trigger' }).click();
    await expect(page.getByRole('button', { name: 'Tap area' })).toBeDisabled();
    // Kept in the vault: still off after locking and unlocking again.
    await page.reload();
    await shell.unlockByKeyboard();
    await shell.open('Panic');
    await expect(page.getByRole('switch', { name: 'Tap trigger' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  // The locked calculator runs no React until a key is pressed (main.ts): the shake trigger is
  // armed at idle without it, and its alarm loads the interface to show the SOS sheet.
  test('the shake trigger raises the alarm on the locked calculator before any key is pressed', async ({
    page,
    context,
  }) => {
    // Chromium asks for motion access (DeviceMotionEvent.requestPermission) like iOS.
    await context.grantPermissions(['accelerometer', 'gyroscope']);
    const shell = new SafetyShell(page);
    await shell.unlockByKeyboard();
    await shell.open('Panic');
    const shake = page.getByRole('switch', { name: 'Shake trigger' });
    if ((await shake.getAttribute('aria-checked')) !== 'true') await shake.click();
    await expect(shake).toHaveAttribute('aria-checked', 'true');
    await shell.hide();

    await page.reload();
    await expect(page.getByRole('button', { name: '7', exact: true })).toBeVisible();
    // The locked work starts at idle after the first paint.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    const sheet = page.getByRole('dialog', { name: 'SOS alert' });
    await expect(sheet).toHaveCount(0);
    // Three jerks of the arm (above 20 m/s², each falling back), 150 ms apart. The trigger is
    // armed in an idle step after the first paint, which on a loaded machine may come after any
    // fixed wait: the jerks are repeated until the sheet shows.
    const jerks = () =>
      page.evaluate(async () => {
        const motion = (x: number) =>
          window.dispatchEvent(
            new DeviceMotionEvent('devicemotion', {
              accelerationIncludingGravity: { x, y: 0, z: 9.8 },
            }),
          );
        for (let i = 0; i < 3; i++) {
          motion(30);
          await new Promise((resolve) => setTimeout(resolve, 75));
          motion(0);
          await new Promise((resolve) => setTimeout(resolve, 75));
        }
      });
    await expect(async () => {
      await jerks();
      await expect(sheet).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await expect(shell.tablist).toHaveCount(0);
  });
});

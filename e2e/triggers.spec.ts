import { type BrowserContext, expect, test } from '@playwright/test';
import { SafetyShell } from './support/shell';

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
    for (let i = 0; i < 4; i += 1) await area.click();
    await expect(page.getByText('Taps: 4 of 5')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'SOS alert' })).toHaveCount(0);
    await area.click();
    await expect(page.getByRole('dialog', { name: 'SOS alert' })).toBeVisible();
  });

  test('in test mode 5 taps say what would fire and raise nothing', async ({ page }) => {
    const shell = new SafetyShell(page);
    await shell.unlockByKeyboard();
    await shell.open('Panic');
    await page.getByRole('switch', { name: 'Test mode' }).click();
    const area = page.getByRole('button', { name: 'Tap area' });
    for (let i = 0; i < 5; i += 1) await area.click();
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
});

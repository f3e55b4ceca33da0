import { expect, test } from '@playwright/test';
import { SetupDialog } from '../support/profile';
import { SafetyShell } from '../support/shell';
import { itemAtLeast } from '../support/duration';

/**
 * Ctrl+Shift+S in a real browser (fake microphone and camera, playwright.config.ts): on the open
 * interface it starts an audio recording, not a video one even where the camera is allowed too,
 * into the vault, and the recording is listed under Saved evidence once stopped.
 */
test('Ctrl+Shift+S starts an audio recording that is saved in the vault', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['microphone', 'camera']);
  const shell = new SafetyShell(page);
  await page.goto('/');
  await page.keyboard.type('77777');
  // The first unlock creates the vault (two key derivations) on a machine shared with other runs.
  await expect(shell.tablist).toBeVisible({ timeout: 20_000 });
  await new SetupDialog(page).notNow();

  await page.keyboard.press('Control+Shift+KeyS');
  await shell.open('Evidence');
  const timer = shell.panel.getByRole('timer');
  await expect(timer).toBeVisible();
  await expect(shell.button('Audio')).toHaveAttribute('aria-pressed', 'true');
  await expect(timer).toHaveText(/^0:(0[2-9]|[1-5]\d)$/, { timeout: 30_000 });
  await shell.button('Stop Recording').click();

  const saved = shell.panel.getByRole('list', { name: 'Saved evidence' }).getByRole('listitem');
  await expect(saved).toHaveCount(1);
  await expect(saved).toHaveText(itemAtLeast('Audio', 2));
});

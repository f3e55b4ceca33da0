import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SafetyShell, TAB_NAMES } from '../support/shell';

/** Every axe rule violated on the page as it is now, with the offending selectors. */
async function violations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 160)}`).join(', ')}`,
  );
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`accessibility (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lng) => localStorage.setItem('calculator-language', lng), language);
    });

    test('the calculator has no axe violations', async ({ page }) => {
      await page.goto('/');
      await expect(
        page.getByRole('status', { name: 'Display' }).or(page.locator('output')),
      ).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });

    test('every tab of the interface has no axe violations', async ({ page }) => {
      test.setTimeout(300_000);
      await page.goto('/');
      const shell = new SafetyShell(page);
      await shell.unlockByKeyboard();
      const found: string[] = [];
      for (const name of TAB_NAMES) {
        await shell.tabs.nth(TAB_NAMES.indexOf(name)).click();
        await shell.expectPanelLoaded();
        found.push(...(await violations(page)).map((v) => `${name}: ${v}`));
      }
      expect(found).toEqual([]);
    });
  });
}

for (const language of ['en', 'ar'] as const) {
  test(`the settings page and the SOS sheet have no axe violations (${language})`, async ({
    page,
  }) => {
    // Two unlocks (Argon2id each): seconds apiece on a busy machine.
    test.setTimeout(240_000);
    await page.addInitScript((lng) => localStorage.setItem('calculator-language', lng), language);
    await page.goto('/');
    const shell = new SafetyShell(page);
    await shell.unlockByKeyboard();
    // The SOS sheet is a dialog over the interface.
    await page.locator('.sos-card .sos-alert').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    // A fresh start (the sheet asks before it closes), then the settings page.
    await page.goto('/');
    await shell.unlockByKeyboard();
    await page.locator('.shell-footer button').first().click();
    await expect(page).toHaveURL(/\/settings$/);
    // The settings page itself (while the account is checked, the landing page's main shows).
    await expect(page.locator('main.settings')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

for (const language of ['en', 'ar'] as const) {
  test(`the fake call, incoming and answered, has no axe violations (${language})`, async ({
    page,
  }) => {
    await page.addInitScript((lng) => localStorage.setItem('calculator-language', lng), language);
    await page.goto('/');
    const shell = new SafetyShell(page);
    await shell.unlockByKeyboard();
    await shell.tabs.nth(TAB_NAMES.indexOf('Evidence')).click();
    await shell.expectPanelLoaded();
    await page.locator('.evidence-call').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.locator('.fake-call-accept').click();
    await expect(page.getByRole('timer')).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
}

test('keyboard only: focus lands on the interface after unlock, Tab walks it in order, and a toast is announced', async ({
  page,
}) => {
  await page.goto('/');
  const shell = new SafetyShell(page);
  await shell.unlockByKeyboard();
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // Tab order follows the screen: Shift+Tab goes back up to the language picker; Tab goes on to
  // the tabs at once (the own-code suggestion is one line below them), the selected one first.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('combobox', { name: 'Language' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(shell.tab('Emergency')).toBeFocused();
  // Arrow keys move between tabs and Enter opens one (manual activation).
  await page.keyboard.press('ArrowRight');
  await expect(shell.tab('Evidence')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(shell.tab('Evidence')).toHaveAttribute('aria-selected', 'true');
  // A toast is read out: it appears inside the Notifications region.
  await shell.open('Emergency');
  await page.getByRole('button', { name: "I'm OK", exact: true }).click();
  await expect(shell.toasts).toContainText(/Check-in Recorded/);
});

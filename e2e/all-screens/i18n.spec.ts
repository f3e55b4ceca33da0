import { expect, type Page, test } from '@playwright/test';
import { Calculator } from '../support/calculator';
import { SafetyShell } from '../support/shell';

const LANGUAGE_CODES = ['ar', 'de', 'en', 'es', 'fa', 'fr', 'it', 'ku', 'nl', 'pt', 'tr', 'ur'];

let shell: SafetyShell;

test.beforeEach(async ({ page }) => {
  shell = new SafetyShell(page);
  await new Calculator(page).goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await shell.unlockByKeyboard();
});

async function expectDocument(page: Page, lang: string, dir: 'ltr' | 'rtl') {
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', lang);
  await expect(html).toHaveAttribute('dir', dir);
}

test('the Language select offers the 12 languages by code', async ({ page }) => {
  const select = page.getByRole('combobox', { name: 'Language', exact: true });
  await expect(select).toBeVisible();
  await expect(select).toHaveValue('en');
  const values = await select
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
  expect([...values].sort()).toEqual(LANGUAGE_CODES);
});

test('Arabic turns the page right to left, and the choice survives a reload', async ({ page }) => {
  await page.getByRole('combobox', { name: 'Language', exact: true }).selectOption('ar');
  await expectDocument(page, 'ar', 'rtl');
  await expect(shell.tablist).toBeVisible();

  await page.reload();
  // Back on the calculator (locked), still in Arabic and right to left. The key and display names
  // are Arabic now, so the calculator is found by its digit keys and its <output>.
  await expect(page.getByRole('button', { name: '7', exact: true })).toBeVisible();
  await expect(shell.tablist).toHaveCount(0);
  await expectDocument(page, 'ar', 'rtl');
  await expect(page).toHaveTitle('Calculator');
  // The calculator still counts left to right in a right-to-left page.
  await page.keyboard.type('12+7');
  await page.keyboard.press('Enter');
  await expect(page.locator('output')).toHaveText('19');

  await page.keyboard.press('Escape');
  await shell.unlockByKeyboard();
  await expect(shell.languageSelect).toHaveValue('ar');
  await shell.languageSelect.selectOption('en');
  await expectDocument(page, 'en', 'ltr');
  await expect(page.getByRole('combobox', { name: 'Language', exact: true })).toHaveValue('en');
  await shell.hide();
  await new Calculator(page).expectDisplay('0');
});

test('Persian and Urdu are right to left, Kurdish and English left to right', async ({ page }) => {
  const cases = [
    ['fa', 'rtl'],
    ['ku', 'ltr'],
    ['ur', 'rtl'],
    ['en', 'ltr'],
  ] as const;
  for (const [lang, dir] of cases) {
    await shell.languageSelect.selectOption(lang);
    await expectDocument(page, lang, dir);
    await expect(shell.languageSelect).toHaveValue(lang);
  }
  await expect(shell.tabs).toHaveCount(13);
});

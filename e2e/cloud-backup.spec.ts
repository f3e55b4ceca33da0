import { expect, type Page, test } from '@playwright/test';
import { SafetyShell } from './support/shell';
import { localeTexts, PHONE, text } from './support/viewport';

/** Cloud backup's Settings card and the restore page (issue 28), as a person sees them. */
test.use({ viewport: PHONE });

for (const language of ['en', 'ar'] as const) {
  test(`the Settings card offers cloud backup, off until turned on (${language})`, async ({
    page,
  }, testInfo) => {
    const settings = localeTexts(language, 'settings');
    const shellTexts = localeTexts(language, 'shell');
    await page.addInitScript((lng) => localStorage.setItem('calculator-language', lng), language);
    await page.goto('/');
    await new SafetyShell(page).unlockByKeyboard();
    await page
      .getByRole('button', { name: text(shellTexts, 'footer.settings'), exact: true })
      .click();
    const toggle = page.getByRole('switch', { name: text(settings, 'cloud.switch') });
    await expect(toggle).toHaveAttribute('aria-checked', 'false', { timeout: 30_000 });
    // Nothing is on the server yet: no progress, no delete, no recovery code.
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('button', { name: text(settings, 'cloud.delete') })).toHaveCount(0);
    await toggle.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`cloud-card-${language}.png`) });
  });
}

async function openRestore(page: Page) {
  await page.goto('/restore');
  await expect(page.getByRole('textbox', { name: 'Recovery code' })).toBeVisible({
    timeout: 30_000,
  });
}

test('/restore: a code that is not a recovery code is refused, and nothing is restored', async ({
  page,
}, testInfo) => {
  await page.addInitScript(() => localStorage.setItem('calculator-language', 'en'));
  await openRestore(page);
  await page.getByRole('textbox', { name: 'Recovery code' }).fill('not a code');
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByRole('alert')).toHaveText(/not a recovery code/, { timeout: 30_000 });
  await expect(page.getByText(/Restored/)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('restore-en.png') });
});

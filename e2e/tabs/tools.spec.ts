import { expect, test } from '@playwright/test';
import { SafetyShell } from '../support/shell';

/** The Tools tab (issue 11): watchlist, safety checker, empty input, text shown as typed. */
test.describe('Tools tab', () => {
  test.beforeEach(async ({ page, request }) => {
    await request.post('/api/__mock/reset');
    await page.goto('/');
  });

  test('adds and deletes a watchlist name, shown literally', async ({ page }) => {
    const shell = new SafetyShell(page);
    await shell.unlockByKeyboard();
    await shell.open('Tools');
    const add = shell.button('Add to Watchlist');
    await expect(add).toBeDisabled();
    const field = page.getByRole('textbox', { name: 'Name to watch' });
    await field.fill('   ');
    await expect(add).toBeDisabled();

    const name = '<img src=x onerror=alert(1)> Mark';
    await field.fill(name);
    await add.click();
    const list = page.getByRole('list', { name: 'Watched names' });
    await expect(list.getByRole('listitem')).toHaveText([name]);
    await expect(field).toHaveValue('');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);

    await list.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByRole('list', { name: 'Watched names' })).toHaveCount(0);
    await expect(shell.panel).toContainText('No names yet.');
  });

  test('a safety check of a known scam text shows high risk as an alert', async ({ page }) => {
    const shell = new SafetyShell(page);
    await shell.unlockByKeyboard();
    await shell.open('Tools');
    const check = shell.button('Check');
    await expect(check).toBeDisabled();
    await page
      .getByRole('textbox', { name: 'Check a name, number, link or message' })
      .fill('You have won a prize! Pay the processing fee with a gift card');
    await check.click();
    const alert = page.getByRole('alert').filter({ hasText: 'High risk' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText('This looks like a scam');

    await expect(shell.button('Ask')).toBeDisabled();
    await page.getByRole('textbox', { name: 'Ask the assistant' }).fill('Someone is following me');
    await shell.button('Ask').click();
    await expect(shell.panel).toContainText('busy, well-lit place');
    await expect(shell.panel).toContainText('Current area: Low risk');
    await expect(shell.panel).toContainText('not a live assessment');
  });

  test.describe('in Arabic on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('an Arabic scam message is high risk, its phrase quoted as typed', async ({ page }) => {
      const shell = new SafetyShell(page);
      await shell.unlockByKeyboard();
      await shell.open('Tools');
      await shell.languageSelect.selectOption('ar');
      // Persian-keyboard ی in the Arabic phrase: the reply quotes it as typed.
      await page
        .getByRole('textbox', { name: 'افحص اسمًا أو رقمًا أو رابطًا أو رسالة' })
        .fill('عزيزي العميل، تم تعلیق حسابك. اضغط على الرابط bit.ly/x');
      await page.getByRole('button', { name: 'فحص', exact: true }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'خطر مرتفع' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('يبدو هذا احتيالًا');
      await expect(alert).toContainText('عبارة احتيال معروفة: "\u2068تم تعلیق حسابك\u2069"');
      await expect(alert).not.toContainText('scam');
    });
  });
});

import { expect, type Locator, type Page, test } from '@playwright/test';
import { SafetyShell } from '../support/shell';
import { expectWithinScreen, localeTexts, PHONE, text } from '../support/viewport';

/**
 * Issue 25, item 7: whatever a person types, however long and unbroken, wraps on the screen. Each
 * text field gets 500 characters without a space (a field with a shorter limit keeps what fits);
 * what is saved shows in lists, toasts and the SOS sheet, and nothing leaves a 390 px wide screen:
 * the page is no wider than the screen, and Back, Language, Save and Close stay on it. In English
 * and in Arabic (right to left), each control found by the name its language gives it.
 */
const LONG = 'W'.repeat(500);

// An unlock derives a key with Argon2id: seconds on a busy machine.
test.describe.configure({ timeout: 240_000 });
test.use({ viewport: PHONE });

test.beforeEach(async ({ request }) => {
  await request.post('/api/__mock/reset');
});

/**
 * Types the long text into each text field of `scope` in turn and presses the button that saves
 * it: its form's submit button, or else the first button after it in its section.
 */
async function typeLongTextEverywhere(page: Page, scope: Locator): Promise<number> {
  const boxes = scope.getByRole('textbox');
  const count = await boxes.count();
  let typed = 0;
  for (let i = 0; i < count; i += 1) {
    const box = boxes.nth(i);
    if (!(await box.isVisible()) || !(await box.isEditable())) continue;
    await box.fill(LONG);
    typed += 1;
    const marked = await box.evaluate((el) => {
      const field = el as HTMLInputElement;
      const inForm = field.form?.querySelector<HTMLButtonElement>('[type="submit"]');
      const section = field.closest('section, form, fieldset') ?? field.parentElement!;
      const after = Array.from(section.querySelectorAll('button')).find(
        (b) => field.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
      const button = inForm ?? after;
      if (!button || button.disabled) return false;
      button.setAttribute('data-long-text-save', '');
      return true;
    });
    if (!marked) continue;
    const save = page.locator('[data-long-text-save]');
    await save.click();
    await save.evaluateAll((els) => els.forEach((el) => el.removeAttribute('data-long-text-save')));
  }
  return typed;
}

for (const language of ['en', 'ar'] as const) {
  test.describe(`long text (${language})`, () => {
    const shellTexts = localeTexts(language, 'shell');
    const sos = localeTexts(language, 'sos');
    const settings = localeTexts(language, 'settings');
    const contacts = localeTexts(language, 'contacts');
    const chat = localeTexts(language, 'chat');
    const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

    test.beforeEach(async ({ page }) => {
      await page.addInitScript((lng) => localStorage.setItem('calculator-language', lng), language);
      await page.goto('/');
      await new SafetyShell(page).unlockByKeyboard();
      await expect(page.locator('html')).toHaveAttribute('lang', language);
    });

    test('every tab: each text field takes 500 characters, what is saved wraps', async ({
      page,
    }) => {
      test.setTimeout(600_000);
      const shell = new SafetyShell(page);
      const tabs = await shell.tabs.count();
      expect(tabs).toBe(13);
      let typed = 0;
      for (let i = 0; i < tabs; i += 1) {
        await shell.tabs.nth(i).click();
        await expect(shell.tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
        await shell.expectPanelLoaded();
        await expect(shell.panel).not.toHaveText(text(shellTexts, 'loadingPanel'), {
          timeout: 20_000,
        });
        const details = shell.panel.getByRole('button', { name: text(chat, 'viewDetails') });
        if (await details.isVisible()) await details.click();
        typed += await typeLongTextEverywhere(page, shell.panel);
        await expectWithinScreen(page, [button(page, text(shellTexts, 'footer.settings'))]);
      }
      // The contact form, the SOS message, the evidence note, the phrase, the watchlist, the
      // check, the assistant, the journal, the report and the chat message at least.
      expect(typed).toBeGreaterThanOrEqual(10);
    });

    test('a long contact name and address: the contact list and the SOS sheet wrap them', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation({ latitude: 51.5073509, longitude: -0.1277583, accuracy: 12 });
      const form = page.getByRole('form', { name: text(contacts, 'trustedFormLabel') });
      await form.getByLabel(text(contacts, 'name'), { exact: true }).fill(LONG);
      await form.getByLabel(text(contacts, 'phone'), { exact: true }).fill('+447700900001');
      await form
        .getByLabel(text(contacts, 'email'), { exact: true })
        .fill(`${LONG.slice(0, 200)}@example.org`);
      await form.getByRole('button', { name: text(contacts, 'add'), exact: true }).click();
      await expect(form.getByLabel(text(contacts, 'name'), { exact: true })).toHaveValue('');
      await expectWithinScreen(page);

      await button(page, text(sos, 'card.sos')).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog')).toContainText('WWWWWWWWWW');
      await expectWithinScreen(page, [
        page
          .getByRole('dialog')
          .getByRole('button', { name: text(sos, 'sheet.close'), exact: true }),
      ]);
    });

    test('settings: long names in both lists and in their toasts wrap; Back, Language and Save stay on screen', async ({
      page,
    }) => {
      await button(page, text(shellTexts, 'footer.settings')).click();
      await expect(page).toHaveURL(/\/settings$/);
      const numbers = page.locator('form', {
        has: page.getByLabel(text(settings, 'numbers.number'), { exact: true }),
      });
      await numbers.getByLabel(text(settings, 'numbers.country'), { exact: true }).fill(LONG);
      await numbers.getByLabel(text(settings, 'numbers.number'), { exact: true }).fill('112');
      await numbers.getByLabel(text(settings, 'numbers.description'), { exact: true }).fill(LONG);
      await button(page, text(settings, 'numbers.addButton')).click();
      const flags = page.locator('form', {
        has: page.getByLabel(text(settings, 'flags.titleLabel'), { exact: true }),
      });
      await flags.getByLabel(text(settings, 'flags.titleLabel'), { exact: true }).fill(LONG);
      await flags.getByLabel(text(settings, 'flags.categoryLabel'), { exact: true }).fill(LONG);
      await flags.getByLabel(text(settings, 'flags.descriptionLabel'), { exact: true }).fill(LONG);
      await button(page, text(settings, 'flags.addButton')).click();
      // Both are listed, each with its own Delete button named after it.
      await expect(
        page.getByRole('main').getByRole('listitem').filter({ hasText: LONG }),
      ).toHaveCount(2);
      await expectWithinScreen(page, [
        button(page, text(settings, 'back')),
        button(page, text(settings, 'save')),
        page.getByRole('combobox', { name: text(settings, 'languageLabel'), exact: true }),
      ]);
    });
  });
}

import { type Page } from '@playwright/test';
import { expect, test } from '../support/server';
import { SafetyShell } from '../support/shell';

/** The Chat tab (issue 11): the history-tape disguise, the companion, the fallback offline. */

async function openChat(page: Page): Promise<SafetyShell> {
  const shell = new SafetyShell(page);
  await shell.open('Chat');
  await shell.expectPanelLoaded();
  return shell;
}

/**
 * Stops the page's clock: the companion's reply, 1 to 3 s (at random) after a message, waits until
 * the test resumes it, so "Typing…" is seen however slow the machine (on real time a second's poll
 * could miss it).
 */
async function holdReplies(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
}

async function send(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
}

test.describe('Chat tab', () => {
  test.beforeEach(async ({ page, request }) => {
    await request.post('/api/__mock/reset');
    await page.goto('/');
  });

  test('shows only calculations until View Details, and hides again', async ({ page }) => {
    // A sum typed on the calculator appears on the tape (kept in memory only).
    await page.keyboard.type('12*4=');
    const shell = new SafetyShell(page);
    await shell.unlockByKeyboard();
    await openChat(page);
    await expect(shell.panel).toContainText('12 × 4');
    await expect(shell.panel).toContainText('= 48');
    await expect(page.getByRole('log')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveCount(0);

    await shell.button('View Details').click();
    await expect(page.getByRole('log', { name: 'Conversation' })).toBeAttached();
    await expect(shell.panel).toContainText('No messages yet.');
    await expect(shell.button('Send')).toBeDisabled();
    await page.getByRole('textbox', { name: 'Message' }).fill('   ');
    await expect(shell.button('Send')).toBeDisabled();

    await shell.button('Hide Chat').click();
    await expect(page.getByRole('log')).toHaveCount(0);
    await expect(shell.panel).toContainText('12 × 4');

    // Hide Interface and a new unlock: the chat is hidden again.
    await shell.button('View Details').click();
    await shell.hide();
    await shell.unlockByKeyboard();
    await openChat(page);
    await expect(page.getByRole('log')).toHaveCount(0);
    await expect(shell.button('View Details')).toBeVisible();
  });

  test('a high-risk message gets a reply, then the chosen country’s numbers', async ({ page }) => {
    const shell = new SafetyShell(page);
    await shell.unlockByKeyboard();
    await shell.open('Country');
    await page.getByRole('combobox', { name: 'Country' }).selectOption('FR');
    await expect(shell.toasts).toContainText('Country Updated');
    await openChat(page);
    await shell.button('View Details').click();

    await holdReplies(page);
    await send(page, 'I want to end it all <b>now</b>');
    await expect(page.getByRole('status').filter({ hasText: 'Typing…' })).toBeVisible();
    await page.clock.resume();
    const log = page.getByRole('log', { name: 'Conversation' });
    await expect(log).toContainText('I want to end it all <b>now</b>');
    await expect(log).toContainText('emergency services', { timeout: 10_000 });
    const resource = log.getByRole('listitem').filter({ hasText: 'Resources' });
    await expect(resource).toContainText('Emergency services: 112', { timeout: 10_000 });
    await expect(resource).toContainText('3919');

    // The conversation is kept (in the vault) and deleted in one step.
    await shell.button('Delete conversation').click();
    await expect(log.getByRole('listitem')).toHaveCount(0);
  });

  test('with the server stopped the chat still answers, with emergency numbers', async ({
    page,
    privateServer,
  }) => {
    await page.goto(privateServer.url);
    const shell = new SafetyShell(page);
    await shell.unlockByKeyboard();
    await openChat(page);
    await shell.button('View Details').click();
    await privateServer.stop();

    await send(page, 'Is anyone there?');
    const log = page.getByRole('log', { name: 'Conversation' });
    const reply = log.getByRole('listitem').filter({ hasText: 'Companion' });
    await expect(reply).toContainText("I can't connect right now", { timeout: 15_000 });
    for (const number of ['999', '112', '911']) await expect(reply).toContainText(number);
  });

  test.describe('in Arabic on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the companion answers in Arabic, numbers isolated and never cut', async ({ page }) => {
      const shell = new SafetyShell(page);
      await shell.unlockByKeyboard();
      await shell.open('Country');
      await page.getByRole('combobox', { name: 'Country' }).selectOption('US');
      await expect(shell.toasts).toContainText('Country Updated');
      await shell.languageSelect.selectOption('ar');
      await page.getByRole('tab', { name: 'الدردشة', exact: true }).click();
      await page.getByRole('button', { name: 'عرض التفاصيل', exact: true }).click();
      await page.getByRole('textbox', { name: 'الرسالة' }).fill('قال إنه سيقتلني الليلة');
      await holdReplies(page);
      await page.getByRole('button', { name: 'إرسال', exact: true }).click();

      const log = page.getByRole('log');
      await expect(page.getByRole('status').filter({ hasText: 'يكتب…' })).toBeVisible();
      await page.clock.resume();
      const reply = log.getByRole('listitem').filter({ hasText: 'يسعدني حقًا أنك أخبرتني' });
      await expect(reply).toContainText('خدمات الطوارئ', { timeout: 10_000 });
      await expect(reply).not.toContainText('emergency');
      await expect(reply.locator('bdi[dir="ltr"]')).toHaveText([
        '999',
        '112',
        '911',
        '988',
        '116 123',
      ]);
      const resource = log.getByRole('listitem').filter({ hasText: 'موارد' });
      await expect(resource).toContainText('1-800-799-7233', { timeout: 10_000 });
      // At 390 px a number cut across two lines reads as two numbers: each stays on one line.
      const lineCounts = await log
        .locator('bdi')
        .evaluateAll((nodes) => nodes.map((node) => node.getClientRects().length));
      expect(lineCounts.length).toBeGreaterThan(5);
      expect(lineCounts.every((count) => count === 1)).toBe(true);
    });
  });
});

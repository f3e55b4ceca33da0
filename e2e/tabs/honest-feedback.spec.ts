import { expect, type Page, test } from '@playwright/test';
import { SafetyShell } from '../support/shell';

/**
 * Issue 25, items 8 to 10 and 12, as a person meets them: bad input is refused with a reason and
 * kept; a switch shows what is true; a failure says what happened and what to do; Help names
 * every tab.
 */
// An unlock derives a key with Argon2id: seconds on a busy machine.
test.describe.configure({ timeout: 240_000 });

test.beforeEach(async ({ page, request }) => {
  await request.post('/api/__mock/reset');
  await page.goto('/');
});

async function unlock(page: Page): Promise<SafetyShell> {
  const shell = new SafetyShell(page);
  await shell.unlockByKeyboard();
  return shell;
}

test('Settings refuses an emergency number a phone cannot dial, says why, and keeps it', async ({
  page,
}) => {
  const shell = await unlock(page);
  await shell.button('Settings').click();
  const numbers = page.locator('form', { has: page.getByLabel('Number', { exact: true }) });
  const number = numbers.getByLabel('Number', { exact: true });
  await numbers.getByLabel('Country', { exact: true }).fill('Here');
  for (const typed of ['abc', '<b>111</b>', '1'.repeat(200)]) {
    await number.fill(typed);
    await shell.button('Add Number').click();
    await expect(numbers.getByRole('alert')).toHaveText(
      /^This number can't be dialled\. Check it, or include the country code, e\.g\. \+\d+…$/,
    );
    await expect(number).toHaveValue(typed);
    await expect(page.getByRole('listitem').filter({ hasText: 'Here' })).toHaveCount(0);
  }
  await number.fill('112');
  await shell.button('Add Number').click();
  await expect(numbers.getByRole('alert')).toHaveCount(0);
  await expect(shell.button('Delete Here 112')).toBeVisible();
});

test('the voice switch is Off when its error toast shows', async ({ page }) => {
  // A recogniser that starts, then fails as Chromium's does without its cloud service.
  await page.addInitScript(() => {
    class FailingRecognition {
      onerror: ((event: { error: string }) => void) | null = null;
      onend: (() => void) | null = null;
      onresult = null;
      start() {
        setTimeout(() => {
          this.onerror?.({ error: 'network' });
          this.onend?.();
        }, 300);
      }
      stop() {}
      abort() {}
    }
    Object.assign(window, { webkitSpeechRecognition: FailingRecognition });
    Reflect.deleteProperty(window, 'SpeechRecognition');
  });
  await page.reload();
  const shell = await unlock(page);
  await shell.open('Panic');
  const voice = page.getByRole('switch', { name: 'Voice trigger' });
  // What the switch said at the moment the error toast appeared.
  await voice.evaluate((toggle) => {
    const record = window as unknown as { switchAtToast?: string | null };
    new MutationObserver((_, observer) => {
      if (!document.body.textContent?.includes('Voice Detection Error')) return;
      record.switchAtToast = toggle.getAttribute('aria-checked');
      observer.disconnect();
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await voice.click();
  await page.getByRole('button', { name: 'Turn On Anyway' }).click();
  await expect(shell.toasts).toContainText('Voice Detection Error');
  expect(await page.evaluate(() => (window as { switchAtToast?: string }).switchAtToast)).toBe(
    'false',
  );
  await expect(voice).toHaveAttribute('aria-checked', 'false');
  await expect(
    page.getByText('Listening has stopped. Turn the voice trigger on again to retry.').first(),
  ).toBeVisible();
});

test('an empty panic phrase is not saved, and the tab says why and what to do', async ({
  page,
}) => {
  const shell = await unlock(page);
  await shell.open('Panic');
  const phrase = page.getByRole('textbox', { name: 'Panic phrase' });
  await expect(phrase).toHaveValue("I'm fine");
  await phrase.fill('');
  await shell.button('Save Phrase').click();
  await expect(page.getByRole('alert')).toHaveText(
    "The phrase can't be empty. Type the words you will say, then press Save Phrase. Until then the trigger listens for “I'm fine”.",
  );
  await expect(phrase).toHaveValue('');
});

test('a country lookup that does not answer says so and what to do', async ({
  page,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['geolocation'], { origin: new URL(baseURL ?? '').origin });
  await context.setGeolocation({ latitude: 52.37, longitude: 4.89 });
  // The public lookup is answered here, so the test never leaves the machine.
  await context.route('https://ipapi.co/**', (route) =>
    route.fulfill({ status: 503, body: 'busy' }),
  );
  const shell = await unlock(page);
  await shell.open('Country');
  await shell.button('Look up my country (ipapi.co)').click();
  await expect(page.getByRole('alert')).toHaveText(
    'The lookup (ipapi.co) did not answer. Check your internet connection and try again, or choose your country below.',
  );
  await expect(page.getByText(/Detected location/)).toHaveCount(0);
});

test.describe('the quote’s Share on a desktop without a share sheet', () => {
  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The Clipboard API refuses, as it does in a document without focus.
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { value: undefined });
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('Document is not focused.', 'NotAllowedError'));
    });
    await page.reload();
  });

  test('copies the quote', async ({ page }) => {
    const shell = await unlock(page);
    await shell.open('Journal');
    const quote = (await page.locator('blockquote').textContent()) ?? '';
    expect(quote).not.toBe('');
    await shell.button('Share').click();
    await expect(shell.toasts).toContainText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(quote);
  });

  test('when it cannot copy either, selects the quote and says how to copy it', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      document.execCommand = () => false;
    });
    await page.reload();
    const shell = await unlock(page);
    await shell.open('Journal');
    const quote = (await page.locator('blockquote').textContent()) ?? '';
    await shell.button('Share').click();
    await expect(shell.toasts).toContainText('Could not share or copy the quote');
    await expect(shell.toasts).toContainText(
      'The quote is now selected: copy it with Ctrl+C, or press and hold it and choose Copy.',
    );
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(quote);
  });
});

test('Help names what each of the 13 tabs does', async ({ page }) => {
  const shell = await unlock(page);
  await shell.open('Help');
  const guide = page.locator('section', {
    has: page.getByRole('heading', { name: 'What each tab does' }),
  });
  // The tab's texts load with it: wait for the guide before reading it.
  await expect(guide.getByRole('listitem')).toHaveCount(13, { timeout: 30_000 });
  const names = await guide.getByRole('listitem').locator('strong').allTextContents();
  expect(names.toSorted()).toEqual(
    (await shell.tabs.allTextContents()).map((t) => t.trim()).toSorted(),
  );
  expect(names).toHaveLength(13);
});

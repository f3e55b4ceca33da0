import { createHash } from 'node:crypto';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { parseRecoveryCode } from '../../src/vault/cloudBackup/recoveryCode';
import { Calculator } from '../support/calculator';
import { SetupDialog, watchKeyDerivations } from '../support/profile';
import { SafetyShell } from '../support/shell';
import { expectWithinScreen, localeTexts, PHONE, text } from '../support/viewport';

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

/** The sizes of the objects the server holds for this code (what /restore lists first). */
async function serverObjects(request: APIRequestContext, code: string): Promise<number[]> {
  const entropy = parseRecoveryCode(code);
  if (!entropy) throw new Error('not a recovery code');
  const token = createHash('sha256')
    .update('calcplus-cloud-backup-token:v1:')
    .update(entropy)
    .digest('hex');
  const response = await request.post('/api/backup/restore', { data: { token } });
  if (!response.ok()) return [];
  const { objects } = (await response.json()) as { objects: { size: number }[] };
  return objects.map((object) => object.size);
}

test('turned on in Arabic: the recovery code reads left to right in the right-to-left card; restored in Arabic with a new code', async ({
  browser,
  request,
}) => {
  test.setTimeout(480_000);
  await request.post('/api/__mock/reset');
  const settings = localeTexts('ar', 'settings');
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem('calculator-language', 'ar'));
  await page.goto('/');
  await page.keyboard.type('11111');
  await new SafetyShell(page).expectOpen();
  const shellTexts = localeTexts('ar', 'shell');
  await page
    .getByRole('button', { name: text(shellTexts, 'footer.settings'), exact: true })
    .click();
  await page.getByRole('switch', { name: text(settings, 'cloud.switch') }).click();
  const code = page.getByLabel(text(settings, 'cloud.codeLabel'));
  await expect(code).toHaveText(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){5}$/, { timeout: 30_000 });
  await expect(
    page.getByRole('progressbar', { name: text(settings, 'cloud.progress') }),
  ).toBeVisible();
  await code.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('cloud-card-on-ar.png') });
  const recoveryCode = (await code.textContent())?.trim() ?? '';
  await page.getByRole('button', { name: text(settings, 'cloud.wroteIt') }).click();
  await expect(page.getByText(text(settings, 'cloud.allSent'))).toBeVisible({ timeout: 30_000 });
  await context.close();

  // A new phone in Arabic: the restore, then her own code, each screen within the phone's width.
  const vaultTexts = localeTexts('ar', 'vault');
  const second = await browser.newContext({ viewport: PHONE });
  const fresh = await second.newPage();
  await fresh.addInitScript(() => localStorage.setItem('calculator-language', 'ar'));
  await fresh.goto('/restore');
  await fresh
    .getByRole('textbox', { name: text(settings, 'restore.codeLabel') })
    .fill(recoveryCode);
  await fresh.getByRole('button', { name: text(settings, 'restore.button') }).click();
  const card = fresh.getByRole('region', { name: text(vaultTexts, 'setup.title') });
  await expect(card).toBeVisible({ timeout: 60_000 });
  await expect(fresh.getByText(text(settings, 'restore.chooseCode'))).toBeVisible();
  await expectWithinScreen(fresh);
  await fresh.screenshot({
    path: test.info().outputPath('restore-new-code-ar.png'),
    fullPage: true,
  });
  await card.getByLabel(text(vaultTexts, 'setup.code'), { exact: true }).fill('246813');
  await card.getByLabel(text(vaultTexts, 'setup.codeAgain'), { exact: true }).fill('246813');
  await card.getByRole('button', { name: text(vaultTexts, 'setup.save') }).click();
  await expect(fresh.getByText(text(settings, 'restore.finished'))).toBeVisible({
    timeout: 30_000,
  });
  await expectWithinScreen(fresh);
  await fresh.screenshot({ path: test.info().outputPath('restore-done-ar.png') });
  await second.close();
});

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

test('backup on, a video cut off by closing the browser, then restored on a new phone with a new code: listed and plays', async ({
  browser,
  request,
}) => {
  test.setTimeout(480_000);
  await request.post('/api/__mock/reset');
  const first = await browser.newContext({ viewport: PHONE });
  const page = await first.newPage();
  await page.goto('/');
  // The friend code: an account with friend access, which includes cloud backup.
  await page.keyboard.type('11111');
  const shell = new SafetyShell(page);
  await shell.expectOpen();
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('switch', { name: 'Cloud backup' }).click();
  const code = (await page.getByLabel('Recovery code').textContent({ timeout: 30_000 }))?.trim();
  expect(code).toBeTruthy();
  await page.getByLabel('Recovery code').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('cloud-card-on-en.png') });
  await page.getByRole('button', { name: 'I wrote it down' }).click();
  await expect(page.getByLabel('Recovery code')).toHaveCount(0);
  await expect(page.getByText('Everything is on the server.')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await shell.expectOpen();
  await shell.open('Evidence');
  await shell.button('Camera').click();
  await shell.button('Start Recording').click();
  await expect(shell.panel.getByRole('timer')).toHaveText(/^0:(0[6-9]|[1-5]\d)$/, {
    timeout: 30_000,
  });
  // Not a race with the upload: the browser closes once the server holds a video slice.
  await expect
    .poll(async () => Math.max(0, ...(await serverObjects(request, code ?? ''))), {
      timeout: 60_000,
    })
    .toBeGreaterThan(10_000);
  await first.close();

  const second = await browser.newContext({ viewport: PHONE });
  const fresh = await second.newPage();
  const derivations = await watchKeyDerivations(fresh);
  await fresh.goto('/restore');
  await fresh.getByRole('textbox', { name: 'Recovery code' }).fill(code ?? '');
  await fresh.getByRole('button', { name: 'Restore' }).click();
  // Everything is in; it is not done until she has chosen the code that will open it.
  const setup = new SetupDialog(fresh);
  await expect(setup.dialog).toBeVisible({ timeout: 60_000 });
  await expect(fresh.getByText(/^Downloaded and opened: 1 recordings\.$/)).toBeVisible();
  await expect(fresh.getByText(/^Restored/)).toHaveCount(0);
  await expectWithinScreen(fresh);
  await fresh.screenshot({ path: test.info().outputPath('restore-new-code-en.png') });
  await setup.save('246813');
  await expect(fresh.getByText(/^Restored: 1 recordings\.$/)).toBeVisible({ timeout: 30_000 });
  await fresh.screenshot({ path: test.info().outputPath('restore-done-en.png') });

  // 77777 is now just a number: once its key derivation is answered, nothing has opened.
  const calc = new Calculator(fresh);
  await calc.goto('/');
  const restored = new SafetyShell(fresh);
  const before = await derivations.posted();
  await calc.type('77777');
  await derivations.settled(before);
  await calc.expectDisplay('77777');
  await expect(restored.tablist).toHaveCount(0);
  await calc.type('C246813=');
  await restored.expectOpen();
  await restored.open('Evidence');
  const item = restored.panel
    .getByRole('list', { name: 'Saved evidence' })
    .getByRole('listitem')
    .first();
  await item.getByRole('button', { name: 'Play', exact: true }).click();
  await expect
    .poll(() => restored.panel.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  await second.close();
});

test('Wi-Fi only: on mobile data the card says uploads wait, and they go up once on Wi-Fi', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  await request.post('/api/__mock/reset');
  const context = await browser.newContext({ viewport: PHONE });
  // Chrome on Android's Network Information API, on mobile data until the test says otherwise.
  await context.addInitScript(() => {
    const connection = new EventTarget() as EventTarget & { type: string };
    connection.type = 'cellular';
    Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
    (window as unknown as { setConnection(type: string): void }).setConnection = (type) => {
      connection.type = type;
      connection.dispatchEvent(new Event('change'));
    };
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.keyboard.type('11111');
  const shell = new SafetyShell(page);
  await shell.expectOpen();
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('switch', { name: 'Cloud backup' }).click();
  await expect(page.getByLabel('Recovery code')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'I wrote it down' }).click();
  // Wi-Fi only is off by default: mobile data is used.
  await expect(page.getByText(/^Last complete upload:/)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Everything is on the server.')).toBeVisible();

  // Her choice changes the vault: that change waits for Wi-Fi, and the card says so.
  await page.getByRole('switch', { name: 'Upload on Wi-Fi only' }).click();
  await expect(
    page.getByText('This phone is on mobile data: uploads wait for Wi-Fi.', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Waiting to be sent: 1')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Everything is on the server.')).toHaveCount(0);
  await page.getByText('Waiting to be sent: 1').scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('cloud-wifi-waiting-en.png') });

  await page.evaluate(() =>
    (window as unknown as { setConnection(type: string): void }).setConnection('wifi'),
  );
  await expect(page.getByText('Everything is on the server.')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/uploads wait for Wi-Fi/)).toHaveCount(0);
  await context.close();
});

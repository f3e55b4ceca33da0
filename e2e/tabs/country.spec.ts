import { expect, test } from '@playwright/test';
import { SafetyShell } from '../support/shell';

/** The Country tab (issue 6): picking a country, dialling, helplines, and detection only with consent. */
test.describe('Country tab', () => {
  test.beforeEach(async ({ page, request }) => {
    await request.post('/api/__mock/reset');
    await page.goto('/');
  });

  test('choosing a country updates the emergency buttons and toasts', async ({ page }) => {
    const shell = new SafetyShell(page);
    await shell.unlockByKeyboard();
    await shell.open('Country');
    const picker = page.getByRole('combobox', { name: 'Country' });
    await expect(picker).toHaveValue('UK'); // en-GB / Europe/London
    await expect(page.getByRole('button', { name: /Emergency 999/ })).toBeVisible();

    await picker.selectOption('FR');
    await expect(shell.toasts).toContainText('Country Updated');
    await expect(shell.toasts).toContainText('Emergency resources updated for France');
    await expect(page.getByRole('button', { name: /Emergency 112/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Police 17/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Fire 18/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Medical 15/ })).toBeVisible();

    // On a desktop browser the button tells the user what to dial.
    await page.getByRole('button', { name: /Police 17/ }).click();
    await expect(shell.toasts).toContainText('Call 17 for police emergency');

    await picker.selectOption('JP');
    await expect(page.getByRole('button', { name: /Police 110/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /Fire 119/ })).toBeVisible();
  });

  test('the choice is remembered after a reload', async ({ page }) => {
    const shell = new SafetyShell(page);
    await shell.unlockByKeyboard();
    await shell.open('Country');
    await page.getByRole('combobox', { name: 'Country' }).selectOption('DE');
    await expect(shell.toasts).toContainText('Country Updated'); // saved in the vault
    await page.reload();
    await shell.unlockByKeyboard();
    await shell.open('Country');
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('DE');
    await expect(page.getByRole('button', { name: /Police 110/ })).toBeVisible();
  });

  test("a helpline's call and website buttons carry tel: and https: targets", async ({ page }) => {
    const shell = new SafetyShell(page);
    await shell.unlockByKeyboard();
    await shell.open('Country');
    const call = page.getByRole('link', { name: 'Call National Domestic Abuse Helpline (Refuge)' });
    await expect(call).toHaveAttribute('href', 'tel:+448082000247');
    await expect(page.getByRole('link', { name: 'Call Samaritans' })).toHaveAttribute(
      'href',
      'tel:116123',
    );
    const site = page.getByRole('link', { name: 'Website of Samaritans' });
    await expect(site).toHaveAttribute('href', /^https:\/\/www\.samaritans\.org\//);
    await expect(site).toHaveAttribute('target', '_blank');
    await expect(site).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('with location denied, no request ever leaves for the lookup host', async ({
    page,
    context,
  }) => {
    const lookups: string[] = [];
    context.on('request', (req) => {
      if (!req.url().startsWith('http://127.0.0.1')) lookups.push(req.url());
    });
    await context.clearPermissions(); // geolocation not granted: the prompt is denied headless
    const shell = new SafetyShell(page);
    await shell.unlockByKeyboard();
    await shell.open('Country');
    await page.getByRole('button', { name: 'Look up my country (ipapi.co)' }).click();
    // She is told why nothing happened, and what to do.
    await expect(page.getByRole('alert')).toHaveText(
      "Location is blocked for this site, so nothing was looked up. Allow location in your browser's settings and try again, or choose your country below.",
    );
    expect(lookups).toEqual([]);
    await expect(page.getByText(/Detected location/)).toHaveCount(0);
  });

  test('with location granted, the country comes from the IP lookup, once the button is pressed', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['geolocation'], { origin: new URL(baseURL ?? '').origin });
    await context.setGeolocation({ latitude: 52.37, longitude: 4.89 });
    // The public lookup is answered here, so the test never leaves the machine.
    await context.route('https://ipapi.co/**', (route) =>
      route.fulfill({ json: { country_name: 'Netherlands', country_code: 'NL' } }),
    );
    let asked = 0;
    context.on('request', (req) => {
      if (req.url().startsWith('https://ipapi.co/')) asked += 1;
    });
    const shell = new SafetyShell(page);
    await shell.unlockByKeyboard();
    await shell.open('Country');
    // Opening the tab asks nobody, even with location granted: only the button does.
    await page.waitForTimeout(1000);
    expect(asked).toBe(0);
    await page.getByRole('button', { name: 'Look up my country (ipapi.co)' }).click();
    await expect(page.getByText('Detected location: Netherlands')).toBeVisible();
    expect(asked).toBe(1);
    await expect(page.getByRole('combobox', { name: 'Country' })).toHaveValue('NL');
  });
});

import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import sodium from 'libsodium-wrappers-sumo';
import { openPosition } from '../../src/follow/live/open';
import { fromBase64Url } from '../../common/base64url';
import { type PrivateServer, startServer } from '../support/server';
import { SafetyShell } from '../support/shell';

/**
 * Live location for trusted contacts (issue 26), with two browsers: she shares from the Emergency
 * tab (Chromium's geolocation override), her contact follows the link on the page that opens the
 * positions with the key in the fragment. The server (PGlite, as deployed) holds only sealed rows.
 */
const LONDON = { latitude: 51.5073509, longitude: -0.1277583, accuracy: 12 };
const PARIS = { latitude: 48.8583701, longitude: 2.2944813, accuracy: 20 };
const BERLIN = { latitude: 52.5162746, longitude: 13.3777041, accuracy: 15 };
const MADRID = { latitude: 40.4167754, longitude: -3.7037902, accuracy: 10 };
const SHOTS = process.env.LIVE_SHOTS; // a folder: screenshots to look at (390 × 844)

let server: PrivateServer;
test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startServer(Number(process.env.E2E_PRIVATE_PORT ?? 4181) + 45, {
    STORE: 'pglite-memory',
  });
});
test.afterAll(async () => {
  await server?.stop();
});

async function contactPage(browser: Browser, url: string, locale = 'en-GB'): Promise<Page> {
  const context = await browser.newContext({ locale, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

/** What the server's database holds of live location, as text. */
async function storedRows(page: Page): Promise<string> {
  const response = await page.request.get(`${server.url}/api/__mock/location-rows`);
  expect(response.ok()).toBe(true);
  return response.text();
}

async function startSharing(context: BrowserContext, page: Page): Promise<string> {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(LONDON);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(server.url);
  const shell = new SafetyShell(page);
  await shell.unlockByKeyboard();
  await shell.open('Emergency');
  await page.getByRole('button', { name: 'Share Live Location' }).click();
  const linkBox = page.getByRole('textbox', { name: 'Link for your contacts' });
  await expect(linkBox).toHaveValue(/\/follow\/[A-Za-z0-9_-]{22}#[A-Za-z0-9_-]{43}$/, {
    timeout: 30_000,
  });
  await expect(page.getByText('Last position received by the server')).toBeVisible({
    timeout: 30_000,
  });
  return linkBox.inputValue();
}

test('her contact follows her live, the server holds no coordinate, and Stop Sharing ends it', async ({
  browser,
  context,
  page,
}) => {
  test.setTimeout(480_000);
  const link = await startSharing(context, page);
  const { pathname, hash } = new URL(link);
  const id = pathname.split('/').at(-1)!;
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/emergency-live.png`, fullPage: false });

  const contact = await contactPage(browser, `${server.url}${pathname}${hash}`);
  await expect(contact.getByRole('heading', { level: 1, name: 'Live location' })).toBeVisible();
  await expect(contact.getByText('51.50735', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(contact.getByText('-0.12776', { exact: true })).toBeVisible();
  const maps = contact.getByRole('link', { name: 'Open in Maps' });
  await expect(maps).toHaveAttribute('href', /51\.507351/);
  // A link she sent herself carries no contact's token: no notifications to offer.
  await expect(contact.getByRole('button', { name: 'Turn on notifications' })).toHaveCount(0);
  await expect(contact.getByRole('img', { name: 'Trail of the last hour' })).toBeVisible();
  // The copy in a server alert adds the contact's own token (?c=): the page offers notifications
  // beside the same live position.
  const fromAlert = await contactPage(
    browser,
    `${server.url}${pathname}?c=${'T'.repeat(43)}${hash}`,
  );
  await expect(fromAlert.getByText('51.50735', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(fromAlert.getByRole('button', { name: 'Turn on notifications' })).toBeVisible();
  if (SHOTS) await fromAlert.screenshot({ path: `${SHOTS}/follow-from-alert.png`, fullPage: true });
  await fromAlert.context().close();
  // The key never left the fragment: no request the contact's page made carries it.
  const key = hash.slice(1);

  // In Arabic, right to left, for a contact whose browser speaks it.
  const arabic = await contactPage(browser, `${server.url}${pathname}${hash}`, 'ar');
  await expect(arabic.getByRole('heading', { level: 1, name: 'الموقع المباشر' })).toBeVisible();
  await expect(arabic.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(arabic.getByText('51.50735', { exact: true })).toBeVisible({ timeout: 20_000 });
  if (SHOTS) await arabic.screenshot({ path: `${SHOTS}/follow-ar.png`, fullPage: true });
  await arabic.context().close();

  // She moves: the next position (default every 30 s) reaches the page by itself.
  const requests: string[] = [];
  contact.on('request', (request) => requests.push(request.url() + (request.postData() ?? '')));
  await context.setGeolocation(PARIS);
  await expect(contact.getByText('48.85837', { exact: true })).toBeVisible({ timeout: 90_000 });
  await expect(contact.getByText('2.29448', { exact: true })).toBeVisible();
  expect(requests.length).toBeGreaterThan(0);
  for (const request of requests) expect(request).not.toContain(key);

  // The database: sealed rows of this session, and not one coordinate's digits. Its times
  // ("…T17:03:51.507Z") spell "51.507" or "48.858" by chance about one run in 10,000: they are
  // masked before the digits are looked for.
  const rows = (await storedRows(page)).replace(
    /\d{4}-\d\d-\d\d[T ]\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d(:?\d\d)?)/g,
    '<time>',
  );
  expect(rows).toContain(id);
  expect((rows.match(/"sealed"/g) ?? []).length).toBeGreaterThanOrEqual(2);
  for (const digits of ['51.507', '5073509', '0.1277', '48.858', '8583701', '2.2944', '2944813'])
    expect(rows).not.toContain(digits);
  expect(rows).not.toContain(key);

  await page.getByRole('button', { name: 'Stop Sharing' }).click();
  await expect(page.getByRole('button', { name: 'Share Live Location' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(contact.getByText('Sharing has ended')).toBeVisible({ timeout: 15_000 });
  await expect(contact.getByText('48.85837', { exact: true })).toHaveCount(0);
  expect(await storedRows(page)).not.toContain(id);

  // The same link again, and an unknown one: the same answer.
  await contact.reload();
  await expect(contact.getByText('Sharing has ended')).toBeVisible({ timeout: 15_000 });
  await contact.goto(`${server.url}/follow/${'A'.repeat(22)}${hash}`);
  await expect(contact.getByText('Sharing has ended')).toBeVisible({ timeout: 15_000 });
  await contact.context().close();
});

/** The latitudes the server holds for the session, opened with the key, in the order they arrived. */
async function storedLatitudes(page: Page, id: string, key: string): Promise<number[]> {
  await sodium.ready;
  const rows = JSON.parse(await storedRows(page)) as {
    session_id?: string;
    sealed?: string;
    cursor?: string | number;
  }[];
  return rows
    .filter((row) => row.session_id === id && typeof row.sealed === 'string')
    .sort((a, b) => Number(a.cursor) - Number(b.cursor))
    .map((row) => openPosition(sodium, fromBase64Url(key)!, id, row.sealed!)?.lat ?? NaN);
}

test('sharing goes on behind the calculator, and positions taken offline arrive in order after a reload', async ({
  browser,
  context,
  page,
}) => {
  test.setTimeout(840_000);
  const link = await startSharing(context, page);
  const { pathname, hash } = new URL(link);
  const id = pathname.split('/').at(-1)!;
  const key = hash.slice(1);
  const contact = await contactPage(browser, `${server.url}${pathname}${hash}`);
  await expect(contact.getByText('51.50735', { exact: true })).toBeVisible({ timeout: 20_000 });

  // Hide Interface: the calculator shows, nothing of sharing on it, and her positions keep going.
  const shell = new SafetyShell(page);
  await shell.hide();
  await context.setGeolocation(PARIS);
  await expect(contact.getByText('48.85837', { exact: true })).toBeVisible({ timeout: 90_000 });
  expect(await page.locator('body').innerText()).not.toMatch(/live|shar/i);

  // Offline (the service worker serves the app): positions wait sealed in the vault's outbox...
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
  await context.setOffline(true);
  await context.setGeolocation(BERLIN);
  await shell.unlockByKeyboard();
  await shell.open('Emergency');
  await expect(page.getByText(/Positions waiting: [1-9]/)).toBeVisible({ timeout: 30_000 });
  // ...and survive a reload while still offline; the next unlock takes the next one.
  await page.reload();
  await context.setGeolocation(MADRID);
  await shell.unlockByKeyboard();
  await shell.open('Emergency');
  await expect(page.getByText(/Positions waiting: [2-9]/)).toBeVisible({ timeout: 30_000 });
  expect(await storedLatitudes(contact, id, key)).not.toContain(BERLIN.latitude);

  // Online again: they arrive, oldest first, and the contact's page shows the newest.
  await context.setOffline(false);
  await expect(contact.getByText('40.41678', { exact: true })).toBeVisible({ timeout: 90_000 });
  const latitudes = await storedLatitudes(contact, id, key);
  expect(latitudes).not.toContain(NaN);
  const arrived = latitudes.filter((lat, i) => lat !== latitudes[i - 1]);
  expect(arrived).toEqual([LONDON.latitude, PARIS.latitude, BERLIN.latitude, MADRID.latitude]);
  await expect(contact.getByText(/could not be verified/)).toBeHidden();

  await page.getByRole('button', { name: 'Stop Sharing' }).click();
  await expect(contact.getByText('Sharing has ended')).toBeVisible({ timeout: 30_000 });
  await contact.context().close();
});

test('a live link without its key says it is not complete and shows nothing', async ({
  browser,
}) => {
  const id = 'Abcdefghijklmnopqrstuv';
  for (const suffix of ['', '#', '#tooShort']) {
    const page = await contactPage(browser, `${server.url}/follow/${id}${suffix}`);
    await expect(page.getByText('This link is not complete')).toBeVisible();
    await expect(page.getByRole('link')).toHaveCount(0);
    await expect(page.getByText('Latitude')).toBeHidden();
    await page.context().close();
  }
});

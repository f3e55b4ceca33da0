import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '../../api/alerts/testing/smtpSink.test-support';
import { Calculator } from '../support/calculator';
import { SetupDialog } from '../support/profile';
import { type PrivateServer, startServer } from '../support/server';
import { SafetyShell } from '../support/shell';

/**
 * Alerts delivered by the server, as a person meets them: a server as deployed (no test hooks, the
 * embedded database) with SMTP pointed at a real SMTP server in this process. She unlocks on `/`,
 * adds a contact with an email address, turns on Server alerts, and the mail arrives without her
 * touching a link; a check-in deadline she could not cancel alerts the contact with the browser
 * closed; the duress code alerts the contact and the decoy shows nothing of it.
 */
const LONDON = { latitude: 51.5073509, longitude: -0.1277583, accuracy: 12 };
const MAPS = 'https://maps.google.com/?q=51.507351,-0.127758';

let sink: SmtpSink;
let server: PrivateServer;
// One server for the file (its first start runs initdb): each test has its own contact address.
let port = Number(process.env.E2E_PRIVATE_PORT ?? 4181) + 30;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  sink = await startSmtpSink();
  server = await startServer(port++, {
    MOCK_API_TEST_HOOKS: '0',
    STORE: 'pglite-memory',
    SMTP_URL: sink.url,
    SMTP_FROM: 'alerts@example.org',
    ALERTS_POLL_MS: '200',
  });
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

async function prepare(context: BrowserContext): Promise<void> {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(LONDON);
  // No messaging app in a headless browser: the sheet must not try to open one by script.
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'userActivation', {
      get: () => ({ isActive: false, hasBeenActive: true }),
    });
  });
}

async function addContact(page: Page, name: string, email: string): Promise<void> {
  const form = page.getByRole('form', { name: 'New emergency contact' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Phone', { exact: true }).fill('+447700900123');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Relationship', { exact: true }).selectOption('Friend');
  await form.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('tabpanel')).toContainText(name);
}

async function turnOnServerAlerts(page: Page): Promise<void> {
  const toggle = page.getByRole('switch', { name: 'Server alerts' });
  await toggle.scrollIntoViewIfNeeded();
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page.getByText('The server has your contacts and message.')).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText('Email: ready')).toBeVisible();
}

const mailbox = (label: string) => `${label}-${Date.now()}@example.net`;

test('SOS: the mail reaches the contact with the maps link, and the sheet shows it delivered', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await prepare(context);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(server.url);
  const shell = new SafetyShell(page);
  await shell.unlockByKeyboard();
  await shell.open('Emergency');
  const to = mailbox('amal');
  await addContact(page, 'Amal', to);
  await turnOnServerAlerts(page);

  await page.getByRole('button', { name: 'SOS Alert', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'SOS alert' });
  await expect(sheet).toBeVisible();
  const mail = await sink.waitFor((m) => m.to.includes(to), 60_000);
  expect(mail.subject).toBe('Emergency alert');
  expect(mail.text).toContain(MAPS);
  const deliveries = sheet.getByRole('list', { name: 'Alert deliveries' });
  await expect(deliveries.getByRole('listitem')).toHaveText(['Amal: email, delivered'], {
    timeout: 20_000,
  });
  await page.screenshot({ path: test.info().outputPath('sos-delivered.png') });
});

test('the check-in deadline passes with the browser closed: the server alerts the contact', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const context = await browser.newContext({ locale: 'en-GB' });
  await prepare(context);
  const page = await context.newPage();
  // The phone's clock is 15 minutes behind less a few seconds, so the 15-minute timer it starts
  // ends a few seconds from now on the server's clock.
  await page.clock.install({ time: new Date(Date.now() - 15 * 60_000 + 15_000) });
  await page.goto(server.url);
  const shell = new SafetyShell(page);
  await shell.unlockByKeyboard();
  await shell.open('Emergency');
  const to = mailbox('bea');
  await addContact(page, 'Bea', to);
  await turnOnServerAlerts(page);
  await page.getByRole('button', { name: '15 min', exact: true }).click();
  await expect(page.getByText('Held by the server', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await context.close();

  const mail = await sink.waitFor((m) => m.to.includes(to), 90_000);
  expect(mail.subject).toBe('Emergency alert: a check-in was missed');
  expect(mail.text).toContain('did not check in by the time they set');
});

test('the duress code: the contact is alerted and the decoy shows nothing of it', async ({
  page,
  context,
}) => {
  test.setTimeout(300_000);
  await prepare(context);
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await page.goto(server.url);
  const shell = new SafetyShell(page);
  await shell.unlockByKeyboard();
  await shell.open('Emergency');
  await new SetupDialog(page).save('246813', '135792');
  const to = mailbox('chris');
  await addContact(page, 'Chris', to);
  await turnOnServerAlerts(page);
  await shell.hide();

  await new Calculator(page).type('135792=');
  await shell.expectOpen();
  const mail = await sink.waitFor((m) => m.to.includes(to), 60_000);
  expect(mail.subject).toBe('Emergency alert');
  expect(mail.text).toContain(MAPS);

  await shell.open('Emergency');
  await expect(page.getByRole('list', { name: 'Alert deliveries' })).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'SOS alert' })).toHaveCount(0);
  await expect(page.getByRole('tabpanel')).not.toContainText('Chris');
  expect(logged.filter((text) => /alarm|duress|alert|vault/i.test(text))).toEqual([]);
});

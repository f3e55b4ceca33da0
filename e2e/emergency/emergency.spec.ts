import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { Calculator } from '../support/calculator';
import { SetupDialog } from '../support/profile';
import { SafetyShell } from '../support/shell';

/**
 * The SOS core of the Emergency tab: the SOS sheet's links, the contact limit, the check-in timer
 * (at zero, and after a reload past its deadline) and the panic code from the locked calculator.
 * A web page cannot send an SMS: what can be checked is that every link carries the alert.
 */
const LONDON = { latitude: 51.5073509, longitude: -0.1277583, accuracy: 12 };
const MAPS = 'https://maps.google.com/?q=51.507351,-0.127758';
const CONTACTS = [
  { name: 'Amal', phone: '+447700900001', email: 'amal@example.org', relationship: 'Friend' },
  { name: 'Bea', phone: '+447700900002', email: '', relationship: 'Family' },
  { name: 'Chris', phone: '+447700900003', email: 'chris@example.org', relationship: 'Other' },
];

/**
 * Location allowed and fixed in London. A headless browser has no messaging app: a scripted sms:
 * launch leaves Chromium waiting on it and the page stops taking input. Unless `scriptedLaunch`,
 * the page reports "no recent tap", the case in which the sheet opens no app by script (Chrome on
 * Android would block it) and asks for a tap; wa.me is answered by a stub.
 */
async function prepare(context: BrowserContext, scriptedLaunch = false): Promise<void> {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(LONDON);
  if (scriptedLaunch) return;
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'userActivation', {
      get: () => ({ isActive: false, hasBeenActive: true }),
    });
  });
  await context.route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
}

/** Adds trusted contacts through the Emergency tab's Add form (UI contract labels). */
async function addContacts(page: Page, contacts: typeof CONTACTS): Promise<Locator> {
  const form = page.getByRole('form', { name: 'New emergency contact' });
  for (const contact of contacts) {
    await form.getByLabel('Name', { exact: true }).fill(contact.name);
    await form.getByLabel('Phone', { exact: true }).fill(contact.phone);
    await form.getByLabel('Email', { exact: true }).fill(contact.email);
    await form.getByLabel('Relationship', { exact: true }).selectOption(contact.relationship);
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(form.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect(page.getByRole('tabpanel')).toContainText(contact.name);
  }
  return form;
}

async function openEmergencyTab(page: Page): Promise<SafetyShell> {
  const shell = new SafetyShell(page);
  await shell.unlockByKeyboard();
  await shell.open('Emergency');
  return shell;
}

const sheet = (page: Page) => page.getByRole('dialog', { name: 'SOS alert' });

/** The text an app would be handed by a link. */
const linkText = async (link: Locator) =>
  decodeURIComponent((await link.getAttribute('href')) ?? '');

async function expectContactLinks(dialog: Locator, names: string[]): Promise<void> {
  for (const name of names) {
    const sms = dialog.getByRole('link', { name: `Text ${name}`, exact: true });
    await expect(sms).toHaveAttribute('href', /^sms:\+4477009000\d\d\?&body=/);
    expect(await linkText(sms)).toContain(MAPS);
    const whatsapp = dialog.getByRole('link', { name: `WhatsApp ${name}`, exact: true });
    expect(await linkText(whatsapp)).toContain(MAPS);
    const call = dialog.getByRole('link', { name: `Call ${name}`, exact: true });
    await expect(call).toHaveAttribute('href', /^tel:\+4477009000\d\d$/);
  }
}

async function closeSheet(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Close alert', exact: true }).click();
  await expect(sheet(page)).toHaveCount(0);
}

test.beforeEach(async ({ request }) => {
  await request.post('/api/__mock/reset');
});

// A link for each contact with the maps link, the first SMS opened at once; no 4th contact.
test('SOS Alert with three contacts', async ({ page, context }) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Page.enable');
  const launched: string[] = [];
  cdp.on('Page.frameRequestedNavigation', (event) => launched.push(event.url));
  await prepare(context, true);
  await page.goto('/');
  await openEmergencyTab(page);
  const form = await addContacts(page, CONTACTS);
  await expect(form.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();

  await page.getByRole('button', { name: 'SOS Alert', exact: true }).click();
  const dialog = sheet(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'Your phone cannot send these by itself. In each app that opens, press Send.',
  );
  await expect(dialog).toContainText('51.507351, -0.127758');
  await expectContactLinks(dialog, ['Amal', 'Bea', 'Chris']);
  expect(await linkText(dialog.getByRole('link', { name: 'Email Amal', exact: true }))).toContain(
    MAPS,
  );
  await expect(dialog).not.toContainText(/\bsent\b/i);
  // The first contact's SMS, with the location, was handed to the phone without a tap.
  await expect.poll(() => launched.filter((url) => url.startsWith('sms:'))).toHaveLength(1);
  expect(launched[0]).toMatch(/^sms:\+447700900001\?&body=/);
  expect(decodeURIComponent(launched[0] ?? '')).toContain(MAPS);
});

test.describe('check-in timer', () => {
  const START = new Date('2026-03-01T10:00:00Z');

  test('at zero, opens the SOS alert with a destructive toast', async ({ page, context }) => {
    await prepare(context);
    await page.clock.install({ time: START });
    await page.goto('/');
    const shell = await openEmergencyTab(page);
    await addContacts(page, CONTACTS.slice(0, 1));
    await page.getByRole('button', { name: '15 min', exact: true }).click();
    await expect(page.getByRole('timer')).toContainText(/Time left: 1[45]:\d\d/);
    await page.getByRole('button', { name: 'Cancel Timer', exact: true }).click();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await page.getByRole('button', { name: '15 min', exact: true }).click();

    await page.clock.fastForward('15:01');
    const dialog = sheet(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your check-in time ran out');
    // 15 minutes without input locked the interface (idle lock): the sheet names no one.
    await expect(shell.tablist).toHaveCount(0);
    await expectContactLinks(dialog, ['Contact 1']);
    await expect(dialog).not.toContainText('Amal');
    await expect(shell.toasts).toContainText('Check-in time ran out');
  });

  // Closed past its deadline, the alert opens as soon as the app opens again.
  test('after a reload past the deadline', async ({ page, context }) => {
    await prepare(context);
    await page.clock.install({ time: START });
    await page.goto('/');
    const shell = await openEmergencyTab(page);
    await addContacts(page, CONTACTS.slice(0, 2));
    await page.getByRole('button', { name: '15 min', exact: true }).click();
    await expect(page.getByRole('timer')).toBeVisible();
    await shell.hide();

    await page.goto('about:blank'); // the app is closed
    await page.clock.setSystemTime(new Date(START.getTime() + 2 * 60 * 60_000));
    const calc = new Calculator(page);
    await calc.goto('/'); // locked, after a "reload"
    const dialog = sheet(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your check-in time ran out');
    // Locked: whoever holds the phone sees "Contact 1", "Contact 2", never who they are.
    await expectContactLinks(dialog, ['Contact 1', 'Contact 2']);
    await expect(dialog).not.toContainText(/Amal|Bea|7700/);

    // Once: after closing it, another reload does not fire it again.
    await closeSheet(page);
    await page.reload();
    await calc.expectVisible();
    await page.clock.fastForward('01:00');
    await expect(sheet(page)).toHaveCount(0);
  });
});

test('the panic code 123# from the locked calculator after a reload', async ({ page, context }) => {
  await prepare(context);
  await page.goto('/');
  const shell = await openEmergencyTab(page);
  await addContacts(page, CONTACTS.slice(0, 2));
  await shell.hide();
  await page.reload();
  const calc = new Calculator(page);
  await calc.expectVisible();

  await page.keyboard.type('123#');
  const dialog = sheet(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Sending alerts to emergency contacts...');
  await expect(dialog).toContainText('51.507351, -0.127758');
  // Whoever typed 123# alerts the real contacts but does not learn who they are.
  await expectContactLinks(dialog, ['Contact 1', 'Contact 2']);
  await expect(dialog).not.toContainText(/Amal|Bea|7700|example\.org/);
  await expect(dialog).toContainText('Tap each link below');
  await expect(shell.tablist).toHaveCount(0);

  // A tapped link is marked "Opened" (WhatsApp opens in a new tab, answered here by a stub).
  const whatsapp = dialog.getByRole('link', { name: 'WhatsApp Contact 2', exact: true });
  await expect(whatsapp.locator('..')).not.toContainText('Opened');
  const [popup] = await Promise.all([page.waitForEvent('popup'), whatsapp.click()]);
  expect(decodeURIComponent(popup.url())).toContain(`https://wa.me/447700900002?text=`);
  expect(decodeURIComponent(popup.url())).toContain(MAPS);
  await popup.close();
  await expect(whatsapp.locator('..')).toContainText('Opened');

  await closeSheet(page);
  await calc.expectDisplay('0'); // the gate reset the calculator; nothing else changed it
  await expect(page).toHaveTitle('Calculator');
});

test.describe('duress code', () => {
  test('the decoy hides the real check-in timer; the alarm asks for no position and reaches the server once', async ({
    page,
    request,
  }) => {
    // Location was never allowed: any position request would be a visible prompt.
    await page.addInitScript(() => {
      const calls = { count: 0 };
      Object.defineProperty(window, '__positionRequests', { value: calls });
      const original = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
      navigator.geolocation.getCurrentPosition = (...args) => {
        calls.count += 1;
        original(...args);
      };
    });
    // The first delivery fails (the network drops): the alarm must be sent again.
    const keys: string[] = [];
    let failures = 1;
    await page.route('**/api/checkin', async (route) => {
      // Pulls (GET) by the real vault's outbox go through untouched.
      if (route.request().method() !== 'POST') return route.continue();
      keys.push((await route.request().headerValue('idempotency-key')) ?? '');
      if (failures-- > 0) await route.abort('internetdisconnected');
      else await route.continue();
    });

    await page.goto('/');
    const shell = await openEmergencyTab(page);
    await new SetupDialog(page).save('246813', '135792');
    await page.getByRole('button', { name: '60 min', exact: true }).click();
    await expect(page.getByRole('timer')).toBeVisible();
    await shell.hide();

    const calc = new Calculator(page);
    await calc.type('135792=');
    await shell.expectOpen();
    await shell.open('Emergency');
    await expect(page.getByRole('button', { name: '60 min', exact: true })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Cancel Timer', exact: true })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: 'SOS alert' })).toHaveCount(0);

    await expect
      .poll(async () => (await (await request.get('/api/__mock/state')).json()).checkins, {
        timeout: 20_000,
      })
      .toEqual([expect.objectContaining({ status: 'help', location: 'Location unavailable' })]);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect(
      await page.evaluate(
        () =>
          (window as never as { __positionRequests: { count: number } }).__positionRequests.count,
      ),
    ).toBe(0);
  });
});

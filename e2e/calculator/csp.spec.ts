import { createHash, randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page, type Response } from '@playwright/test';
import { Calculator } from '../support/calculator';
import { holdScripts } from '../support/holdScripts';
import { SafetyShell, TAB_NAMES } from '../support/shell';

// The server's Content-Security-Policy allows no inline style but the built pages' own <style>
// elements, by their hashes (server/headers.ts). The pages must look the same under it, and nothing
// the app does may be refused (a refused style is a `securitypolicyviolation` event and a console
// message).

test.use({ viewport: { width: 390, height: 844 } });

/** Every CSP violation in the page's documents and console, across navigations. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __cspViolation: (text: string) => void })
          .__cspViolation;
        void report(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
      },
      true,
    );
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** The page's style-src allows exactly its own <style> elements by hash, and no inline style else. */
async function expectStylesAllowedByHash(response: Response | null): Promise<void> {
  const csp = (await response!.allHeaders())['content-security-policy'] ?? '';
  const styleSrc = csp.split(';').find((d) => d.trim().startsWith('style-src')) ?? '';
  expect(styleSrc).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-inline');
  const html = await response!.text();
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
  expect(styles).toHaveLength(1);
  expect(styleSrc).toContain(
    `'sha256-${createHash('sha256').update(styles[0]!).digest('base64')}'`,
  );
}

const background = (element: Locator) =>
  element.evaluate((el) => getComputedStyle(el).backgroundColor);

test.describe('the first screen, before any script has run', () => {
  // page.route does not see what a service worker serves.
  test.use({ serviceWorkers: 'block' });

  test('is styled by its inline stylesheet, which the policy allows by its hash', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const scripts = await holdScripts(page);
    const response = await page.goto('/', { waitUntil: 'commit' });
    await expectStylesAllowedByHash(response);
    const calc = new Calculator(page);
    await calc.expectVisible();
    await scripts.asked();
    // Only the inline <style> is there yet (the app's stylesheets come with its scripts): black
    // body, orange operator keys.
    expect(await background(page.locator('body'))).toBe('rgb(0, 0, 0)');
    expect(await background(calc.key('Equals'))).toBe('rgb(255, 159, 10)');
    await scripts.release();
    await calc.type('7+2=');
    await calc.expectDisplay('9');
    expect(violations).toEqual([]);
  });
});

test('the calculator, the safety interface, a dialog and a toast show with no CSP violation', async ({
  page,
}) => {
  // Unlocking (Argon2id) and thirteen tabs: minutes on a busy machine, never assumed fast.
  test.setTimeout(360_000);
  const violations = await watchViolations(page);
  await page.goto('/');
  const calc = new Calculator(page);
  await calc.type('12×3=');
  await calc.expectDisplay('36');

  const shell = new SafetyShell(page);
  await calc.type('C');
  await shell.unlockByClicks();
  for (const name of TAB_NAMES) {
    await shell.open(name);
    await shell.expectPanelLoaded();
  }

  // A Radix dialog: the fake call.
  await shell.open('Evidence');
  await shell.button('Start Fake Call').click();
  const incoming = page.getByRole('dialog', { name: 'Incoming call' });
  await expect(incoming).toBeVisible();
  await incoming.getByRole('button', { name: 'Decline', exact: true }).click();
  await expect(incoming).toHaveCount(0);

  // A toast (Radix), announced in the Notifications region.
  await shell.open('Emergency');
  await shell.button("I'm OK").click();
  await expect(shell.toasts).toContainText(/Check-in Recorded/);
  expect(violations).toEqual([]);
});

test('the trusted contact’s page is styled by its inline stylesheet, with no CSP violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  const response = await page.goto(`/follow/${randomBytes(32).toString('base64url')}`);
  await expectStylesAllowedByHash(response);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Alerts from someone who trusts you' }),
  ).toBeVisible();
  // A card on a tinted page: its inline <style> applied.
  const main = page.locator('main');
  await expect(main).toHaveCSS('border-top-left-radius', '16px');
  expect(violations).toEqual([]);
});

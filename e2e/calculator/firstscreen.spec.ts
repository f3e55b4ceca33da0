import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { Calculator } from '../support/calculator';
import { holdScripts } from '../support/holdScripts';
import { watchKeyDerivations } from '../support/profile';

// The keypad is painted from index.html before the module script has run. Here that script is
// held back (page.route) to make the gap as long as a slow phone's: presses made in it must count.
// page.route does not see what a service worker serves: keep the worker out of it.
test.use({ serviceWorkers: 'block' });

test('keys pressed before the script has run count, in order, and the CSP allows only the inline scripts of the build', async ({
  page,
}) => {
  const scripts = await holdScripts(page);
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });

  const response = await page.goto('/', { waitUntil: 'commit' });
  const calc = new Calculator(page);
  await calc.expectVisible();
  // The module script has been asked for and is held: no handler of main.ts is attached yet.
  await scripts.asked();

  // The first number shows at once (the inline script); what follows the operator waits for the
  // module script.
  await calc.type('7');
  await calc.expectDisplay('7');
  await calc.type('+');
  await page.keyboard.press('2');
  await calc.expectDisplay('7');

  await scripts.release();
  await calc.expectDisplay('2');
  await calc.type('=');
  await calc.expectDisplay('9');

  // The page's inline scripts are allowed by their hashes, and nothing inline is allowed otherwise.
  const csp = (await response!.allHeaders())['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).not.toContain('unsafe-inline');
  const html = await response!.text();
  const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(inline).toHaveLength(2);
  for (const script of inline) {
    expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
  }
  expect(blocked).toEqual([]);
});

/** The scripts the page has loaded, and whether React DOM's (the chunk defining `createRoot`) is one. */
function reactDomLoaded(page: Page): Promise<{ scripts: number; reactDom: boolean }> {
  return page.evaluate(async () => {
    const scripts = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.endsWith('.js'));
    const texts = await Promise.all(scripts.map((url) => fetch(url).then((r) => r.text())));
    return {
      scripts: scripts.length,
      reactDom: texts.some((text) => text.includes('.createRoot=')),
    };
  });
}

// React's DOM is one task of 30-100 ms on this machine (several times that on a cheap phone): the
// locked calculator does not run it until someone types, and what only it can show (a panic's SOS
// sheet, a toast, the update bar) loads it then (emergency.spec.ts: the check-in alarm after a
// reload). Its chunk is the one that defines `createRoot`.
test('the locked calculator loads no React DOM until a key is pressed, then loads it at once', async ({
  page,
}) => {
  const calc = new Calculator(page);
  await calc.goto('/');
  await calc.expectVisible();
  // The locked work at idle (the panic's action, the watchers and triggers) has loaded by then.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  const before = await reactDomLoaded(page);
  expect(before.scripts).toBeGreaterThan(1);
  expect(before.reactDom).toBe(false);

  await calc.type('7');
  await calc.expectDisplay('7');
  await expect.poll(async () => (await reactDomLoaded(page)).reactDom).toBe(true);
  await calc.type('+2=');
  await calc.expectDisplay('9');
});

// Where the vault has been set up, someone opening the calculator may have a code to type: at idle
// the KDF worker readies Argon2id's memory (a warm-up message, with no code in it), so that the
// first derivation is as fast as the next ones. Without a vault it takes no memory for it. React's
// DOM still waits for a key either way.
test('where a vault exists, the locked calculator readies the key derivation at idle, before any key', async ({
  page,
}) => {
  const workers = await watchKeyDerivations(page);
  const idleState = async () => ({
    posted: await workers.kinds(),
    reactDom: (await reactDomLoaded(page)).reactDom,
  });
  const calc = new Calculator(page);
  await calc.goto('/');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  expect(await idleState()).toEqual({ posted: [], reactDom: false });

  // 77777 creates the vault (and its key ring).
  await calc.type('77777');
  await expect(page.getByRole('tablist')).toBeVisible({ timeout: 30_000 });

  await page.reload();
  await calc.expectVisible();
  await expect.poll(idleState, { timeout: 10_000 }).toEqual({ posted: ['warm'], reactDom: false });
  // The calculator still works, and the warm-up did not stand in the way of the code.
  await calc.type('12+3=');
  await calc.expectDisplay('15');
  await calc.type('77777');
  await expect(page.getByRole('tablist')).toBeVisible();
});

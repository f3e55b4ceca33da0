import { expect, type Page, test } from '@playwright/test';
import { Calculator } from '../support/calculator';
import { SafetyShell } from '../support/shell';

/**
 * Holds the vault's key derivations: the KDF worker's answers (`{ id, key }`) wait until the test
 * releases them, so the seconds a slow phone spends deriving a key last as long as the test needs,
 * whatever this machine's speed. Call before the page loads.
 */
async function holdKeyDerivations(page: Page) {
  await page.addInitScript(() => {
    const held: (() => void)[] = [];
    let holding = true;
    Object.assign(window, {
      __holdKeys: () => (holding = true),
      __releaseKeys: () => {
        holding = false;
        for (const answer of held.splice(0)) answer();
      },
    });
    const isKey = (data: unknown) => Boolean(data && typeof data === 'object' && 'key' in data);
    window.Worker = class extends window.Worker {
      override set onmessage(handler: ((event: MessageEvent) => void) | null) {
        super.onmessage = handler
          ? (event: MessageEvent) => {
              if (holding && isKey(event.data)) held.push(() => handler.call(this, event));
              else handler.call(this, event);
            }
          : null;
      }
      override get onmessage() {
        return super.onmessage;
      }
    };
  });
  return {
    hold: () => page.evaluate(() => (window as unknown as { __holdKeys: () => void }).__holdKeys()),
    release: () =>
      page.evaluate(() => (window as unknown as { __releaseKeys: () => void }).__releaseKeys()),
  };
}

// A phone; reduced motion makes the dimming a steady state instead of a pulse, to read it exactly.
test.use({ viewport: { width: 390, height: 844 } });

test('while a typed code is checked the digits dim, for a code and a sum that looks like one alike', async ({
  page,
}) => {
  const keys = await holdKeyDerivations(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const calc = new Calculator(page);
  const shell = new SafetyShell(page);
  await calc.goto('/');
  await expect(calc.display).not.toHaveAttribute('aria-busy');
  await expect(calc.display).toHaveCSS('opacity', '1');

  // The first screen's calculator: 77777 on a fresh install.
  await calc.type('77777');
  await expect(calc.display).toHaveText('77777');
  await expect(calc.display).toHaveAttribute('aria-busy', 'true');
  await expect(calc.display).toHaveCSS('opacity', '0.45');
  await expect(shell.tablist).toHaveCount(0);
  await keys.release();
  await shell.expectOpen();
  await shell.hide();

  // React's calculator (after Hide): a sum ending in six digits and "=" is checked as a code could
  // be, and looks the same, then shows its result as any calculator.
  await keys.hold();
  await calc.type('12+345678=');
  await expect(calc.display).toHaveText('345690');
  await expect(calc.display).toHaveAttribute('aria-busy', 'true');
  await expect(calc.display).toHaveCSS('opacity', '0.45');
  await keys.release();
  await expect(calc.display).not.toHaveAttribute('aria-busy', { timeout: 30_000 });
  await expect(calc.display).toHaveCSS('opacity', '1');
  await expect(calc.display).toHaveText('345690');
  await expect(shell.tablist).toHaveCount(0);

  // A sum too short to be a code checks nothing, and nothing dims.
  await calc.type('C12+34=');
  await expect(calc.display).toHaveText('46');
  await expect(calc.display).not.toHaveAttribute('aria-busy');
  await expect(calc.display).toHaveCSS('opacity', '1');
});

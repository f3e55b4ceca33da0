import { Calculator } from '../support/calculator';
import { expect, test } from '../support/server';
import { SafetyShell, TAB_NAMES } from '../support/shell';
import { installOffline } from '../support/offline';

interface ManifestIcon {
  src: string;
  sizes?: string;
  type?: string;
  purpose?: string;
}

test('the linked manifest installs as "Calculator" with 192, 512 and maskable PNG icons', async ({
  page,
  request,
}) => {
  await page.goto('/');
  // Browsers use the first manifest link; any further one must not point elsewhere.
  const hrefs = await page
    .locator('link[rel="manifest"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(new Set(hrefs).size).toBe(1);
  const manifestUrl = new URL(hrefs[0]!);
  const response = await request.get(manifestUrl.href);
  expect(response.status()).toBe(200);
  const manifest = await response.json();
  expect(manifest.name).toBe('Calculator');
  expect(manifest.short_name).toBe('Calculator');
  expect(manifest.display).toBe('standalone');

  const icons: ManifestIcon[] = manifest.icons;
  const sizes = icons.flatMap((icon) => (icon.sizes ?? '').split(/\s+/));
  expect(sizes).toContain('192x192');
  expect(sizes).toContain('512x512');
  expect(icons.some((icon) => (icon.purpose ?? '').split(/\s+/).includes('maskable'))).toBe(true);

  for (const icon of icons) {
    const iconResponse = await request.get(new URL(icon.src, manifestUrl).href);
    expect(iconResponse.status(), icon.src).toBe(200);
    expect(iconResponse.headers()['content-type'], icon.src).toMatch(/^image\/png/);
    const bytes = await iconResponse.body();
    expect(bytes.subarray(1, 4).toString('latin1'), `${icon.src} is a PNG`).toBe('PNG');
  }
});

test.describe('offline, with the server stopped', () => {
  test('the calculator, the code and every tab keep working', async ({ page, privateServer }) => {
    await installOffline(page, privateServer.url);
    await privateServer.stop();
    await expect
      .poll(() =>
        page.request.get(privateServer.url).then(
          () => 'up',
          () => 'down',
        ),
      )
      .toBe('down');

    await page.reload();
    const calc = new Calculator(page);
    await calc.expectVisible();
    await calc.type('2+2=');
    await calc.expectDisplay('4');

    const shell = new SafetyShell(page);
    await shell.unlockByClicks();
    await shell.open('Help');
    await expect(shell.panel.getByRole('heading', { name: /quick start/i })).toBeVisible();
    // Every panel is its own chunk: each must come from the cache.
    for (const name of TAB_NAMES) {
      await shell.open(name);
      await shell.expectPanelLoaded();
    }
    await shell.hide();
    await calc.expectDisplay('0');
  });

  test('"/" and its scripts come straight from Cache Storage, without the worker (static routes)', async ({
    page,
    privateServer,
  }) => {
    await installOffline(page, privateServer.url);
    await privateServer.stop();
    await page.goto(privateServer.url);
    const calc = new Calculator(page);
    await calc.type('7');
    await calc.expectDisplay('7');
    // Chromium reports which source of the worker's router answered each request.
    const sources = await page.evaluate(() => {
      type Timing = PerformanceResourceTiming & { workerMatchedSourceType?: string };
      const navigation = performance.getEntriesByType('navigation')[0] as Timing;
      const scripts = (performance.getEntriesByType('resource') as Timing[]).filter((entry) =>
        new URL(entry.name).pathname.startsWith('/assets/'),
      );
      return {
        page: navigation.workerMatchedSourceType,
        scripts: [...new Set(scripts.map((entry) => entry.workerMatchedSourceType))],
      };
    });
    expect(sources).toEqual({ page: 'cache', scripts: ['cache'] });
  });

  test('/landing still loads', async ({ page, privateServer }) => {
    await installOffline(page, privateServer.url);
    await privateServer.stop();
    await page.goto(`${privateServer.url}/landing`);
    await expect(page.getByRole('heading', { name: 'Calculator', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In to Continue' })).toBeVisible();
  });
});

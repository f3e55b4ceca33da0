import { expect, test } from '@playwright/test';
import { Calculator } from '../support/calculator';
import { SafetyShell, TAB_NAMES } from '../support/shell';

interface Seen {
  url: string;
  from: 'page' | 'service worker' | 'context';
}

test('every request, the service worker included, stays on 127.0.0.1', async ({
  page,
  context,
}) => {
  const seen: Seen[] = [];
  context.on('request', (request) =>
    seen.push({ url: request.url(), from: request.serviceWorker() ? 'service worker' : 'context' }),
  );
  page.on('request', (request) => seen.push({ url: request.url(), from: 'page' }));
  page.on('websocket', (socket) => seen.push({ url: socket.url(), from: 'page' }));

  const calc = new Calculator(page);
  await calc.goto('/');
  // Let the service worker install and precache, so its own fetches are recorded too.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 10_000,
  });
  await calc.type('12+3=');
  await calc.expectDisplay('15');

  const shell = new SafetyShell(page);
  await shell.unlockByClicks();
  for (const name of TAB_NAMES) {
    await shell.open(name);
    await shell.expectPanelLoaded();
  }
  await shell.hide();
  await calc.expectDisplay('0');
  await page.waitForLoadState('networkidle');

  const network = seen.filter(({ url }) => !/^(data|blob|about):/.test(url));
  expect(network.length).toBeGreaterThan(0);
  expect(network.some(({ from }) => from === 'service worker')).toBe(true);
  const foreign = network.filter(({ url }) => new URL(url).hostname !== '127.0.0.1');
  expect(foreign, 'requests to another host').toEqual([]);
});

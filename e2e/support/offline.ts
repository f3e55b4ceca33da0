import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { Calculator } from './calculator';
import { startServer, type PrivateServer } from './server';
import { SafetyShell } from './shell';

/** Loads the app and waits until the service worker controls the page (everything precached). */
export async function installOffline(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await new Calculator(page).expectVisible();
  const controlled = (timeout: number) =>
    page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout })
      .then(
        () => true,
        () => false,
      );
  if (await controlled(10_000)) return;
  // A worker that installed without claiming this page controls it after a reload.
  await page.reload();
  expect(await controlled(5_000), 'the service worker controls the page').toBe(true);
}

/** What the reference server holds, through the test hook (`MOCK_API_TEST_HOOKS=1`). */
export async function serverState<T>(request: APIRequestContext, url: string): Promise<T> {
  return (await (await request.get(`${url}/api/__mock/state`)).json()) as T;
}

/**
 * The offline outbox tests' start: the app installed from `privateServer`, that server stopped,
 * the page reloaded and unlocked. Returns the shell and the port the server comes back on.
 */
export async function unlockWithServerStopped(
  page: Page,
  privateServer: PrivateServer,
): Promise<{ shell: SafetyShell; port: number }> {
  const port = Number(new URL(privateServer.url).port);
  await installOffline(page, privateServer.url);
  await privateServer.stop();
  await page.reload();
  const shell = new SafetyShell(page);
  await shell.unlockByClicks();
  return { shell, port };
}

/**
 * A reload (the page starts locked; what waits to be sent is sealed in the vault), then the server
 * started again on `port` for `run`, and stopped after it.
 */
export async function reloadWithServerBack(
  page: Page,
  port: number,
  run: (server: PrivateServer) => Promise<void>,
): Promise<void> {
  await page.reload();
  await new Calculator(page).expectVisible();
  const server = await startServer(port);
  try {
    await run(server);
  } finally {
    await server.stop();
  }
}

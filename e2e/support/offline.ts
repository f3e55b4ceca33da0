import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { Calculator } from './calculator';

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

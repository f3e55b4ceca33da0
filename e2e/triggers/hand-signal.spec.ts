import { expect, test } from '@playwright/test';
import { modelFiles, openPanicTab, prepare, watchRequests, withVideo } from '../support/hands';

/**
 * The hand signal in Chromium with the real model, its camera fed a rendered hand showing the Signal
 * for Help (e2e/fixtures/hand-signal.mjpeg, made by e2e/support/make-hand-videos.mjs). The model
 * runs on the CPU here (software WebGL and WASM on a shared machine), hence the long waits.
 */
test.use(withVideo('hand-signal.mjpeg'));
test.describe.configure({ timeout: 480_000 });

test('loads the model from our origin only once turned on, and the signal raises the alarm', async ({
  page,
  context,
  baseURL,
}) => {
  await prepare(context);
  const urls = watchRequests(page);
  await openPanicTab(page);
  expect(modelFiles(urls)).toEqual([]);

  // The worker controls the page, so it sees the model's requests (and keeps them, below).
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, {
    timeout: 30_000,
  });
  await page.getByRole('switch', { name: 'Hand signal' }).click();
  await expect(page.getByText('Watching for the hand signal')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('switch', { name: 'Hand signal' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  // The script, the WASM and the model came from this origin; nothing from anywhere else.
  expect(modelFiles(urls).length).toBeGreaterThanOrEqual(5);
  const origin = new URL(baseURL ?? '').origin;
  expect(urls.filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin)).toEqual([]);
  // Kept for offline use by the worker's run-time cache, under a neutral name.
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('files-1')).keys()).length))
    .toBeGreaterThanOrEqual(5);

  await expect(page.getByRole('dialog', { name: 'SOS alert' })).toBeVisible({
    timeout: 90_000,
  });
});

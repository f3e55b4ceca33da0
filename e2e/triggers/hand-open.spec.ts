import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { liveVideoTracks, openPanicTab, prepare, withVideo } from '../support/hands';

/**
 * The hand signal in Chromium with the real model, its camera fed a rendered open hand, thumb out
 * (e2e/fixtures/open-hand.mjpeg): seen, never the signal. The camera stops with the switch and on
 * Hide Interface.
 */
test.use(withVideo('open-hand.mjpeg'));
test.describe.configure({ timeout: 480_000 });

test('sees the hand but raises nothing; the camera stops with the switch and on Hide Interface', async ({
  page,
  context,
}) => {
  await prepare(context);
  const shell = await openPanicTab(page);
  await page.getByRole('switch', { name: 'Test mode' }).click();
  await page.getByRole('switch', { name: 'Hand signal' }).click();
  await expect(page.getByText('Watching for the hand signal')).toBeVisible({ timeout: 60_000 });

  // Test mode shows what the detector sees: the hand, not the signal, frame after frame.
  const seen = page.locator('[data-pose]');
  await expect(seen).toHaveText('A hand, but not the signal', { timeout: 60_000 });
  await expect(page.getByText(/frames a second/)).toBeVisible({ timeout: 20_000 });
  await page.waitForTimeout(6_000);
  await expect(seen).toHaveText('A hand, but not the signal');
  await expect(page.getByText('The hand signal would raise the alarm now.')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'SOS alert' })).toHaveCount(0);
  // The Panic tab with the detector's view open passes axe too.
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

  expect(await liveVideoTracks(page)).toBe(1);
  await page.getByRole('switch', { name: 'Hand signal' }).click();
  await expect(page.getByRole('switch', { name: 'Hand signal' })).toHaveAttribute(
    'aria-checked',
    'false',
  );
  expect(await liveVideoTracks(page)).toBe(0);

  await page.getByRole('switch', { name: 'Hand signal' }).click();
  await expect(page.getByText('Watching for the hand signal')).toBeVisible({ timeout: 60_000 });
  expect(await liveVideoTracks(page)).toBe(1);
  await shell.hide();
  expect(await liveVideoTracks(page)).toBe(0);
});

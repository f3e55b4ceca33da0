import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { SetupDialog } from '../support/profile';
import { SafetyShell } from '../support/shell';

// Each test unlocks (an Argon2id derivation) and scrolls: time on a loaded machine, never a race.
test.describe.configure({ timeout: 180_000 });

// A phone: the first screen after the code is what a person in danger meets first.
test.use({ viewport: { width: 390, height: 844 } });

/** Within this many pixels from the top, on a 390×844 screen, without scrolling. */
const FIRST_SCREEN_PX = 400;

function sosTexts(language: 'en' | 'ar'): { sos: string; call: string } {
  const file = new URL(`../../locales/${language}/sos.json`, import.meta.url);
  const { card } = JSON.parse(readFileSync(file, 'utf8')) as {
    card: { sos: string; call: string };
  };
  // The region is the United Kingdom until one is chosen or detected: 999.
  return { sos: card.sos, call: card.call.replace('{{number}}', '999') };
}

async function unlockFresh(page: Page, language: 'en' | 'ar'): Promise<SafetyShell> {
  if (language !== 'en') {
    await page.addInitScript((code) => localStorage.setItem('calculator-language', code), language);
  }
  await page.goto('/');
  await expect(page.getByRole('button', { name: '7', exact: true })).toBeVisible();
  const shell = new SafetyShell(page);
  await shell.unlockByKeyboard();
  return shell;
}

/** The element's box lies within the first `px` pixels of the page, and the page is not scrolled. */
async function expectOnFirstScreen(page: Page, element: Locator, px = FIRST_SCREEN_PX) {
  await expect(element).toBeInViewport({ ratio: 1 });
  const box = (await element.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(px);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

for (const language of ['en', 'ar'] as const) {
  test(`after 77777 on a fresh install the SOS button and the emergency call are on the first screen (${language})`, async ({
    page,
  }) => {
    const shell = await unlockFresh(page, language);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const texts = sosTexts(language);
    const panel = shell.panel;
    const sos = panel.getByRole('button', { name: texts.sos });
    const call = panel.getByRole('button', { name: texts.call, exact: true });
    await expect(sos).toBeVisible();
    await expectOnFirstScreen(page, sos);
    await expectOnFirstScreen(page, call);
    // They are the first controls of the first tab.
    await expect(panel.getByRole('button').first()).toHaveAccessibleName(new RegExp(texts.sos));
  });
}

test('the own-code suggestion is one line with a button, below the tabs; its button opens the card', async ({
  page,
}) => {
  const shell = await unlockFresh(page, 'en');
  const setup = new SetupDialog(page);
  await expect(setup.suggestion).toBeVisible();
  await expect(setup.dialog).toHaveCount(0);
  // One line: no taller than its button (44 px) and a little.
  const line = (await setup.suggestion.boundingBox())!;
  expect(line.height).toBeLessThanOrEqual(48);
  // Below the tab bar, so that it pushes nothing of the first tab down.
  const tabs = (await shell.tablist.boundingBox())!;
  expect(line.y).toBeGreaterThan(tabs.y + tabs.height);
  await expect(setup.suggestion).toBeInViewport({ ratio: 1 });

  await setup.open();
  await expect(page.getByRole('heading', { name: 'Choose your own code' })).toBeFocused();
  await expect(setup.dialog).toBeInViewport();
  await setup.notNow();
  await expect(setup.suggestion).toHaveCount(0);
});

test('a day later, the own-code suggestion shows again', async ({ page }) => {
  const start = new Date('2026-04-14T09:00:00Z').getTime();
  // Date.now() is fixed (timers still run): the test moves the day on by itself.
  await page.clock.setFixedTime(start);
  const shell = await unlockFresh(page, 'en');
  const setup = new SetupDialog(page);
  await expect(setup.suggestion).toBeVisible();
  await shell.hide();

  await page.clock.setFixedTime(start + 24 * 60 * 60 * 1000 + 60_000);
  await shell.unlockByKeyboard();
  await expect(setup.suggestion).toBeVisible();
  await expect(setup.dialog).toHaveCount(0);
});

test('the tab bar shows that it scrolls: Emergency, Evidence and Panic first, an arrow to the rest', async ({
  page,
}) => {
  const shell = await unlockFresh(page, 'en');
  await expect(shell.tabs.nth(0)).toHaveText('Emergency');
  await expect(shell.tabs.nth(1)).toHaveText('Evidence');
  await expect(shell.tabs.nth(2)).toHaveText('Panic');
  for (const name of ['Emergency', 'Evidence', 'Panic'] as const) {
    await expect(shell.tab(name)).toBeInViewport({ ratio: 1 });
  }
  await expect(shell.tab('Help')).not.toBeInViewport();

  const more = page.getByRole('button', { name: 'More tabs', exact: true });
  const previous = page.getByRole('button', { name: 'Previous tabs', exact: true });
  await expect(more).toBeVisible();
  await expect(previous).toHaveCount(0);
  // A thumb's target.
  const target = (await more.boundingBox())!;
  expect(target.width).toBeGreaterThanOrEqual(44);
  expect(target.height).toBeGreaterThanOrEqual(44);

  // Each press brings more tabs into sight, until the last one; then the arrow goes.
  const list = (await shell.tablist.boundingBox())!;
  const cutOffAtTheEnd = () =>
    shell.tabs.evaluateAll(
      (tabs, end) => tabs.filter((tab) => tab.getBoundingClientRect().right > end + 0.5).length,
      list.x + list.width,
    );
  // The row scrolls smoothly: a press is judged once it has stopped moving (the arrow may go
  // only at the very end of the scroll).
  const scrollLeft = () => shell.tablist.evaluate((list) => list.scrollLeft);
  const settled = async () => {
    const before = await scrollLeft();
    await page.waitForTimeout(200);
    return before === (await scrollLeft());
  };
  for (let press = 0; press < 13; press += 1) {
    await expect.poll(settled, { timeout: 15_000 }).toBe(true);
    if ((await more.count()) === 0) break;
    const cutOff = await cutOffAtTheEnd();
    await more.click();
    await expect.poll(cutOffAtTheEnd).toBeLessThan(cutOff);
  }
  await expect.poll(settled, { timeout: 15_000 }).toBe(true);
  await expect(shell.tab('Help')).toBeInViewport({ ratio: 1 });
  await expect(more).toHaveCount(0);
  await expect(previous).toBeVisible();
  await expect(shell.tab('Emergency')).not.toBeInViewport();
});

test('the tab a link selects scrolls into sight', async ({ page }) => {
  const shell = await unlockFresh(page, 'en');
  await shell.open('Tools');
  await expect(shell.tab('Tools')).toBeInViewport({ ratio: 1 });
  await expect(shell.tab('Evidence')).not.toBeInViewport();
  // The Tools tab's link to the Evidence tab.
  await shell.panel.getByRole('button', { name: 'Open Evidence Recording' }).click();
  await expect(shell.tab('Evidence')).toHaveAttribute('aria-selected', 'true');
  await expect(shell.tab('Evidence')).toBeInViewport({ ratio: 1 });
});

#!/usr/bin/env node
// Typing lab (issue 14): does the interface's warm-up, which starts at the first key, hold up the
// keys typed after it? Fresh pages (no service worker, as on a first visit) of the production
// build; after a pause (300 ms: typing at once; 1,500 ms: after a look at the screen), a mouse
// types 7 8 9 + 1 2 3 = with TYPING_GAP_MS (default 150) between keys. Each interaction's duration
// comes from the browser's Event Timing API (from the input to the next paint, in steps of 8 ms,
// the measure behind Interaction to Next Paint); the table gives, over TYPING_RUNS pages (default
// 7), the median and worst of each page's slowest key. `npm run build` first.
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../scripts/chromium.mjs';
import { startAppServer } from './coldstart.mjs';

const RUNS = Number(process.env.TYPING_RUNS ?? 7);
const GAP_MS = Number(process.env.TYPING_GAP_MS ?? 150);
const PAUSES_MS = [300, 1500];
const KEYS = ['7', '8', '9', 'Add', '1', '2', '3', 'Equals'];

const server = startAppServer();
const browser = await chromium.launch(CHROMIUM_LAUNCH);
try {
  const url = await server.started;
  const rows = [];
  for (const pause of PAUSES_MS) {
    const slowest = [];
    for (let run = 0; run < RUNS; run++) {
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        serviceWorkers: 'block',
      });
      const page = await context.newPage();
      await page.addInitScript(() => {
        window.__events = [];
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) window.__events.push(e.duration);
        }).observe({ type: 'event', durationThreshold: 16, buffered: true });
      });
      await page.goto(url);
      await page.getByRole('button', { name: '7', exact: true }).waitFor();
      await page.waitForTimeout(pause);
      // Where the keys are, found first: a locator's click waits for the page's main thread (its
      // checks run there), so it would never land in a long task. The mouse does not wait.
      const points = [];
      for (const name of KEYS) {
        const box = await page.getByRole('button', { name, exact: true }).boundingBox();
        points.push([box.x + box.width / 2, box.y + box.height / 2]);
      }
      for (const [x, y] of points) {
        await page.mouse.click(x, y);
        await page.waitForTimeout(GAP_MS);
      }
      await page.waitForTimeout(300);
      const display = await page.getByRole('status', { name: 'Display' }).textContent();
      if (display?.trim() !== '912') throw new Error(`the keys typed 789+123= showed ${display}`);
      slowest.push(Math.max(0, ...(await page.evaluate(() => window.__events))));
      await context.close();
    }
    slowest.sort((a, b) => a - b);
    rows.push([pause, slowest[Math.floor(slowest.length / 2)], slowest.at(-1)]);
  }
  console.log(
    `Typing lab, ${RUNS} pages per row, ${GAP_MS} ms between keys, Chromium ${browser.version()}`,
  );
  console.log('pause before typing   slowest key, median   slowest key, worst');
  for (const [pause, med, worst] of rows)
    console.log(
      `${`${pause} ms`.padEnd(22)}${`${med} ms`.padStart(20)}${`${worst} ms`.padStart(21)}`,
    );
} finally {
  await browser.close();
  await server.stop();
}

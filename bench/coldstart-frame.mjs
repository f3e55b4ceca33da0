#!/usr/bin/env node
// Coldstart frame lab (issue 14): the main thread's work before the first contentful paint, by
// trace event, for the plain calculator page and variants of ours. Where bench/coldstart-lab.mjs
// compares first paints (whose noise here is ±10 ms), this splits the work: parsing, style, layout,
// paint, scripts. Each variant loads N times (FRAME_RUNS, default 10) from a tiny HTTP server with a
// warm cache and no service worker, interleaved; every figure is a median in ms.
//
// Variants (FRAME_VARIANTS picks, any of bench/firstScreenVariants.mjs): by default baseline
// (bench/baseline/index.html), ours (dist/index.html), ours-bare (markup and styles), ours-oneweight
// (bare, every text at the regular weight), ours-onesize (bare, one weight and one size).
// `npm run build` first.
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../scripts/chromium.mjs';
import { firstScreenVariants } from './firstScreenVariants.mjs';
import { startStaticServer } from './support/static.mjs';

const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const RUNS = Number(process.env.FRAME_RUNS ?? 10);
const VARIANTS = firstScreenVariants(ROOT);
const EVENTS = ['ParseHTML', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'EvaluateScript'];
const pick = (
  process.env.FRAME_VARIANTS ?? 'baseline,ours,ours-bare,ours-oneweight,ours-onesize'
).split(',');

const stat = await startStaticServer(DIST, (variant) => VARIANTS[variant] ?? null);
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const context = await browser.newContext({
  viewport: { width: 390, height: 844 },
  serviceWorkers: 'block',
});

/** One traced load: ms from navigation start to FCP, and each event's total before FCP. */
async function tracedLoad(variant) {
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ['devtools.timeline', 'blink', 'loading'] });
  await page.goto(`${stat.url}?${variant}`, { waitUntil: 'load' });
  await page.waitForTimeout(300);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  await page.close();
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const start =
    events.find((e) => e.name === 'navigationStart') ??
    events.find((e) => e.name === 'ResourceSendRequest');
  const main = events.find(
    (e) => e.name === 'thread_name' && e.pid === fcp.pid && e.args.name === 'CrRendererMain',
  );
  const sums = { fcp: (fcp.ts - start.ts) / 1000 };
  for (const e of events) {
    if (e.pid !== main.pid || e.tid !== main.tid || e.ph !== 'X' || !EVENTS.includes(e.name))
      continue;
    if (e.ts >= start.ts && e.ts < fcp.ts) sums[e.name] = (sums[e.name] ?? 0) + e.dur / 1000;
  }
  return sums;
}

const results = {};
try {
  for (const v of pick) await tracedLoad(v); // warm-up, not measured
  for (let round = 0; round < RUNS; round++)
    for (const v of pick) (results[v] ??= []).push(await tracedLoad(v));
} finally {
  await browser.close();
  await stat.stop();
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const columns = ['fcp', ...EVENTS];
console.log(
  `Coldstart frame lab, ${RUNS} traced loads each, medians in ms before the first contentful paint`,
);
console.log('variant'.padEnd(16) + columns.map((c) => c.padStart(17)).join(''));
for (const [v, loads] of Object.entries(results)) {
  const cells = columns.map((c) =>
    median(loads.map((l) => l[c] ?? 0))
      .toFixed(1)
      .padStart(17),
  );
  console.log(v.padEnd(16) + cells.join(''));
}

#!/usr/bin/env node
// Coldstart lab (issue 14): where do our extra milliseconds go? Loads variants of the first page,
// interleaved (one load of each per round, so the shared machine's load spreads evenly), through
// the two ways they can arrive:
//
//  http:<variant>  a tiny node:http server with a warm HTTP cache, the service worker blocked
//                  (how bench/baseline is loaded)
//  sw:<variant>    our service worker's static route with the server stopped: the variant's HTML
//                  is written into the worker's `pages-<hash>` cache, which answers "/"
//
// Variants: baseline (bench/baseline/index.html), ours (dist/index.html) and ours with parts
// removed (LAB_VARIANTS picks, e.g. LAB_VARIANTS=baseline,ours). Same probe and measure as
// bench/coldstart.mjs. `npm run build` first. BENCH_RUNS sets the rounds (default 15).
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../scripts/chromium.mjs';
import {
  installServiceWorker,
  measureLoad,
  probe,
  startAppServer,
  summarize,
} from './coldstart.mjs';
import { firstScreenVariants } from './firstScreenVariants.mjs';
import { startStaticServer } from './support/static.mjs';

const ROOT = join(import.meta.dirname, '..');
const DIST = join(ROOT, 'dist');
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const VIEWPORT = { width: 390, height: 844 };

const VARIANTS = firstScreenVariants(ROOT);
// The frame lab's font variants are for traces; here the default is the rest.
const LAB_DEFAULT = Object.keys(VARIANTS).filter((v) => !/oneweight|onesize/.test(v));
const pick = (process.env.LAB_VARIANTS ?? LAB_DEFAULT.join(',')).split(',');
const ROUTES = (process.env.LAB_ROUTES ?? 'http,sw').split(',');
const works = (variant) => !/noinline|noentry|bare|oneweight|onesize/.test(variant);

/** Writes `html` as the worker's copy of "/" (the static route's cache), keeping its headers. */
async function setWorkerPage(context, url, html) {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'commit' });
    await page.evaluate(async (html) => {
      const name = await (await caches.match('/', { cacheName: 'pages-current' })).text();
      const cache = await caches.open(name);
      const old = await cache.match('/');
      const headers = new Headers(old.headers);
      // The variants' inline scripts are not the hashed ones.
      headers.delete('content-security-policy');
      await cache.put('/', new Response(html, { headers }));
    }, html);
  } finally {
    await page.close();
  }
}

const browser = await chromium.launch(CHROMIUM_LAUNCH);
const ms = (v) => (v === null ? '–' : v.toFixed(1).padStart(7));
try {
  const loads = {};
  const httpContext = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
  await httpContext.addInitScript(probe);
  const swContext = await browser.newContext({ viewport: VIEWPORT });
  await swContext.addInitScript(probe);

  // dist/ with "/?<variant>" answering that variant's HTML (main.ts needs "/").
  const stat = await startStaticServer(DIST, (variant) => VARIANTS[variant] ?? null);
  const app = startAppServer();
  const appUrl = (await app.started).replace(/\/?$/, '/');
  await installServiceWorker(swContext, appUrl);
  await app.stop();

  const targets = [];
  for (const v of pick) {
    if (ROUTES.includes('http')) targets.push({ name: `http:${v}`, v, url: `${stat.url}?${v}` });
    if (ROUTES.includes('sw')) targets.push({ name: `sw:${v}`, v, url: appUrl });
  }
  const measure = async (t) => {
    if (t.name.startsWith('sw:')) await setWorkerPage(swContext, appUrl, VARIANTS[t.v]);
    const context = t.name.startsWith('sw:') ? swContext : httpContext;
    if (works(t.v)) return measureLoad(context, t.url);
    // Paint only: the page cannot be used.
    const page = await context.newPage();
    try {
      await page.goto(t.url, { waitUntil: 'load' });
      const paint = await page.evaluate(async () => {
        const cs = window.__coldstart;
        for (let i = 0; i < 100 && !cs.paint['first-contentful-paint']; i++)
          await new Promise((r) => setTimeout(r, 20));
        return cs.paint;
      });
      return { fcp: paint['first-contentful-paint'] ?? null, tti: null };
    } finally {
      await page.close();
    }
  };
  for (const t of targets) await measure(t); // warm-up, not measured
  for (let round = 0; round < RUNS; round++) {
    for (const t of targets) (loads[t.name] ??= []).push(await measure(t));
  }
  await stat.stop();
  console.log(`Coldstart lab, ${RUNS} rounds, Chromium ${browser.version()}`);
  console.log('target                  FCP med   FCP p90   TTI med   TTI p90');
  for (const [name, l] of Object.entries(loads)) {
    const s = summarize(l);
    console.log(
      `${name.padEnd(22)} ${ms(s.fcpMedian)}   ${ms(s.fcpP90)}   ${ms(s.ttiMedian)}   ${ms(s.ttiP90)}`,
    );
  }
} finally {
  await browser.close();
}

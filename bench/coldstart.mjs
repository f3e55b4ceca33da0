// Coldstart benchmark: how fast does the installed app paint and become a usable calculator,
// compared with a tiny vanilla-JS calculator page?
//
//  ours:     production server started once so the service worker installs and takes control,
//            then the server is STOPPED and RUNS fresh pages are loaded from the SW alone.
//  baseline: bench/baseline/index.html from a tiny node:http server (kept running, HTTP cache
//            warm after one unmeasured load).
// The loads alternate, one of each per round, so a shared machine's changing load affects both.
//
// Per load, inside the page (performance.now(), origin = navigation start):
//  FCP  first-contentful-paint from the 'paint' PerformanceObserver
//  TTI  time until the button named "7" is on screen AND a real mouse click on it has made the
//       <output> named "Display" read "7" (time taken in a MutationObserver on the display).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../scripts/chromium.mjs';
import { measureCriticalPath } from '../scripts/size-budget.mjs';
import { LIGHTHOUSE_GOALS, runLighthouseMedian } from './lighthouse.mjs';
import { startStaticServer } from './support/static.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_SCRIPT = join(ROOT, 'dist-server', 'serve.js');
const DIST_INDEX = join(resolve(ROOT, process.env.DIST_DIR ?? 'dist'), 'index.html'); // serve.js honours DIST_DIR too
const BASELINE_DIR = join(ROOT, 'bench', 'baseline');
const RESULTS_FILE = join(ROOT, 'bench', 'results', 'coldstart.json');
// Overridable: several checkouts may bench on one machine.
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4190);
const RUNS = Number(process.env.BENCH_RUNS ?? 15);
const VIEWPORT = { width: 390, height: 844 };
/** Issue 14: ours ≤ 1.2x the plain HTML calculator, first paint and first working key press. */
const COLDSTART_RATIO_GOAL = 1.2;
const LAUNCH = CHROMIUM_LAUNCH;

// ---- In-page probe (runs at document start in every page of the context) ---------------------
export function probe() {
  const cs = (window.__coldstart = { paint: {} });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) cs.paint[e.name] = e.startTime;
  }).observe({ type: 'paint', buffered: true });

  // Accessible name, good enough for buttons and <output>: labelledby > aria-label > <label> > text.
  const text = (els) =>
    els
      .map((e) => e?.textContent ?? '')
      .join(' ')
      .trim();
  const name = (el) => {
    const ids = el.getAttribute('aria-labelledby');
    if (ids) return text(ids.split(/\s+/).map((id) => document.getElementById(id)));
    if (el.getAttribute('aria-label')) return el.getAttribute('aria-label').trim();
    if (el.labels?.length) return text([...el.labels]);
    return text([el]);
  };
  const onScreen = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight;
  };
  let display = null;
  cs.findSeven = () => {
    const seven = [...document.querySelectorAll('button')].find((b) => name(b) === '7');
    if (!display?.isConnected)
      display = [...document.querySelectorAll('output')].find((o) => name(o) === 'Display');
    if (!seven || !display || !onScreen(seven)) return null;
    const r = seven.getBoundingClientRect();
    return { t: performance.now(), x: r.left + r.width / 2, y: r.top + r.height / 2 };
  };

  // Resolves when the "7" key and the display exist (DOM mutations + a 5 ms poll for layout).
  cs.ready = new Promise((resolve) => {
    const check = () => {
      const found = cs.findSeven();
      if (!found) return;
      mo.disconnect();
      clearInterval(timer);
      resolve(found);
    };
    const mo = new MutationObserver(check);
    mo.observe(document, { childList: true, subtree: true, attributes: true });
    const timer = setInterval(check, 5);
  });

  // When the module script took over from index.html's inline recorder (it removes the recorder's
  // global): from then on every key works, not only the first digits the recorder shows itself.
  cs.attached = null;
  const poll = setInterval(() => {
    if ('__early' in window) cs.sawRecorder = true;
    else if (cs.sawRecorder) {
      cs.attached = performance.now();
      clearInterval(poll);
    }
  }, 2);
  setTimeout(() => clearInterval(poll), 10_000);

  // Resolves with the time the display first reads "7".
  cs.shown = new Promise((resolve) => {
    const mo = new MutationObserver(() => {
      if (display?.isConnected && display.textContent.trim() === '7') {
        mo.disconnect();
        resolve(performance.now());
      }
    });
    mo.observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** One cold load in a fresh page: returns { fp, fcp, ready, tti, clicks, failedRequests }. */
export async function measureLoad(context, url) {
  const page = await context.newPage();
  const failed = [];
  page.on('requestfailed', (r) => failed.push(r.url()));
  try {
    await page.goto(url, { waitUntil: 'commit' });
    const ready = await page.evaluate(() => window.__coldstart.ready);
    let tti = null;
    let target = ready;
    let clicks = 0;
    while (tti === null && clicks < 10) {
      await page.mouse.click(target.x, target.y);
      clicks++;
      tti = await page.evaluate(() =>
        Promise.race([window.__coldstart.shown, new Promise((r) => setTimeout(r, 500, null))]),
      );
      if (tti === null)
        target = (await page.evaluate(() => window.__coldstart.findSeven())) ?? target;
    }
    if (tti === null) throw new Error(`clicking "7" never made the Display read "7" (${url})`);
    const paint = await page.evaluate(async () => {
      const cs = window.__coldstart;
      for (let i = 0; i < 100 && !cs.paint['first-contentful-paint']; i++)
        await new Promise((r) => setTimeout(r, 20));
      return cs.paint;
    });
    const attached = await page.evaluate(async () => {
      const cs = window.__coldstart;
      for (let i = 0; i < 100 && cs.sawRecorder && cs.attached === null; i++)
        await new Promise((r) => setTimeout(r, 20));
      return cs.attached;
    });
    return {
      attached,
      fp: paint['first-paint'] ?? null,
      fcp: paint['first-contentful-paint'] ?? null,
      ready: ready.t,
      tti,
      clicks,
      failedRequests: failed,
    };
  } finally {
    await page.close();
  }
}

/**
 * RUNS loads of each target, interleaved (one of each per round): on a shared machine the load
 * changes within a minute, and measuring one target after the other put the change in the ratio.
 */
async function measureTargets(targets) {
  const loads = targets.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [k, { context, url }] of targets.entries())
      loads[k].push(await measureLoad(context, url));
  }
  return loads;
}

// ---- Servers ---------------------------------------------------------------------------------
/** Starts dist-server/serve.js and resolves once it prints "Calculator+ ready at …". */
export function startAppServer() {
  const child = spawn(process.execPath, [SERVER_SCRIPT], {
    cwd: ROOT,
    // The in-memory store: PGlite's first start runs initdb for seconds, and the first screen
    // does not touch the store.
    env: { STORE: 'memory', ...process.env, PORT: String(APP_PORT), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const started = new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error(`server not ready after 20 s:\n${out}`)),
      20_000,
    );
    const onData = (chunk) => {
      out += chunk;
      const m = out.match(/Calculator\+ ready at (\S+)/);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', (chunk) => (out += chunk));
    exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`server exited (code ${code}) before it was ready:\n${out}`));
    });
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const t = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(t);
  };
  return { started, stop, pid: child.pid };
}

/** Loads the app once and makes sure its service worker controls the page. */
export async function installServiceWorker(context, url) {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'load' });
    const waitForControl = () =>
      page.evaluate(async () => {
        const timeout = (ms) => new Promise((r) => setTimeout(r, ms, 'timeout'));
        if ((await Promise.race([navigator.serviceWorker.ready, timeout(20_000)])) === 'timeout')
          return 'no service worker became active within 20 s';
        for (let i = 0; i < 50 && !navigator.serviceWorker.controller; i++) await timeout(100);
        return navigator.serviceWorker.controller ? 'ok' : 'not controlled';
      });
    let state = await waitForControl();
    if (state === 'not controlled') {
      await page.reload({ waitUntil: 'load' });
      state = await waitForControl();
    }
    if (state !== 'ok') throw new Error(`service worker setup failed: ${state}`);
  } finally {
    await page.close();
  }
}

async function isListening(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

// ---- Bench -----------------------------------------------------------------------------------
export const median = (xs) => quantile(xs, 0.5);
export function quantile(xs, q) {
  const s = xs.filter((x) => x !== null).sort((a, b) => a - b);
  return s.length ? s[Math.max(0, Math.ceil(q * s.length) - 1)] : null; // nearest rank
}
export const summarize = (loads) => ({
  fcpMedian: median(loads.map((l) => l.fcp)),
  fcpP90: quantile(
    loads.map((l) => l.fcp),
    0.9,
  ),
  ttiMedian: median(loads.map((l) => l.tti)),
  ttiP90: quantile(
    loads.map((l) => l.tti),
    0.9,
  ),
});

/**
 * Runs the coldstart bench. options.baselineOnly skips our app (no build needed).
 * Returns { title, columns, rows, notes } for bench/run.mjs to print.
 */
export async function run({ baselineOnly = false } = {}) {
  if (!baselineOnly && (!existsSync(SERVER_SCRIPT) || !existsSync(DIST_INDEX))) {
    const error = new Error(
      'coldstart: dist/ or dist-server/serve.js is missing — run `npm run build` first.',
    );
    error.expected = true;
    throw error;
  }

  const cleanups = [];
  const cleanup = async () => {
    while (cleanups.length)
      await cleanups
        .pop()()
        .catch(() => {});
  };
  const onSignal = () => cleanup().then(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const browser = await chromium.launch(LAUNCH);
    cleanups.push(() => browser.close());
    const newContext = async () => {
      const context = await browser.newContext({ viewport: VIEWPORT });
      await context.addInitScript(probe);
      return context;
    };
    const results = {};
    let lighthouseResult = null;
    const targets = [];

    if (!baselineOnly) {
      const context = await newContext();
      const server = startAppServer();
      cleanups.push(server.stop);
      const url = (await server.started).replace(/\/?$/, '/');
      await installServiceWorker(context, url);
      // Lighthouse's mobile profile while the server still runs (a first visit: it clears storage).
      lighthouseResult = await runLighthouseMedian(url);
      await server.stop();
      if (await isListening(url)) throw new Error(`${url} still answers after stopping the server`);
      targets.push({
        name: 'ours',
        context,
        url,
        conditions: 'service worker only, server stopped',
      });
    }

    const baseline = await startStaticServer(BASELINE_DIR);
    cleanups.push(baseline.stop);
    const context = await newContext();
    await measureLoad(context, baseline.url); // warm the HTTP cache, not measured
    targets.push({
      name: 'baseline',
      context,
      url: baseline.url,
      conditions: 'warm HTTP cache, server running',
    });
    const loads = await measureTargets(targets);
    for (const [k, { name, url, conditions }] of targets.entries())
      results[name] = { url, conditions, loads: loads[k] };

    for (const r of Object.values(results)) r.summary = summarize(r.loads);
    const ratio = (k) =>
      results.ours && results.baseline.summary[k]
        ? results.ours.summary[k] / results.baseline.summary[k]
        : null;
    const ratios = results.ours
      ? Object.fromEntries(Object.keys(results.baseline.summary).map((k) => [k, ratio(k)]))
      : null;

    const json = {
      date: new Date().toISOString(),
      chromium: browser.version(),
      runs: RUNS,
      viewport: VIEWPORT,
      ...results,
      ratiosOursOverBaseline: ratios,
      ratioGoal: COLDSTART_RATIO_GOAL,
      lighthouse: lighthouseResult,
      lighthouseGoals: LIGHTHOUSE_GOALS,
    };
    mkdirSync(dirname(RESULTS_FILE), { recursive: true });
    writeFileSync(RESULTS_FILE, `${JSON.stringify(json, null, 2)}\n`);

    const ms = (v) => (v === null ? '–' : v.toFixed(1));
    const rows = Object.entries(results).map(([target, r]) => [
      `${target} (${r.conditions})`,
      ...Object.values(r.summary).map(ms),
    ]);
    if (ratios) {
      rows.push([
        'ratio ours/baseline',
        ...Object.values(ratios).map((v) => (v === null ? '–' : `${v.toFixed(2)}x`)),
      ]);
      // The goal is on the medians (first paint and first working key press).
      rows.push([
        `goal (medians ≤ ${COLDSTART_RATIO_GOAL}x)`,
        ...Object.entries(ratios).map(([k, v]) =>
          !/median/i.test(k) ? '' : v !== null && v <= COLDSTART_RATIO_GOAL ? 'met' : 'NOT met',
        ),
      ]);
    }
    const lh = lighthouseResult;
    const lighthouseNotes = !lh
      ? []
      : lh.error
        ? [`Lighthouse: not run (${lh.error}).`]
        : [
            `Lighthouse mobile (simulated) on /: performance ${lh.performance} (goal ${LIGHTHOUSE_GOALS.performance}, ${lh.performance >= LIGHTHOUSE_GOALS.performance ? 'met' : 'NOT met'}), ` +
              `largest paint ${ms(lh.lcpMs)} ms (goal ≤ ${LIGHTHOUSE_GOALS.lcpMs}, ${lh.lcpMs !== null && lh.lcpMs <= LIGHTHOUSE_GOALS.lcpMs ? 'met' : 'NOT met'}), ` +
              `first paint ${ms(lh.fcpMs)} ms, blocking ${ms(lh.tbtMs)} ms, CLS ${lh.cls?.toFixed(3) ?? '–'}, speed index ${ms(lh.siMs)} ms ` +
              `(the median of ${lh.scores.length} runs: scores ${lh.scores.join(' / ')}, blocking ${lh.tbtRuns.join(' / ')} ms).`,
          ];
    const attachedNote = (() => {
      const times = results.ours?.loads.map((l) => l.attached).filter((t) => t !== null) ?? [];
      if (!times.length) return [];
      return [
        `ours: the module script took over from the inline recorder (every key works, not only the first digits it shows) ` +
          `at ${ms(median(times))} ms median, ${ms(quantile(times, 0.9))} p90; the plain page's script is inline.`,
      ];
    })();
    // Issue 14's third first-screen goal: what `npm test`'s size budget checks, printed here too.
    const criticalNotes = (() => {
      if (baselineOnly) return [];
      const critical = measureCriticalPath(dirname(DIST_INDEX));
      const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
      return [
        `Critical-path JavaScript of /: ${kb(critical.gzip)} gzip (goal ≤ ${kb(critical.budget)}, ` +
          `${critical.gzip <= critical.budget ? 'met' : 'NOT met'}): ` +
          critical.files.map((f) => `${f.name} ${kb(f.gzip)}`).join(', ') +
          '.',
      ];
    })();
    const failed = Object.values(results).flatMap((r) => r.loads.flatMap((l) => l.failedRequests));
    return {
      title: `Coldstart, ${RUNS} loads per target (interleaved), Chromium ${browser.version()}, ${VIEWPORT.width}x${VIEWPORT.height}`,
      columns: ['target', 'FCP median ms', 'FCP p90', 'TTI-calc median ms', 'TTI-calc p90'],
      rows,
      notes: [
        'TTI-calc = navigation start → "7" on screen and a real click on it shows 7 in the Display.',
        ...attachedNote,
        ...lighthouseNotes,
        ...criticalNotes,
        ...(failed.length ? [`${failed.length} failed request(s), e.g. ${failed[0]}`] : []),
        `JSON: ${RESULTS_FILE}`,
      ],
    };
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await cleanup();
  }
}

// Hand-signal benchmark (issue 10): the real model in headless Chromium, its fake camera playing
// e2e/fixtures/hand-signal.mjpeg (a rendered Signal for Help, looping every LOOP_S seconds).
//
//  before    every request from the first load, unlock and opening the Panic tab: none may be a
//            model file (/assets/m/), and the service worker's precache must list none.
//  bytes     the model files fetched once the `Hand signal` switch is turned on (all from our
//            origin), and the time from the switch to "Watching for the hand signal".
//  fps       detection frames a second, as the app itself counts them (test mode's view).
//  latency   gesture to alarm: the fake camera starts at the first frame of the file when it is
//            opened, so the fist first shows at FIST_AT_S + k × LOOP_S after getUserMedia
//            resolved; each "would raise the alarm" (test mode: one new line per fire) is
//            measured against the last such moment. Approximate to the camera's start (one video frame).
import { spawn } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SERVER_SCRIPT = join(ROOT, 'dist-server', 'serve.js');
const DIST = join(ROOT, process.env.DIST_DIR ?? 'dist');
const VIDEO = join(ROOT, 'e2e', 'fixtures', 'hand-signal.mjpeg');
const PORT = Number(process.env.BENCH_HANDS_PORT ?? 4440);
const FIRES = Number(process.env.BENCH_HAND_FIRES ?? 3);
// e2e/support/make-hand-videos.mjs: 2.5 s open palm, 0.4 s fold, 2.5 s fist, at 30 frames a second.
const FIST_AT_S = 2.9;
const LOOP_S = 162 / 30;

function startServer() {
  const child = spawn(process.execPath, [SERVER_SCRIPT], {
    cwd: ROOT,
    env: { STORE: 'memory', ...process.env, PORT: String(PORT), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const started = new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server not ready:\n${out}`)), 20_000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const m = out.match(/Calculator\+ ready at (\S+)/);
      if (!m) return;
      clearTimeout(timer);
      resolve(m[1]);
    });
    child.stderr.on('data', (chunk) => (out += chunk));
  });
  return { started, stop: () => child.kill('SIGTERM') };
}

/** In every page: when the camera opened, and when each "would fire" line appeared. */
function probe() {
  const state = (window.__hands = { cameraAt: null, fires: [] });
  const original = MediaDevices.prototype.getUserMedia;
  MediaDevices.prototype.getUserMedia = async function (constraints) {
    const stream = await original.call(this, constraints);
    if (constraints?.video) state.cameraAt = performance.now();
    return stream;
  };
  // Test mode puts a new line in the page for each fire (TestModeCard keys it by the fire's count).
  new MutationObserver((records) => {
    const added = records.flatMap((r) => [...r.addedNodes]);
    const fired = added.some(
      (node) =>
        node instanceof Element &&
        node.matches('.triggers-test-result') &&
        node.textContent === 'The hand signal would raise the alarm now.',
    );
    if (fired) state.fires.push(performance.now());
  }).observe(document, { subtree: true, childList: true });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;

export async function run() {
  const server = startServer();
  const origin = await server.started;
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${VIDEO}`,
    ],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.grantPermissions(['camera']);
    await context.addInitScript(probe);
    const page = await context.newPage();
    const modelResponses = [];
    const foreign = [];
    let switchedOn = false;
    const before = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^https?:$/.test(url.protocol) && url.origin !== origin) foreign.push(url.href);
      if (!switchedOn) before.push(url.pathname);
    });
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (!url.pathname.startsWith('/assets/m/')) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      modelResponses.push({ path: url.pathname, bytes: body.length });
    });

    await page.goto(origin);
    await page.keyboard.type('77777');
    await page.getByRole('tablist').waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Panic' }).click();
    await page.getByRole('switch', { name: 'Test mode' }).click();
    const modelBefore = before.filter((path) => path.startsWith('/assets/m/'));
    const precache = readFileSync(join(DIST, 'sw.js'), 'utf8');
    const precached = (precache.match(/assets\/m\//g) ?? []).length;

    switchedOn = true;
    const t0 = Date.now();
    await page.getByRole('switch', { name: 'Hand signal' }).click();
    await page.getByText('Watching for the hand signal').waitFor({ timeout: 120_000 });
    const startMs = Date.now() - t0;

    const latencies = [];
    for (let i = 0; i < FIRES; i++) {
      await page.waitForFunction((n) => window.__hands.fires.length > n, i, { timeout: 120_000 });
      const { cameraAt, fires } = await page.evaluate(() => window.__hands);
      const since = (fires[i] - cameraAt) / 1000 - FIST_AT_S;
      latencies.push(since - Math.floor(since / LOOP_S) * LOOP_S);
    }
    const caption = await page.locator('.triggers-hand-view figcaption').textContent();
    const fps = Number(caption?.match(/([\d.]+)\u2069? frames a second/)?.[1] ?? Number.NaN);

    const fetched = modelResponses.reduce((sum, r) => sum + r.bytes, 0);
    const shipped = readdirSync(join(DIST, 'assets', 'm')).reduce(
      (sum, name) => sum + statSync(join(DIST, 'assets', 'm', name)).size,
      0,
    );
    const sorted = [...latencies].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    return {
      title: `Hand signal (issue 10): @mediapipe/hands lite, headless Chromium, software WebGL, ${FIRES} gestures`,
      columns: ['measure', 'value'],
      rows: [
        ['model requests before the switch (load, unlock, Panic tab)', modelBefore.length],
        ['model files in the service worker precache', precached],
        ['requests to other hosts', foreign.length],
        ['model files fetched after the switch', modelResponses.length],
        ['model bytes fetched after the switch', `${kb(fetched)}`],
        ['model bytes shipped (SIMD + plain WASM builds)', `${kb(shipped)}`],
        ['switch on → watching (camera + model start)', `${(startMs / 1000).toFixed(1)} s`],
        ['detection frames a second', fps.toFixed(1)],
        ['gesture → alarm, median', `${median.toFixed(2)} s`],
        ['gesture → alarm, each', latencies.map((l) => l.toFixed(2)).join(' / ') + ' s'],
      ],
      notes: [
        'Gesture → alarm runs from the first video frame showing the fist to the alarm line; it',
        'includes waiting for the next detection frame (1 / fps) and the model’s time on it.',
        `Software WebGL and WASM on a shared machine (load average ${loadavg()[0].toFixed(1)} at the end);`,
        'no phone was measured.',
      ],
    };
  } finally {
    await browser.close();
    server.stop();
  }
}

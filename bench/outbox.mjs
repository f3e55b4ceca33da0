// Outbox benchmark, in headless Chromium, in one run: the time to drain 1,000 queued operations
// (a mix of journal entries, watchlist names, community reports, check-ins and usage counts)
// against the reference API served by the real server (dist-server/serve.js) over HTTP, through
// the real encrypted vault in the browser's IndexedDB. Printed as operations per second, for a few
// numbers of calls in flight (the app uses 4).
//
// How: a small page (written to a temp folder, importing the app's own modules) is built with
// Vite and served under /bench/ next to a copy of dist/. It queues the operations with the
// outbox stopped (as if they were made offline), then starts it and times until the queue is
// empty; the server's state is checked afterwards (every operation applied exactly once).
//
//   node bench/run.mjs outbox          (needs `npm run build` first)
//   OUTBOX_OPS=5000 node bench/run.mjs outbox
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../scripts/chromium.mjs';
import { buildBenchPage, copyApp, requireBuild } from './support/page.mjs';
import { startServer } from './support/server.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OPS = Number(process.env.OUTBOX_OPS ?? 1000);
const CONCURRENCY = [1, 4, 8];

const src = (path) => JSON.stringify(join(ROOT, 'src', path));
const PAGE_SCRIPT = `
import { recordCheckIn } from ${src('features/emergency/checkIn/checkInRepository.ts')};
import { addJournalEntry } from ${src('features/journal/journalRepository.ts')};
import { addCommunityReport, addWatchlistItem, outboxIdle, startOutbox, stopOutbox, trackUsage } from ${src('sync/outbox/index.ts')};
import { getVaultDatabase, isVaultOpen, unlockWithCode } from ${src('vault/index.ts')};
import { setMinimalKdfForTests } from ${src('vault/vault.ts')};

const TEXT = 'today he shouted again about money and took my phone for an hour, I waited in the car. '.repeat(4);
const WRITES = [
  [0.3, (i) => addJournalEntry(i + ' ' + TEXT)],
  [0.5, (i) => addWatchlistItem('Name ' + i)],
  [0.65, (i) => addCommunityReport('scam', 'Report ' + i)],
  [0.8, (i) => recordCheckIn(i % 2 ? 'safe' : 'help', '51.5,-0.12')],
  [1, (i) => trackUsage(['audio', 'photo', 'video'][i % 3])],
];

window.outboxBench = async (ops, concurrency) => {
  setMinimalKdfForTests(); // the bench is about the outbox, not the key derivation
  if (!isVaultOpen() && (await unlockWithCode('77777')) !== 'real') throw new Error('no vault');
  stopOutbox();
  const db = getVaultDatabase();
  for (const table of ['outbox', 'journal', 'watchlist', 'communityReports', 'checkins', 'usage']) {
    await db.table(table).clear();
  }
  await fetch('/api/__mock/reset', { method: 'POST' });
  const queueStart = performance.now();
  for (let i = 0; i < ops; i++) {
    const x = ((i * 7919) % 1000) / 1000;
    await WRITES.find(([upTo]) => x < upTo)[1](i);
  }
  const queueMs = performance.now() - queueStart;
  const queued = await db.outbox.count();
  const drainStart = performance.now();
  startOutbox({ concurrency, events: null });
  while ((await db.outbox.count()) > 0) await (await outboxIdle(), new Promise((r) => setTimeout(r, 5)));
  await outboxIdle();
  const drainMs = performance.now() - drainStart;
  stopOutbox();
  const state = await (await fetch('/api/__mock/state')).json();
  const applied = Object.values(state.writes).reduce((a, b) => a + b, 0);
  return { queued, queueMs, drainMs, applied };
};
`;

export async function run() {
  requireBuild('outbox', { app: true });
  const temp = mkdtempSync(join(os.tmpdir(), 'calculator-outbox-bench-'));
  const cleanups = [() => rmSync(temp, { recursive: true, force: true })];
  try {
    const site = copyApp(join(temp, 'site'));
    await buildBenchPage({
      name: 'outbox',
      dir: join(temp, 'page'),
      outDir: join(site, 'bench'),
      script: PAGE_SCRIPT,
    });
    // The embedded store next to the site copy, removed with it.
    const server = startServer(
      'outbox',
      { DATA_DIR: join(site, '..', 'data'), MOCK_API_TEST_HOOKS: '1' },
      site,
    );
    cleanups.push(server.stop);
    const url = await server.ready;
    const browser = await chromium.launch(CHROMIUM_LAUNCH);
    cleanups.push(() => browser.close());
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${url}/bench/bench.html`);
    await page.waitForFunction(() => typeof window.outboxBench === 'function');
    await page.evaluate(() => window.outboxBench(50, 4)); // warm-up: libsodium, IndexedDB, JIT
    const rows = [];
    for (const concurrency of CONCURRENCY) {
      const r = await page.evaluate(([n, c]) => window.outboxBench(n, c), [OPS, concurrency]);
      if (r.queued !== OPS || r.applied !== OPS) {
        throw new Error(`queued ${r.queued}, server applied ${r.applied}, of ${OPS} operations`);
      }
      rows.push([
        `${concurrency} in flight${concurrency === 4 ? ' (the app)' : ''}`,
        OPS.toLocaleString('en'),
        r.queueMs.toFixed(0),
        r.drainMs.toFixed(0),
        Math.round((OPS / r.drainMs) * 1000).toLocaleString('en'),
      ]);
    }
    return {
      title: `Outbox: drain ${OPS.toLocaleString('en')} queued operations (Chromium, reference API over HTTP)`,
      columns: ['calls in flight', 'operations', 'queue ms', 'drain ms', 'operations/s'],
      rows,
      notes: [
        'mix: 30 % journal (sealed, ~350 chars), 20 % watchlist, 15 % reports, 15 % check-ins, 20 % usage',
        'drain: from startOutbox() (it pulls the six lists first) to an empty queue; every operation',
        'applied once on the server (checked). Real IndexedDB, real encryption, localhost HTTP.',
        `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}`,
      ],
    };
  } finally {
    while (cleanups.length) {
      try {
        await cleanups.pop()();
      } catch (error) {
        console.error('outbox bench cleanup:', error);
      }
    }
  }
}

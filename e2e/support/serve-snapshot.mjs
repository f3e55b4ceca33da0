// Runs dist-server/serve.js on a private copy of dist/, so that a rebuild during the test run
// (vite empties dist/ first) cannot pull files from under the browser or the service worker.
// Env as for serve.js (PORT, HOST, MOCK_API_TEST_HOOKS, DATA_DIR or DATABASE_URL; by default STORE=memory). E2E_LIVE_DIST=1 serves dist/ itself.
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = path.join(root, 'dist');
const server = path.join(root, 'dist-server', 'serve.js');
const REQUIRED = [path.join(dist, 'index.html'), path.join(dist, 'sw.js'), server];

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const listing = () =>
  existsSync(dist) ? readdirSync(dist, { recursive: true }).sort().join() : '';

/** Waits until a complete build is there and no longer changing (a build may be under way). */
async function waitForBuild() {
  const deadline = Date.now() + 60_000;
  let previous = '';
  while (Date.now() < deadline) {
    const current = REQUIRED.every((file) => existsSync(file)) ? listing() : '';
    if (current !== '' && current === previous) return;
    previous = current;
    await sleep(300);
  }
  throw new Error(`No complete build in ${dist}: run "npm run build" first.`);
}

if (process.env.E2E_LIVE_DIST !== '1') {
  await waitForBuild();
  const snapshot = mkdtempSync(path.join(os.tmpdir(), 'calculator-e2e-dist-'));
  cpSync(dist, snapshot, { recursive: true });
  process.env.DIST_DIR = snapshot;
  process.on('exit', () => rmSync(snapshot, { recursive: true, force: true }));
}
// Each test server starts empty and leaves nothing behind: the memory store, unless the run asks
// for a database (DATA_DIR, DATABASE_URL, or STORE=pglite-memory). PGlite's first start in a new folder runs initdb,
// which takes seconds on a busy machine; the contract tests cover the server on PGlite.
if (!process.env.STORE && !process.env.DATA_DIR && !process.env.DATABASE_URL) {
  process.env.STORE = 'memory';
}
await import(pathToFileURL(server).href);

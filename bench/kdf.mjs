// KDF calibration: how long does one Argon2id (libsodium crypto_pwhash, 32-byte output) take for a
// few (passes, memory) pairs, in headless Chromium's module Worker (where the app derives keys)
// and in Node for comparison? src/vault/crypto/params.ts picks its KDF_PARAMS from this table.
//
//   node bench/kdf.mjs                       (5 runs per candidate, after one unmeasured warm-up)
//   KDF_RUNS=9 node bench/kdf.mjs
//   KDF_CANDIDATES=2x64,3x64 node bench/kdf.mjs   (passes x MiB)
//
// Also exports run() in bench/run.mjs's shape ({ title, columns, rows, notes }).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import sodium from 'libsodium-wrappers-sumo';
import { CHROMIUM_LAUNCH } from '../scripts/chromium.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.KDF_RUNS ?? 5);
const MIB = 1024 * 1024;
const CANDIDATES = (process.env.KDF_CANDIDATES ?? '2x19,2x32,2x46,2x64,3x64,4x64,2x96,2x128')
  .split(',')
  .map((pair) => pair.split('x').map(Number))
  .map(([ops, mib]) => ({ ops, mib }));
const LAUNCH = CHROMIUM_LAUNCH;

// Browser builds, served as-is except that the wrapper's bare import points at our URL
// (import maps do not reach into workers).
const WRAPPERS =
  'node_modules/libsodium-wrappers-sumo/dist/modules-sumo-esm/libsodium-wrappers.mjs';
const CORE = 'node_modules/libsodium-sumo/dist/modules-sumo-esm/libsodium-sumo.mjs';

// Runs inside the worker: times RUNS derivations of one candidate after a warm-up.
const WORKER = `
import sodium from '/wrappers.mjs';
await sodium.ready;
const measure = ({ ops, mem, runs }) => {
  const salt = sodium.randombytes_buf(sodium.crypto_pwhash_SALTBYTES);
  const derive = () =>
    sodium.crypto_pwhash(32, 'correct horse 77777', salt, ops, mem, sodium.crypto_pwhash_ALG_ARGON2ID13);
  derive();
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    derive();
    times.push(performance.now() - start);
  }
  return times;
};
self.onmessage = ({ data }) => {
  try { self.postMessage({ times: measure(data) }); }
  catch (error) { self.postMessage({ error: String(error) }); }
};
self.postMessage({ ready: true });
`;

const PAGE = `<!doctype html><meta charset="utf-8"><title>kdf</title><script type="module">
const worker = new Worker('/worker.mjs', { type: 'module' });
const ready = new Promise((resolve, reject) => {
  worker.onerror = (e) => reject(new Error(e.message));
  worker.addEventListener('message', function once({ data }) {
    if (data.ready) { worker.removeEventListener('message', once); resolve(); }
  });
});
window.measure = async (request) => {
  await ready;
  return new Promise((resolve, reject) => {
    worker.onmessage = ({ data }) => (data.error ? reject(new Error(data.error)) : resolve(data.times));
    worker.postMessage(request);
  });
};
</script>`;

function serve() {
  const wrappers = readFileSync(join(ROOT, WRAPPERS), 'utf8').replace(
    /from\s*"libsodium-sumo"/,
    'from"/core.mjs"',
  );
  const files = {
    '/': ['text/html', PAGE],
    '/worker.mjs': ['text/javascript', WORKER],
    '/wrappers.mjs': ['text/javascript', wrappers],
    '/core.mjs': ['text/javascript', readFileSync(join(ROOT, CORE))],
  };
  const server = createServer((req, res) => {
    const file = files[new URL(req.url ?? '/', 'http://x').pathname];
    if (!file) return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': file[0], 'Cache-Control': 'no-store' }).end(file[1]);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: server.address().port })),
  );
}

function stats(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p90: at(0.9) };
}

async function measureChromium() {
  const { server, port } = await serve();
  const browser = await chromium.launch(LAUNCH);
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${port}/`);
    const results = [];
    for (const { ops, mib } of CANDIDATES) {
      const request = { ops, mem: mib * MIB, runs: RUNS };
      results.push(await page.evaluate((r) => window.measure(r), request));
    }
    return results;
  } finally {
    await browser.close();
    server.close();
  }
}

async function measureNode() {
  await sodium.ready;
  return CANDIDATES.map(({ ops, mib }) => {
    const salt = sodium.randombytes_buf(sodium.crypto_pwhash_SALTBYTES);
    const derive = () =>
      sodium.crypto_pwhash(
        32,
        'correct horse 77777',
        salt,
        ops,
        mib * MIB,
        sodium.crypto_pwhash_ALG_ARGON2ID13,
      );
    derive();
    return Array.from({ length: RUNS }, () => {
      const start = performance.now();
      derive();
      return performance.now() - start;
    });
  });
}

export async function run() {
  const browserTimes = await measureChromium();
  const nodeTimes = await measureNode();
  const ms = (n) => n.toFixed(0);
  const rows = CANDIDATES.map(({ ops, mib }, i) => {
    const b = stats(browserTimes[i]);
    const n = stats(nodeTimes[i]);
    const verdict = b.median >= 150 && b.median <= 400 ? 'in range' : '';
    return [ops, mib, ms(b.median), ms(b.p90), ms(n.median), ms(n.p90), verdict];
  });
  return {
    title: `Argon2id (crypto_pwhash, 32-byte key): ${RUNS} runs per pair after a warm-up`,
    columns: [
      'ops',
      'MiB',
      'chromium worker median ms',
      'p90',
      'node median ms',
      'p90',
      'target 150-400',
    ],
    rows,
    notes: [
      `libsodium-wrappers-sumo ${sodium.SODIUM_VERSION_STRING ?? ''} (WebAssembly), ${process.env.KDF_LABEL ?? 'this machine'}`,
      'OWASP floor for Argon2id: 19 MiB, 2 passes. Prefer more memory over more passes.',
    ],
  };
}

function printTable({ title, columns, rows, notes }) {
  const table = [columns, ...rows];
  const width = columns.map((_, i) => Math.max(...table.map((r) => String(r[i]).length)));
  const line = (r) => r.map((c, i) => String(c).padStart(width[i])).join('  ');
  console.log(`\n${title}\n\n${line(columns)}\n${width.map((w) => '-'.repeat(w)).join('  ')}`);
  rows.forEach((r) => console.log(line(r)));
  console.log(`\n${notes.map((n) => `  ${n}`).join('\n')}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  printTable(await run());
}

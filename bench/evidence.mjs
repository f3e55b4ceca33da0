// Evidence benchmark, in headless Chromium, in one run (issue 9's goals):
//
//  (a) encryption throughput: what MediaWriter.append does to each slice before storing it
//      (libsodium secretstream seal, while the hash worker takes the streaming SHA-256 of the
//      plaintext; the hash is checked against this thread's), in MiB/s, against plain
//      crypto.subtle.digest('SHA-256') over the same bytes in the same page. Goal ≥ 150 MiB/s.
//  (b) a 200 MiB recording written through the real writer into the real vault (1 MiB slices,
//      about a 1080p camera's second), with the page's JS heap sampled after every slice and the
//      resident memory of every Chromium process sampled from /proc meanwhile. Goal: memory that
//      does not grow with the recording (the last quarter's peak within 16 MiB of the first's).
//
// How: the bench page (bench/evidence/main.ts, built by bench/support/page.mjs) is served from a
// temp folder by a tiny static server (bench/support/static.mjs); it opens its own vault with the
// default code.
//
//   node bench/evidence.mjs            (or: node bench/run.mjs evidence)
//   EVIDENCE_MIB=50 node bench/evidence.mjs
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from '../scripts/chromium.mjs';
import { buildBenchPage } from './support/page.mjs';
import { startStaticServer } from './support/static.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const RESULTS_FILE = join(ROOT, 'bench', 'results', 'evidence.json');
const PORT = Number(process.env.EVIDENCE_BENCH_PORT ?? 4430);
const TOTAL_MIB = Number(process.env.EVIDENCE_MIB ?? 200);
const THROUGHPUT_MIB = Number(process.env.EVIDENCE_THROUGHPUT_MIB ?? 32);
const THROUGHPUT_ROUNDS = Number(process.env.EVIDENCE_THROUGHPUT_ROUNDS ?? 16);
const SLICE_KIB = 1024;
const GOALS = { sealMiBs: 150, growthMiB: 16 };
const MiB = 2 ** 20;

/** The Chromium browser process using `profileDir` (its children are found by parent id). */
function browserPid(profileDir) {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Chromium rewrites its child processes' command lines as one space-separated string, so
      // "--type=" is looked for in the whole text. Only the browser process has none, and a
      // crashpad handler (none runs here: --crashpad-handler-pid=0), which names the profile too.
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (
        cmdline.includes(profileDir) &&
        !/(^|\s)--type=/.test(cmdline) &&
        !cmdline.includes('crashpad')
      )
        return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  return undefined;
}

/** Resident memory (bytes) of `pid` and all its descendants, from /proc (Linux only). */
function treeRss(pid) {
  const parent = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(entry), Number(fields[1]));
    } catch {
      // gone meanwhile
    }
  }
  const inTree = (p) => {
    for (let at = p; at > 1; at = parent.get(at) ?? 0) if (at === pid) return true;
    return false;
  };
  let total = 0;
  for (const p of parent.keys()) {
    if (!inTree(p)) continue;
    try {
      const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      if (match) total += Number(match[1]) * 1024;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

const quarterPeaks = (values) => {
  const q = Math.max(1, Math.floor(values.length / 4));
  return { first: Math.max(...values.slice(0, q)), last: Math.max(...values.slice(-q)) };
};

export async function run() {
  const temp = mkdtempSync(join(os.tmpdir(), 'calculator-evidence-bench-'));
  let server;
  let browser;
  try {
    const site = join(temp, 'site');
    await buildBenchPage({
      name: 'evidence',
      dir: join(temp, 'page'),
      outDir: site,
      base: '/',
      entry: join(ROOT, 'bench', 'evidence', 'main.ts'),
    });
    server = await startStaticServer(site, undefined, { port: PORT });
    const profile = join(temp, 'profile');
    browser = await chromium.launchPersistentContext(profile, {
      ...CHROMIUM_LAUNCH,
      args: [...CHROMIUM_LAUNCH.args, '--enable-precise-memory-info'],
    });
    const page = browser.pages()[0] ?? (await browser.newPage());
    await page.goto(`${server.url}bench.html`);
    await page.waitForFunction(() => typeof window.evidenceBench === 'object');

    // (a) a warm-up round, then the measured rounds (the best of each row is reported).
    await page.evaluate(([m, k]) => window.evidenceBench.throughput(m, k), [32, SLICE_KIB]);
    const speed = await page.evaluate(
      ([m, k, r]) => window.evidenceBench.throughput(m, k, r),
      [THROUGHPUT_MIB, SLICE_KIB, THROUGHPUT_ROUNDS],
    );

    // (b) the recording, with the processes' memory sampled from outside meanwhile.
    const pid = browserPid(profile);
    const rss = [];
    const sampler = setInterval(() => pid && rss.push(treeRss(pid)), 200);
    if (pid) rss.push(treeRss(pid));
    const recording = await page
      .evaluate(([m, k]) => window.evidenceBench.record(m, k), [TOTAL_MIB, SLICE_KIB])
      .finally(() => clearInterval(sampler));
    if (pid) rss.push(treeRss(pid));
    return report(speed, recording, rss);
  } finally {
    await browser?.close();
    await server?.stop();
    rmSync(temp, { recursive: true, force: true });
  }
}

/** The median speed of one row over the rounds, in MiB/s. */
function medianMiBs(speed, key) {
  const sorted = speed.allRounds.map((round) => round[key]).sort((a, b) => a - b);
  const middle = sorted[Math.floor(sorted.length / 2)];
  return (speed.mib / (middle / 1000)).toFixed(0);
}

function report(speed, recording, rss) {
  const sealMiBs = speed.mib / (speed.sealMs / 1000);
  const digestMiBs = speed.mib / (speed.digestMs / 1000);
  const writeMiBs = recording.mib / (recording.ms / 1000);
  const heaps = recording.samples.map((s) => s.heap);
  const heap = quarterPeaks(heaps);
  const heapGrowth = (heap.last - heap.first) / MiB;
  const proc = rss.length ? quarterPeaks(rss) : null;
  const procGrowth = proc ? (proc.last - proc.first) / MiB : NaN;
  const mib = (n) => (n / MiB).toFixed(0);
  const ok = (pass) => (pass ? 'ok' : 'MISSED');
  const rows = [
    [
      'seal + SHA-256 (what append does), MiB/s',
      sealMiBs.toFixed(0),
      `≥ ${GOALS.sealMiBs}`,
      ok(sealMiBs >= GOALS.sealMiBs),
    ],
    [
      '  before: seal then SHA-256 in one thread, MiB/s',
      (speed.mib / (speed.serialMs / 1000)).toFixed(0),
      '',
      '',
    ],
    [
      '  of which: secretstream seal alone, MiB/s',
      (speed.mib / (speed.sealOnlyMs / 1000)).toFixed(0),
      '',
      '',
    ],
    [
      '  of which: streaming SHA-256 alone, MiB/s',
      (speed.mib / (speed.hashOnlyMs / 1000)).toFixed(0),
      '',
      '',
    ],
    ['crypto.subtle.digest SHA-256, same bytes, MiB/s', digestMiBs.toFixed(0), '', ''],
    [`write ${recording.mib} MiB into the vault (end to end), MiB/s`, writeMiBs.toFixed(0), '', ''],
    [`JS heap peak, first quarter of the recording, MiB`, mib(heap.first), '', ''],
    [`JS heap peak, last quarter, MiB`, mib(heap.last), '', ''],
    [
      'JS heap growth, first → last quarter, MiB',
      heapGrowth.toFixed(1),
      `≤ ${GOALS.growthMiB}`,
      ok(heapGrowth <= GOALS.growthMiB),
    ],
    [
      'all Chromium processes, resident peak (last quarter), MiB',
      proc ? mib(proc.last) : 'n/a',
      '',
      '',
    ],
    [
      'resident growth, first → last quarter, MiB',
      proc ? procGrowth.toFixed(1) : 'n/a',
      `≤ ${GOALS.growthMiB}`,
      proc ? ok(procGrowth <= GOALS.growthMiB) : '',
    ],
  ];
  const result = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}`,
    load: os.loadavg(),
    goals: GOALS,
    sliceKiB: SLICE_KIB,
    throughput: { ...speed, sealMiBs, digestMiBs },
    recording: { mib: recording.mib, ms: recording.ms, writeMiBs, slices: recording.slices },
    heap: { firstQuarterPeak: heap.first, lastQuarterPeak: heap.last, samples: heaps },
    rss: { samples: rss },
  };
  mkdirSync(dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, `${JSON.stringify(result, null, 2)}\n`);
  return {
    title: `Evidence: sealing throughput and memory while writing a ${recording.mib} MiB recording`,
    columns: ['measure', 'value', 'goal', ''],
    rows,
    notes: [
      `${SLICE_KIB} KiB slices of random bytes; throughput: best of ${speed.rounds} rounds of ${speed.mib} MiB per row (each round measures every row in turn), after a 32 MiB warm-up.`,
      'Seal: crypto_secretstream_xchacha20poly1305 (libsodium, WebAssembly) in the page; its streaming SHA-256 in a worker beside it.',
      `Median of the rounds (a busy machine shows here, the best above): what append does ${medianMiBs(speed, 'sealMs')} MiB/s, one thread ${medianMiBs(speed, 'serialMs')} MiB/s.`,
      `End to end also counts IndexedDB and the vault's own seal of each row (${recording.slices} rows).`,
      `Written to ${RESULTS_FILE.slice(ROOT.length + 1)}. ${result.machine}, load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}.`,
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const table = await run();
  console.log(JSON.stringify(table, null, 2));
}

// The calculator's keys, timed in Node: how long one press of the engine takes, for random key
// sequences and for "× =" repeated (squaring, the pattern that once froze the page). The engine
// (src/disguise/engine/calculator.ts) is loaded through Vite's SSR module loader.
//
//   node bench/run.mjs calculator
//   CALC_SEQUENCES=2000 node bench/run.mjs calculator
//
// Baseline, in the same process: the cheapest key ("C" on a fresh calculator). Goal: p99 under
// 5 ms per key, well inside a 16 ms frame.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const SEQUENCES = Number(process.env.CALC_SEQUENCES ?? 5000);
const KEYS = [...'0123456789.+-*/='.split(''), 'C', 'CE', 'Backspace', '±', '%', '#'];

async function loadEngine() {
  const server = await createServer({
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false },
    optimizeDeps: { noDiscovery: true },
  });
  try {
    return await server.ssrLoadModule('/src/disguise/engine/calculator.ts');
  } finally {
    await server.close();
  }
}

/** A small seeded generator, so two runs time the same sequences. */
function random(seed) {
  let x = seed >>> 0;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function timeKeys(engine, sequences) {
  const times = [];
  for (const sequence of sequences) {
    let state = engine.initialCalculatorState;
    for (const key of sequence) {
      const start = performance.now();
      state = engine.press(state, key);
      times.push(performance.now() - start);
    }
  }
  return times.sort((a, b) => a - b);
}

export async function run() {
  const engine = await loadEngine();
  const next = random(20261128);
  const randomSequences = Array.from({ length: SEQUENCES }, () =>
    Array.from({ length: 40 }, () => KEYS[Math.floor(next() * KEYS.length)]),
  );
  const squaring = Array.from({ length: SEQUENCES / 10 }, () => [
    ...'9.97'.split(''),
    ...Array.from({ length: 30 }, () => ['*', '=']).flat(),
  ]);
  const baseline = Array.from({ length: SEQUENCES }, () => Array.from({ length: 40 }, () => 'C'));
  // One unmeasured pass warms the JIT for all three.
  for (const set of [randomSequences, squaring, baseline]) timeKeys(engine, set.slice(0, 100));
  const base = timeKeys(engine, baseline);
  const baseP50 = percentile(base, 50);
  const ms = (v) => v.toFixed(4);
  const row = (name, times) => [
    name,
    times.length,
    ms(percentile(times, 50)),
    ms(percentile(times, 99)),
    ms(times[times.length - 1]),
    `${(percentile(times, 50) / baseP50).toFixed(1)}x`,
    percentile(times, 99) <= 5 ? 'met' : 'NOT met',
  ];
  return {
    title: 'Calculator keys (engine only, Node)',
    columns: ['sequence', 'keys', 'p50 ms', 'p99 ms', 'max ms', 'p50 / "C"', 'p99 ≤ 5 ms'],
    rows: [
      row('baseline: "C" on a fresh calculator', base),
      row('random keys (40 per sequence)', timeKeys(engine, randomSequences)),
      row('"× =" repeated (squaring)', timeKeys(engine, squaring)),
    ],
    notes: [`${SEQUENCES} random sequences, seed 20261128; max includes GC pauses.`],
  };
}

#!/usr/bin/env node
// Runs the benchmarks and prints one table each. Not part of `npm test`.
//
//   npm run bench                           (all benches; needs `npm run build` first)
//   node bench/run.mjs coldstart            (just one)
//   node bench/run.mjs --baseline-only      (coldstart without our app, no build needed)
//   BENCH_RUNS=5 node bench/run.mjs         (fewer loads per target)
import { cpus, loadavg } from 'node:os';

const loadAverage = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');

const BENCHES = {
  coldstart: () => import('./coldstart.mjs'),
  kdf: () => import('./kdf.mjs'),
  vault: () => import('./vault.mjs'),
  outbox: () => import('./outbox.mjs'),
  api: () => import('./api.mjs'),
  alerts: () => import('./alerts.mjs'),
  location: () => import('./location.mjs'),
  evidence: () => import('./evidence.mjs'),
  backup: () => import('./backup.mjs'),
  hands: () => import('./hands.mjs'),
  calculator: () => import('./calculator.mjs'),
  sodium: () => import('./sodium.mjs'),
};

const args = process.argv.slice(2);
const options = { baselineOnly: args.includes('--baseline-only') };
const names = args.filter((a) => !a.startsWith('--'));
const unknown = names.filter((n) => !(n in BENCHES));
if (unknown.length) {
  console.error(`Unknown bench: ${unknown.join(', ')} (have: ${Object.keys(BENCHES).join(', ')})`);
  process.exit(1);
}

function printTable({ title, columns, rows, notes = [] }) {
  const table = [columns, ...rows];
  const width = columns.map((_, i) => Math.max(...table.map((r) => String(r[i]).length)));
  const line = (r) =>
    r
      .map((c, i) => (i === 0 ? String(c).padEnd(width[i]) : String(c).padStart(width[i])))
      .join('  ');
  console.log(`\n${title}\n`);
  console.log(line(columns));
  console.log(width.map((w) => '-'.repeat(w)).join('  '));
  rows.forEach((r) => console.log(line(r)));
  if (notes.length) console.log(`\n${notes.map((n) => `  ${n}`).join('\n')}`);
}

let failed = false;
for (const name of names.length ? names : Object.keys(BENCHES)) {
  try {
    const bench = await BENCHES[name]();
    const before = loadAverage();
    const table = await bench.run(options);
    // The machine may be shared: a figure taken under load is not comparable with a quiet one.
    const load = `load average (1/5/15 min) at start ${before}, at end ${loadAverage()} on ${cpus().length} cores`;
    printTable({ ...table, notes: [...(table.notes ?? []), load] });
  } catch (error) {
    failed = true;
    console.error(error.expected ? error.message : error);
  }
}
process.exit(failed ? 1 : 0);

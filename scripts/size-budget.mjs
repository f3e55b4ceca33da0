#!/usr/bin/env node
// Checks the JavaScript on the critical path of the production build against a gzip budget.
//
// Critical path = every <script src> and <link rel="modulepreload" href> in dist/index.html, plus
// everything they pull in through *static* imports/re-exports, recursively. Dynamic import()
// chunks are lazy and not counted. Also fails if a critical-path file contains code that must be
// lazy-loaded (crypto, database).
//
//   node scripts/size-budget.mjs            (reads ./dist, after `vite build`)
//   DIST_DIR=/some/dist node scripts/size-budget.mjs
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

// The first screen is a vanilla calculator (issue 14): React, the router and i18next are a lazy island.
const BUDGET_BYTES = 15 * 1024; // gzip, all critical-path JS together
// Must only live in lazy chunks: crypto, the database, and any framework (React's element symbol,
// i18next's name).
const FORBIDDEN = ['libsodium', 'crypto_pwhash', 'Dexie', 'react.transitional.element', 'i18next'];

const DIST = resolve(process.env.DIST_DIR ?? 'dist');
const INDEX = join(DIST, 'index.html');

function fail(message) {
  console.error(`size-budget: ${message}`);
  process.exit(1);
}

if (!existsSync(INDEX)) fail(`${INDEX} not found; run \`npm run build\` first.`);

/** Maps a URL found in the HTML or in a chunk to a file inside dist/ (null for external URLs). */
function toFile(url, fromDir) {
  if (/^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) return null;
  const path = url.split(/[?#]/)[0];
  return path.startsWith('/') ? join(DIST, path) : resolve(fromDir, path);
}

/** Entry URLs: <script src> (module or classic) and <link rel="modulepreload" href>. */
function entryUrls(html) {
  const attr = (tag, name) =>
    tag.match(new RegExp(`\\s${name}\\s*=\\s*["']?([^"'\\s>]+)`, 'i'))?.[1];
  const urls = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src) urls.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (/^modulepreload$/i.test(attr(tag, 'rel') ?? '')) urls.push(attr(tag, 'href'));
  }
  return urls.filter(Boolean);
}

// Static `import x from "…"`, `import {a} from "…"`, `import "…"`, `export * from "…"`,
// `export {a} from "…"` — minified or not. `import(` and `import.meta` do not match.
const STATIC_IMPORT =
  /(?<![\w$.])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"'\n]+)["']/g;

const html = readFileSync(INDEX, 'utf8');
const queue = entryUrls(html)
  .map((url) => toFile(url, DIST))
  .filter(Boolean);
const seen = new Map(); // file -> { raw, gzip, forbidden }

while (queue.length > 0) {
  const file = queue.shift();
  if (seen.has(file) || !/\.m?js$/.test(file)) continue;
  if (!existsSync(file)) fail(`${relative(DIST, file)} is referenced but missing from ${DIST}`);
  const code = readFileSync(file);
  const text = code.toString('utf8');
  seen.set(file, {
    raw: code.length,
    gzip: gzipSync(code, { level: 9 }).length,
    forbidden: FORBIDDEN.filter((word) => text.includes(word)),
  });
  for (const [, spec] of text.matchAll(STATIC_IMPORT)) {
    if (!/^(?:\.{1,2}\/|\/)/.test(spec)) continue; // bare/external specifiers are not in dist
    const target = toFile(spec, dirname(file));
    if (target) queue.push(target);
  }
}

if (seen.size === 0) fail(`no JavaScript entry found in ${INDEX}`);

// ---- Report ----------------------------------------------------------------------------------
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const rows = [...seen].map(([file, s]) => [relative(DIST, file), String(s.raw), String(s.gzip)]);
const total = [...seen.values()].reduce((sum, s) => sum + s.gzip, 0);
const totalRaw = [...seen.values()].reduce((sum, s) => sum + s.raw, 0);
const table = [
  ['file', 'raw bytes', 'gzip bytes'],
  ...rows,
  ['TOTAL', String(totalRaw), String(total)],
];
const width = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
const line = (r) =>
  r.map((c, i) => (i === 0 ? c.padEnd(width[i]) : c.padStart(width[i]))).join('  ');
console.log(`Critical-path JavaScript in ${DIST}:\n`);
table.forEach((r, i) => {
  if (i === table.length - 1) console.log(width.map((w) => '-'.repeat(w)).join('  '));
  console.log(line(r));
});
console.log(`\nTotal ${kb(total)} gzip of ${kb(BUDGET_BYTES)} budget.`);

let ok = true;
for (const [file, s] of seen) {
  if (s.forbidden.length > 0) {
    ok = false;
    console.error(
      `FAIL: ${relative(DIST, file)} is on the critical path but contains ${s.forbidden.join(', ')} — load it lazily with import().`,
    );
  }
}
if (total > BUDGET_BYTES) {
  ok = false;
  console.error(
    `FAIL: critical-path JS is ${kb(total - BUDGET_BYTES)} over the ${kb(BUDGET_BYTES)} budget.`,
  );
}
if (!ok) process.exit(1);
console.log('OK');

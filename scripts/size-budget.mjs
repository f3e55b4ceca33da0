#!/usr/bin/env node
// Checks the JavaScript on the critical path of the production build against a gzip budget.
//
// Critical path = index.html's inline scripts, every <script src> and <link rel="modulepreload"
// href> in dist/index.html, plus everything they pull in through *static* imports/re-exports,
// recursively. Dynamic import() chunks are lazy and not counted. Also fails if a critical-path file
// contains code that must be lazy-loaded (crypto, database).
//
//   node scripts/size-budget.mjs            (reads ./dist, after `vite build`)
//   DIST_DIR=/some/dist node scripts/size-budget.mjs
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';

// The first screen is a vanilla calculator (issue 14): React, the router and i18next are a lazy island.
const BUDGET_BYTES = 15 * 1024; // gzip, all critical-path JS together
// Must only live in lazy chunks: crypto, the database, and any framework (React's element symbol,
// i18next's name).
const FORBIDDEN = ['libsodium', 'crypto_pwhash', 'Dexie', 'react.transitional.element', 'i18next'];

function fail(message) {
  console.error(`size-budget: ${message}`);
  process.exit(1);
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

/**
 * The critical path of the build in `dist`: its files (with raw and gzip bytes, and the forbidden
 * words each contains) and the total. index.html's inline scripts (the early-input recorder, the
 * entry loader) run before anything else: they count, as one "index.html (inline)" row.
 */
export function measureCriticalPath(dist) {
  const index = join(dist, 'index.html');
  if (!existsSync(index)) throw new Error(`${index} not found; run \`npm run build\` first.`);
  const toFile = (url, fromDir) => {
    if (/^(?:[a-z]+:)?\/\//i.test(url) || url.startsWith('data:')) return null;
    const path = url.split(/[?#]/)[0];
    return path.startsWith('/') ? join(dist, path) : resolve(fromDir, path);
  };
  const html = readFileSync(index, 'utf8');
  const queue = entryUrls(html)
    .map((url) => toFile(url, dist))
    .filter(Boolean);
  const seen = new Map(); // name -> { raw, gzip, forbidden }
  const measure = (name, code) => {
    const text = code.toString('utf8');
    seen.set(name, {
      raw: code.length,
      gzip: gzipSync(code, { level: 9 }).length,
      forbidden: FORBIDDEN.filter((word) => text.includes(word)),
    });
    return text;
  };
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .map((m) => m[1])
    .join('\n');
  if (inline.trim()) measure('index.html (inline)', Buffer.from(inline));
  const inlineRows = seen.size;
  while (queue.length > 0) {
    const file = queue.shift();
    const name = relative(dist, file);
    if (seen.has(name) || !/\.m?js$/.test(file)) continue;
    if (!existsSync(file)) throw new Error(`${name} is referenced but missing`);
    const text = measure(name, readFileSync(file));
    for (const [, spec] of text.matchAll(STATIC_IMPORT)) {
      if (!/^(?:\.{1,2}\/|\/)/.test(spec)) continue; // bare/external specifiers are not in dist
      const target = toFile(spec, dirname(file));
      if (target) queue.push(target);
    }
  }
  if (seen.size === inlineRows) throw new Error(`no JavaScript entry found in ${index}`);
  const list = [...seen].map(([name, s]) => ({ name, ...s }));
  return {
    files: list,
    gzip: list.reduce((sum, s) => sum + s.gzip, 0),
    raw: list.reduce((sum, s) => sum + s.raw, 0),
    budget: BUDGET_BYTES,
  };
}

// ---- Report (when run as a script) -------------------------------------------------------------
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) report();

function report() {
  const dist = resolve(process.env.DIST_DIR ?? 'dist');
  let measured;
  try {
    measured = measureCriticalPath(dist);
  } catch (error) {
    fail(error.message);
  }
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const table = [
    ['file', 'raw bytes', 'gzip bytes'],
    ...measured.files.map((f) => [f.name, String(f.raw), String(f.gzip)]),
    ['TOTAL', String(measured.raw), String(measured.gzip)],
  ];
  const width = table[0].map((_, i) => Math.max(...table.map((r) => r[i].length)));
  const line = (r) =>
    r.map((c, i) => (i === 0 ? c.padEnd(width[i]) : c.padStart(width[i]))).join('  ');
  console.log(`Critical-path JavaScript in ${dist}:\n`);
  table.forEach((r, i) => {
    if (i === table.length - 1) console.log(width.map((w) => '-'.repeat(w)).join('  '));
    console.log(line(r));
  });
  console.log(`\nTotal ${kb(measured.gzip)} gzip of ${kb(BUDGET_BYTES)} budget.`);

  let ok = true;
  for (const f of measured.files) {
    if (f.forbidden.length > 0) {
      ok = false;
      console.error(
        `FAIL: ${f.name} is on the critical path but contains ${f.forbidden.join(', ')} — load it lazily with import().`,
      );
    }
  }
  if (measured.gzip > BUDGET_BYTES) {
    ok = false;
    console.error(
      `FAIL: critical-path JS is ${kb(measured.gzip - BUDGET_BYTES)} over the ${kb(BUDGET_BYTES)} budget.`,
    );
  }
  if (!ok) process.exit(1);
  console.log('OK');
}

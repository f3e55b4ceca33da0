// What the benches that need the production build, or drive a page of their own in Chromium,
// share: the check that `npm run build` has run (before anything starts), a copy of dist/ for the
// bench's server, and the bench page: built with Vite from one module into bench.html, under /bench/
// of that copy (the app's origin, so that it writes into the databases the app opens) or at the
// root of a site of its own.
import { cpSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_SCRIPT } from './server.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST = join(ROOT, 'dist');

/** An error bench/run.mjs prints as its message alone: the bench could not run, for the reason said. */
export function expectedError(message) {
  return Object.assign(new Error(message), { expected: true });
}

/**
 * Throws, naming `bench`, unless `npm run build` has made the server (dist-server/serve.js) and,
 * with `app`, the app (dist/index.html) too.
 */
export function requireBuild(bench, { app = false } = {}) {
  if (app && !existsSync(join(DIST, 'index.html'))) {
    throw expectedError(`${bench} bench: no production build; run "npm run build" first.`);
  }
  if (!existsSync(SERVER_SCRIPT)) {
    const what = app ? 'production' : 'server';
    throw expectedError(`${bench} bench: no ${what} build; run "npm run build" first.`);
  }
}

/** A copy of dist/ at `site`, so that a rebuild of dist/ meanwhile does not matter. */
export function copyApp(site) {
  cpSync(DIST, site, { recursive: true });
  return site;
}

/**
 * A stub site at `site` for a bench that needs only /api, so that a rebuild of dist/ meanwhile does
 * not matter.
 */
export function stubSite(site, bench) {
  mkdirSync(site);
  writeFileSync(join(site, 'index.html'), `<!doctype html><title>${bench} bench</title>`);
  return site;
}

/**
 * Builds the `name` bench page into `outDir` as bench.html, served under `base`: its module is
 * `script` (source text, written as main.ts; it imports by absolute path) or `entry` (a file the
 * page imports). `dir` is a scratch folder for the page's source. As in the app: es2022, module
 * workers, libsodium's sumo build (WebAssembly inlined) as one large chunk.
 */
export async function buildBenchPage({ name, dir, outDir, base = '/bench/', script, entry }) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'main.ts'), script ?? `import ${JSON.stringify(entry)};\n`);
  const html = join(dir, 'bench.html');
  writeFileSync(
    html,
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${name} bench</title>
  </head>
  <body>
    <p>The ${name} bench page: driven by bench/${name}.mjs.</p>
    <script type="module" src="./main.ts"></script>
  </body>
</html>
`,
  );
  const { build } = await import('vite');
  await build({
    configFile: false,
    root: dir,
    base,
    publicDir: false,
    logLevel: 'warn',
    build: {
      target: 'es2022',
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      chunkSizeWarningLimit: 4096,
      modulePreload: { polyfill: false },
      rollupOptions: { input: html },
    },
    worker: { format: 'es' },
  });
}

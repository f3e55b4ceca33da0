import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { EARLY_INPUT_SCRIPT } from './src/disguise/firstScreen/earlyInput';
import { ENTRY_LOADER_SCRIPT } from './src/disguise/firstScreen/entryLoader';
import { calculatorMarkup } from './src/disguise/firstScreen/markup';
import { ENGLISH_CALCULATOR, translateCalculator } from './src/disguise/keypad/translate';
import { appFiles } from './scripts/appFiles';
import { HAND_MODEL_DIR, handModelAssets } from './scripts/handModelAssets';

/** In development MSW's worker owns the origin; serve its script straight from the package. */
function mswDevWorker(): Plugin {
  const file = fileURLToPath(
    new URL('./node_modules/msw/lib/mockServiceWorker.js', import.meta.url),
  );
  return {
    name: 'msw-dev-worker',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use('/mockServiceWorker.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(readFileSync(file));
      });
    },
  };
}

const FOLLOW_HTML = fileURLToPath(new URL('./follow.html', import.meta.url));
const isFollowPage = (filename: string) => path.resolve(filename) === FOLLOW_HTML;

/**
 * The trusted contact's page (follow.html, src/follow/): a second input of the build, served for
 * /follow/<token> (server/app.ts; here by the dev and preview servers too). It is not the app's:
 * no web app manifest link in it, and its own files (entry, texts) stay out of the app's precache
 * (`followOnlyFiles`, read by workbox's manifestTransforms below), so the calculator's service
 * worker neither stores nor answers anything of it.
 */
function followPage(followOnlyFiles: Set<string>): Plugin {
  const rewrite = (req: { url?: string }, _res: unknown, next: () => void) => {
    const pathname = (req.url ?? '').split(/[?#]/)[0] ?? '';
    if (/^\/follow(?:\/[^/.]*)?$/.test(pathname)) req.url = '/follow.html';
    next();
  };
  return {
    name: 'follow-page',
    enforce: 'post',
    configureServer: (server) => void server.middlewares.use(rewrite),
    configurePreviewServer: (server) => void server.middlewares.use(rewrite),
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) =>
        isFollowPage(ctx.filename) ? html.replace(/\s*<link rel="manifest"[^>]*>/g, '') : html,
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const reach = (starts: typeof chunks) => {
        const seen = new Set<string>();
        const queue = starts.map((chunk) => chunk.fileName);
        while (queue.length > 0) {
          const name = queue.pop() as string;
          if (seen.has(name)) continue;
          seen.add(name);
          const chunk = bundle[name];
          if (chunk?.type === 'chunk') queue.push(...chunk.imports, ...chunk.dynamicImports);
        }
        return seen;
      };
      // The HTML page is the entry module (Vite turns it into its script's chunk).
      const isFollowEntry = (chunk: (typeof chunks)[number]) =>
        chunk.isEntry && chunk.facadeModuleId === FOLLOW_HTML;
      const app = reach(chunks.filter((chunk) => chunk.isEntry && !isFollowEntry(chunk)));
      const follow = chunks.filter(isFollowEntry);
      if (follow.length !== 1) this.error('follow-page: the entry of follow.html is missing');
      // The chunks only the page uses, and the files they fetch (its texts: src/follow/main.ts).
      const appAssets = new Set(
        [...app].flatMap((name) => {
          const chunk = bundle[name];
          return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedAssets ?? [])] : [];
        }),
      );
      followOnlyFiles.clear();
      for (const name of reach(follow)) {
        if (app.has(name)) continue;
        followOnlyFiles.add(name);
        const chunk = bundle[name];
        for (const asset of chunk?.type === 'chunk'
          ? (chunk.viteMetadata?.importedAssets ?? [])
          : [])
          if (!appAssets.has(asset)) followOnlyFiles.add(asset);
      }
    },
  };
}

/**
 * The first screen in index.html: the calculator's markup (from `src/disguise/firstScreen/markup.ts`, the same
 * keypad and names as the React screen) and its styles, so it paints before any script runs. No
 * `<link rel="prefetch">` for the React island: each one starts a loader in the browser process,
 * whose main thread also composites the page in Chromium, and 22 of them delayed the first paint's
 * presentation by ~40 ms (bench/coldstart-lab.mjs). main.ts imports the island at idle instead.
 */
function firstScreen(): Plugin[] {
  // Only the calculator's page: follow.html (the trusted contact's page) has nothing of the app.
  const isContactPage = (ctx: { filename: string }) => isFollowPage(ctx.filename);
  const css = () =>
    readFileSync(
      fileURLToPath(new URL('./src/disguise/keypad/calculator.css', import.meta.url)),
      'utf8',
    );
  const markup = {
    name: 'first-screen',
    transformIndexHtml: {
      order: 'pre' as const,
      handler(html: string, ctx) {
        if (isContactPage(ctx)) return html;
        const screen = calculatorMarkup((key, values) =>
          translateCalculator(ENGLISH_CALCULATOR, key, values),
        );
        return html
          .replace('<div id="root"></div>', `<div id="root">${screen}</div>`)
          .replace('</head>', `<style>${css()}</style>\n  </head>`);
      },
    },
  } satisfies Plugin;
  // The recorder of key presses made before main.ts runs (src/disguise/firstScreen/earlyInput.ts), at the top
  // of <head> (after the charset, which must come first). Written after Vite's own HTML processing so its text stays exactly what the server's
  // Content-Security-Policy hashes (vite.server.config.ts).
  const earlyInput = {
    name: 'first-screen-early-input',
    transformIndexHtml: {
      order: 'post' as const,
      handler: (html: string, ctx) =>
        isContactPage(ctx)
          ? html
          : html.replace(
              /<meta charset="UTF-8" \/>/,
              (meta) => `${meta}\n    <script>${EARLY_INPUT_SCRIPT}</script>`,
            ),
    },
  } satisfies Plugin;
  const entry: Plugin = {
    name: 'first-screen-entry',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (isContactPage(ctx)) return html;
        // The entry runs after the first paint (src/disguise/firstScreen/entryLoader.ts): preloaded here,
        // imported by the inline loader after the markup.
        const script = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        if (!script.test(html)) throw new Error('first-screen: the entry <script> is missing');
        const out = html
          .replace(
            script,
            (_, src: string) => `<link rel="modulepreload" crossorigin href="${src}" data-entry>`,
          )
          .replace(
            '</div>\n    <noscript>',
            () => `</div>\n    <script>${ENTRY_LOADER_SCRIPT}</script>\n    <noscript>`,
          );
        if (!out.includes(ENTRY_LOADER_SCRIPT))
          throw new Error('first-screen: no place for the loader');
        // The script runs after the first paint, so its files must not compete with it: at high
        // priority (the default for modulepreload) Lighthouse counts them in the first and largest
        // paint whenever they arrive before it (1.2 s instead of 0.7 s in its simulated profile).
        return out.replace(
          /<link rel="modulepreload" crossorigin /g,
          '<link rel="modulepreload" fetchpriority="low" crossorigin ',
        );
      },
    },
  };
  return [markup, earlyInput, entry];
}

const followOnlyFiles = new Set<string>();

export default defineConfig({
  plugins: [
    react(),
    ...firstScreen(),
    mswDevWorker(),
    handModelAssets(),
    VitePWA({
      // The update never reloads by itself: a recording or an alert may be under way.
      registerType: 'prompt',
      injectRegister: false,
      devOptions: { enabled: false },
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png', 'content.json'],
      manifest: {
        id: '/',
        name: 'Calculator',
        short_name: 'Calculator',
        description: 'A simple, reliable calculator.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        theme_color: '#000000',
        background_color: '#000000',
        categories: ['utilities'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,json,png,svg,ico,wasm,webmanifest}'],
        // The hand-signal model (13 MB) is fetched only once its switch is turned on, then kept
        // for offline use in a cache with a neutral name (scripts/handModelAssets.ts).
        // The trusted contact's page and its worker are not the app's (followPage above).
        globIgnores: [`${HAND_MODEL_DIR}/**`, 'follow.html', 'follow/**'],
        manifestTransforms: [
          async (entries) => ({
            manifest: entries.filter((entry) => !followOnlyFiles.has(entry.url)),
            warnings: [],
          }),
        ],
        runtimeCaching: [
          {
            // A RegExp, not a function: workbox copies a function's source into sw.js, where
            // HAND_MODEL_DIR does not exist (the match threw and nothing was ever cached).
            urlPattern: new RegExp(`^[^?#]*//[^/]+/${HAND_MODEL_DIR}/`),
            handler: 'CacheFirst',
            options: { cacheName: 'files-1', cacheableResponse: { statuses: [200] } },
          },
        ],
        // libsodium-sumo is large; it must still be precached so unlocking works offline.
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
        navigateFallback: '/index.html',
        // /follow/<token> is the trusted contact's page (follow.html), never the calculator.
        navigateFallbackDenylist: [/^\/api\//, /^\/follow(?:\/|$)/],
        cleanupOutdatedCaches: true,
        // First visit: take control at once so the app works offline after one load.
        clientsClaim: true,
        // Updates wait for the user's consent (registerType: 'prompt').
        skipWaiting: false,
        // Background Sync wakes the open pages' outbox (it cannot read the sealed calls itself).
        importScripts: ['sw-sync.js', 'sw-route.js'],
      },
    }),
    followPage(followOnlyFiles),
    // What the wipe drops from Cache Storage: files only the interface and settings load.
    appFiles(
      ['/src/shell/SafetyShell.tsx', '/src/features/settings/index.ts'],
      ['calculator', 'sos', 'contacts', 'country'],
    ),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    modulePreload: {
      polyfill: false,
      // A dynamic import() preloads only its stylesheets (they are loaded no other way), not its
      // JavaScript chunks: Vite's helper appends one <link rel="modulepreload"> per chunk, and the
      // idle warm-up after the first paint (the island, the shell: ~60 chunks) spent 25-60 ms in
      // those appendChild calls in one task, which a first key press waited for
      // (bench/coldstart-lab.mjs). The module loader fetches the chunks itself, from the service
      // worker's cache. index.html keeps the entry's preloads (hostType 'html').
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    rollupOptions: {
      // The calculator, and the trusted contact's page (/follow/<token>: followPage above).
      input: {
        index: fileURLToPath(new URL('./index.html', import.meta.url)),
        follow: FOLLOW_HTML,
      },
      // Hash-only file names: the service worker's precache (Cache Storage) lists every URL, and
      // names like SosSheet-….js or a locale's emergency-….js would say what the app is.
      output: {
        entryFileNames: 'assets/[hash].js',
        chunkFileNames: 'assets/[hash].js',
        assetFileNames: 'assets/[hash][extname]',
      },
    },
  },
  // The key-derivation worker too (it would be kdf.worker-….js).
  worker: {
    format: 'es',
    rollupOptions: {
      output: { entryFileNames: 'assets/[hash].js', chunkFileNames: 'assets/[hash].js' },
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
});

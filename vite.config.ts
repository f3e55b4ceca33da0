import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { EARLY_INPUT_SCRIPT } from './src/disguise/earlyInput';
import { ENTRY_LOADER_SCRIPT } from './src/disguise/entryLoader';
import { calculatorMarkup } from './src/disguise/markup';
import { ENGLISH_CALCULATOR, translateCalculator } from './src/disguise/translate';
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

/**
 * The first screen in index.html: the calculator's markup (from `src/disguise/markup.ts`, the same
 * keypad and names as the React screen) and its styles, so it paints before any script runs. No
 * `<link rel="prefetch">` for the React island: each one starts a loader in the browser process,
 * whose main thread also composites the page in Chromium, and 22 of them delayed the first paint's
 * presentation by ~40 ms (bench/coldstart-lab.mjs). main.ts imports the island at idle instead.
 */
function firstScreen(): Plugin[] {
  const css = () =>
    readFileSync(fileURLToPath(new URL('./src/disguise/calculator.css', import.meta.url)), 'utf8');
  const markup = {
    name: 'first-screen',
    transformIndexHtml: {
      order: 'pre' as const,
      handler(html: string) {
        const screen = calculatorMarkup((key, values) =>
          translateCalculator(ENGLISH_CALCULATOR, key, values),
        );
        return html
          .replace('<div id="root"></div>', `<div id="root">${screen}</div>`)
          .replace('</head>', `<style>${css()}</style>\n  </head>`);
      },
    },
  } satisfies Plugin;
  // The recorder of key presses made before main.ts runs (src/disguise/earlyInput.ts), at the top
  // of <head> (after the charset, which must come first). Written after Vite's own HTML processing so its text stays exactly what the server's
  // Content-Security-Policy hashes (vite.server.config.ts).
  const earlyInput = {
    name: 'first-screen-early-input',
    transformIndexHtml: {
      order: 'post' as const,
      handler: (html: string) =>
        html.replace(
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
      handler(html) {
        // The entry runs after the first paint (src/disguise/entryLoader.ts): preloaded here,
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
        globIgnores: [`${HAND_MODEL_DIR}/**`],
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
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // First visit: take control at once so the app works offline after one load.
        clientsClaim: true,
        // Updates wait for the user's consent (registerType: 'prompt').
        skipWaiting: false,
        // Background Sync wakes the open pages' outbox (it cannot read the sealed calls itself).
        importScripts: ['sw-sync.js', 'sw-route.js'],
      },
    }),
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

// Opening the app without waiting for the service worker to start, imported into the generated
// service worker (vite.config.ts, workbox.importScripts). With the Service Worker Static Routing API
// (InstallEvent.addRoutes, Chromium 123+), the browser answers a navigation to "/" and the
// content-hashed files in /assets/ straight from Cache Storage: the calculator (markup, styles and
// the inline recorder of early presses) paints while the worker boots, instead of after. Where the
// API is missing, the workbox routes below in sw.js serve everything as before.
//
// "/" is not a key of workbox's precache (it stores index.html?__WB_REVISION__=…), so this version's
// index.html goes into its own cache, named after its content: the worker that is still active
// during an update keeps reading its own copy (the update waits for the user's consent), and the
// activated one removes the copies of older versions.
const PAGE_CACHE_PREFIX = 'pages-';
const CURRENT = 'pages-current';

async function pageCacheName(response) {
  const digest = await crypto.subtle.digest('SHA-256', await response.clone().arrayBuffer());
  const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${PAGE_CACHE_PREFIX}${hex.slice(0, 16)}`;
}

async function addStaticRoutes(event) {
  const response = await fetch('/index.html', { cache: 'no-cache' });
  // A redirected response cannot answer a navigation; without the route the worker serves "/".
  if (!response.ok || response.redirected) return;
  const name = await pageCacheName(response);
  await (await caches.open(name)).put('/', response);
  await (await caches.open(CURRENT)).put('/', new Response(name));
  await event.addRoutes([
    {
      // Exactly "/" (the start URL), as a navigation: any other address goes to the worker.
      condition: { urlPattern: { pathname: '/', search: '' }, requestMode: 'navigate' },
      source: { cacheName: name },
    },
    {
      // Content-hashed names: any cache that holds one holds the right bytes. One path segment
      // only: the hand model's files (/assets/m/…) are not precached and must reach the worker,
      // which caches them at run time when the user turns the hand signal on.
      condition: { urlPattern: { pathname: '/assets/:file' } },
      source: 'cache',
    },
  ]);
}

self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  // A failure leaves the worker without routes, which is how it worked before: never fail install.
  event.waitUntil(addStaticRoutes(event).catch(() => {}));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const current = await (await caches.match('/', { cacheName: CURRENT }))?.text();
      if (!current) return;
      for (const name of await caches.keys()) {
        if (name.startsWith(PAGE_CACHE_PREFIX) && name !== current && name !== CURRENT)
          await caches.delete(name);
      }
    })().catch(() => {}),
  );
});

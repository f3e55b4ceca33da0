// Background Sync for the outbox, imported into the generated service worker (vite.config.ts,
// workbox.importScripts). The outbox's calls are sealed under the vault key, which the service
// worker never holds, so it cannot send them: a `sync` event only tells the open pages, and a page
// sends if it is unlocked. Without an open page there is nothing it could do, so it does nothing.
// The tag matches BACKGROUND_SYNC_TAG in src/sync/backgroundSync.ts.
self.addEventListener('sync', (event) => {
  if (event.tag !== 'calculator-sync') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((pages) => {
      for (const page of pages) page.postMessage({ type: 'calculator-sync' });
    }),
  );
});

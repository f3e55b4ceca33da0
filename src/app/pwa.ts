import { supportsServiceWorker } from '../platform/page/serviceWorker';
import { handleServiceWorkerMessage, setBackgroundSyncRegistration } from '../sync';
import { useUpdate } from './updateStore';
import { reloadPage } from '../platform/page/navigation';

/**
 * Service-worker registration through workbox-window, loaded after the first paint. An update
 * waits for the user's consent (registerType 'prompt'): it never reloads the app by itself, which
 * could cut a recording or an alert short.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!supportsServiceWorker()) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    useUpdate.setState({
      available: true,
      apply: () => {
        wb.addEventListener('controlling', () => reloadPage());
        wb.messageSkipWaiting();
      },
    });
  });
  // Background Sync wakes the outbox through a message (public/sw-sync.js).
  wb.addEventListener('message', (event) => handleServiceWorkerMessage(event.data));
  setBackgroundSyncRegistration((await wb.register()) ?? null);
}

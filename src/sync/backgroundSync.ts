/**
 * Background Sync, where the browser has it (Chromium). The service worker cannot deliver the
 * outbox itself: every payload is sealed under the vault key, which it never holds. So a `sync`
 * event only wakes the open pages (public/sw-sync.js posts them a message), and a page delivers
 * if it is unlocked. The app never depends on it: unlock, the `online` event and the retry timer
 * deliver everywhere. A light module (no vault), so the service-worker code can import it.
 */
export const BACKGROUND_SYNC_TAG = 'calculator-sync';

/** The part of ServiceWorkerRegistration we use; `sync` is missing where unsupported. */
export interface SyncCapableRegistration {
  sync?: { register(tag: string): Promise<void> };
}

let registration: SyncCapableRegistration | null = null;
const wakeListeners = new Set<() => void>();

export function setBackgroundSyncRegistration(
  value: ServiceWorkerRegistration | SyncCapableRegistration | null,
): void {
  // `sync` is not in TypeScript's DOM types: it is read as the optional field above.
  registration = value as SyncCapableRegistration | null;
}

/** Asks the browser for a `sync` event when it is next online. False where unsupported. */
export async function requestBackgroundSync(): Promise<boolean> {
  const sync = registration?.sync;
  if (!sync) return false;
  try {
    await sync.register(BACKGROUND_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}

export function onBackgroundSyncWake(listener: () => void): () => void {
  wakeListeners.add(listener);
  return () => wakeListeners.delete(listener);
}

/** For messages from the service worker: wakes the outbox when it is ours. */
export function handleServiceWorkerMessage(data: unknown): void {
  const type = typeof data === 'object' && data !== null ? (data as { type?: unknown }).type : null;
  if (type !== BACKGROUND_SYNC_TAG) return;
  for (const listener of wakeListeners) listener();
}

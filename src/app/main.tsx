import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { applyDocumentLanguage, useLanguageStore } from '../i18n/languageStore';
import { loadCalculatorStrings } from '../disguise/strings';
import { App } from './App';
import { afterFirstPaint } from './idle';

applyDocumentLanguage(useLanguageStore.getState().language);

async function start(): Promise<void> {
  if (import.meta.env.DEV) {
    // In development MSW's worker is the API; the PWA worker is off (two workers cannot share /).
    const { worker } = await import('../../mock-api/browser');
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  }
  // The calculator's strings in the chosen language (a tiny precached file). Rendering does not
  // wait for it: the calculator must take keys from the moment the page has loaded.
  void loadCalculatorStrings(useLanguageStore.getState().language);
  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  // Synchronous first render: the calculator takes keys as soon as the page has loaded.
  const reactRoot = createRoot(root);
  flushSync(() =>
    reactRoot.render(
      <StrictMode>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </StrictMode>,
    ),
  );
  afterFirstPaint(() => {
    if (import.meta.env.PROD) void import('./pwa').then((m) => m.registerServiceWorker());
    // Warm the safety interface and the vault's crypto so unlocking is immediate.
    void import('../shell/SafetyShell');
    void import('../vault/crypto').then((m) => m.prefetchCrypto());
    // Work that must run while locked: a check-in deadline that passed fires the alarm, and sleep
    // mode logs this opening of the app.
    void import('../features/emergency/startup').then((m) => m.startLockedWatchers());
    // Ctrl+Shift+S, and the shake and voice triggers where they are on, work on the calculator too.
    void import('../features/triggers').then((m) =>
      m.startLockedTriggers(useLanguageStore.getState().language),
    );
    // A server-account deletion an offline emergency wipe could not send goes now (or when online).
    void import('../sync/account/pendingDeletions').then((m) => m.startPendingDeletions());
  });
}

void start();

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { applyDocumentLanguage, useLanguageStore } from '../i18n/languageStore';
import { App } from './App';
import { afterFirstPaint } from './idle';

applyDocumentLanguage(useLanguageStore.getState().language);

async function start(): Promise<void> {
  if (import.meta.env.DEV) {
    // In development MSW's worker is the API; the PWA worker is off (two workers cannot share /).
    const { worker } = await import('../../mock-api/browser');
    await worker.start({ onUnhandledRequest: 'bypass', quiet: true });
  }
  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
  afterFirstPaint(() => {
    if (import.meta.env.PROD) void import('./pwa').then((m) => m.registerServiceWorker());
    // Warm the safety interface so unlocking is immediate (and works offline from the cache).
    void import('../shell/SafetyShell');
  });
}

void start();

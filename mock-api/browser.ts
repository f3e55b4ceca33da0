// Development only: MSW's service worker owns the dev origin and answers /api/* in the browser.
import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

export const worker = setupWorker(...handlers);

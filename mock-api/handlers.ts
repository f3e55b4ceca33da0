// The reference server: every endpoint of product spec section 7, served by MSW in the browser
// (browser.ts), in tests (node.ts) and behind `npm start` (server/app.ts).
import { http } from 'msw';
import type { RequestHandler } from 'msw';
import { MESSAGES } from './contract';
import { anyOrigin, fail, toResponse } from './routes';
import { accountHandlers } from './routesAccount';
import { assistHandlers } from './routesAssist';
import { recordHandlers } from './routesRecords';
import { testHookHandlers } from './routesTestHooks';

/** Unknown /api paths answer 404 JSON instead of reaching the network or the SPA fallback. */
const notFound = http.all(anyOrigin('/api/*'), () => toResponse(fail(404, MESSAGES.notFound)));

export const handlers: RequestHandler[] = [
  ...testHookHandlers,
  ...accountHandlers,
  ...recordHandlers,
  ...assistHandlers,
  notFound,
];

// Test helper (chaos tests of the client's outbox): the reference handlers behind a seeded fault
// injector. A fault either stops the request before the server (network error, 500, 503 with
// Retry-After) or, worse for a client, lets the server apply it and loses the answer. Adds
// nothing to the reference API itself.
import { delay, getResponse, http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { handlers } from './handlers';

export const CHAOS_FAULTS = [
  'network-error',
  'server-error',
  'unavailable-retry-after',
  'slow-answer',
  'applied-then-network-error',
  'applied-then-bad-gateway',
] as const;
export type ChaosFault = (typeof CHAOS_FAULTS)[number];

export interface AppliedWrite {
  method: string;
  path: string;
  status: number;
  /** The record id of a create (201) or delete (204). */
  id?: string;
}

export interface ChaosControl {
  random: () => number;
  /** Share of requests that meet a fault (0..1). */
  failureRate: number;
  /** Every request fails as a network error, as with no connection. */
  offline: boolean;
  /** Upper bound of a slow answer's delay. */
  maxDelayMs: number;
  faults: Record<ChaosFault, number>;
  /** Writes the reference server applied (created or deleted something), in order. */
  applied: AppliedWrite[];
  /** The bodies of every POST that reached a handler, by path. */
  bodies: { path: string; body: string }[];
}

export function createChaosControl(random: () => number, failureRate = 0.3): ChaosControl {
  const faults = Object.fromEntries(CHAOS_FAULTS.map((f) => [f, 0])) as Record<ChaosFault, number>;
  return { random, failureRate, offline: false, maxDelayMs: 15, faults, applied: [], bodies: [] };
}

async function forward(control: ChaosControl, request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (request.method === 'POST') {
    control.bodies.push({ path: pathname, body: await request.clone().text() });
  }
  const response = await getResponse(handlers, request);
  if (!response) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
  // A replayed answer (same Idempotency-Key) changed nothing: only fresh 201/204 (and a fresh
  // track-usage 200) applied a write.
  if (response.headers.get('Idempotent-Replayed') === 'true') return response;
  if (response.status === 201 || response.status === 204) {
    let id = pathname.split('/').pop();
    if (response.status === 201) id = ((await response.clone().json()) as { id?: string }).id;
    control.applied.push({ method: request.method, path: pathname, status: response.status, id });
  } else if (pathname.endsWith('/track-usage') && response.status === 200) {
    control.applied.push({ method: 'POST', path: pathname, status: 200 });
  }
  return response;
}

/** One catch-all handler to put in front of the reference handlers (`server.use(...)`). */
export function chaosHandler(control: ChaosControl): HttpHandler {
  return http.all('*/api/*', async ({ request }) => {
    if (new URL(request.url).pathname.startsWith('/api/__mock')) return undefined;
    if (control.offline) return HttpResponse.error();
    if (control.random() >= control.failureRate) return forward(control, request);
    const fault = CHAOS_FAULTS[Math.floor(control.random() * CHAOS_FAULTS.length)] ?? 'slow-answer';
    control.faults[fault] += 1;
    switch (fault) {
      case 'network-error':
        return HttpResponse.error();
      case 'server-error':
        return new HttpResponse('Internal Server Error', { status: 500 });
      case 'unavailable-retry-after': {
        const seconds = 1 + Math.floor(control.random() * 120);
        const headers = { 'Retry-After': String(seconds) };
        return HttpResponse.json({ message: 'Busy' }, { status: 503, headers });
      }
      case 'slow-answer':
        await delay(Math.floor(control.random() * control.maxDelayMs));
        return forward(control, request);
      case 'applied-then-network-error':
        await forward(control, request);
        return HttpResponse.error();
      case 'applied-then-bad-gateway':
        await forward(control, request);
        return new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' });
    }
  });
}

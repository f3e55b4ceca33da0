// Route wrappers shared by every endpoint: auth check, JSON parsing, validation errors,
// Idempotency-Key replay and the per-endpoint count of applied writes.
import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { IDEMPOTENT_REPLAYED_HEADER, IDEMPOTENCY_KEY_HEADER, MESSAGES } from './contract';
import { readIdempotencyKey, requestFingerprint, runIdempotent } from './idempotency';
import { countWrite, mockState } from './state';
import type { MockState, StoredResult } from './state';
import { parseJsonObject, ValidationError } from './validate';
import type { JsonObject } from './validate';

type Params = Record<string, string | readonly string[] | undefined>;

export interface Outcome extends StoredResult {
  /** True when the request changed the state (counted in `writes`). */
  applied?: boolean;
}

export interface ReadContext {
  state: MockState;
  params: Params;
}

export interface WriteContext extends ReadContext {
  /** The parsed JSON object; empty for DELETE. */
  body: JsonObject;
}

/** Matches `/api/...` on any origin: browser worker, msw/node and the Node server alike. */
export const anyOrigin = (path: string): string => `*${path}`;

export const ok = (body: unknown, status = 200): Outcome => ({ status, body });
export const created = (body: unknown): Outcome => ({ status: 201, body, applied: true });
export const noContent = (): Outcome => ({ status: 204, body: null, applied: true });
export const fail = (status: number, message: string): Outcome => ({ status, body: { message } });

export function toResponse(result: StoredResult, headers: Record<string, string> = {}): Response {
  if (result.body === null) return new HttpResponse(null, { status: result.status, headers });
  return HttpResponse.json(result.body, { status: result.status, headers });
}

const unauthorized = (): Response => toResponse(fail(401, MESSAGES.unauthorized));

export function param(params: Params, name: string): string {
  const value = params[name];
  return typeof value === 'string' ? value : '';
}

/** A GET that needs a signed-in user. */
export function readRoute(path: string, resolve: (ctx: ReadContext) => Outcome): HttpHandler {
  return http.get(anyOrigin(path), ({ params }) => {
    const state = mockState();
    if (!state.signedIn) return unauthorized();
    return toResponse(resolve({ state, params }));
  });
}

function runWrite(
  endpoint: string,
  method: 'POST' | 'DELETE',
  bodyText: string,
  ctx: ReadContext,
  resolve: (ctx: WriteContext) => Outcome,
): StoredResult {
  try {
    const body = method === 'POST' ? parseJsonObject(bodyText) : {};
    const { applied, ...result } = resolve({ ...ctx, body });
    if (applied) countWrite(endpoint);
    return result;
  } catch (error) {
    if (error instanceof ValidationError) return fail(400, error.message);
    throw error;
  }
}

/** A POST or DELETE that needs a signed-in user and honours Idempotency-Key. */
export function writeRoute(
  method: 'POST' | 'DELETE',
  path: string,
  resolve: (ctx: WriteContext) => Outcome,
): HttpHandler {
  const endpoint = `${method} ${path}`;
  const register = method === 'POST' ? http.post : http.delete;
  return register(anyOrigin(path), async ({ request, params }) => {
    const bodyText = await request.text();
    // Everything below is synchronous, so a concurrent repeat cannot interleave.
    const state = mockState();
    if (!state.signedIn) return unauthorized();
    let key: string | null;
    try {
      key = readIdempotencyKey(request.headers.get(IDEMPOTENCY_KEY_HEADER));
    } catch (error) {
      if (error instanceof ValidationError) return toResponse(fail(400, error.message));
      throw error;
    }
    const run = () => runWrite(endpoint, method, bodyText, { state, params }, resolve);
    if (key === null) return toResponse(run());
    const fingerprint = requestFingerprint(method, new URL(request.url).pathname, bodyText);
    const outcome = runIdempotent(state, key, fingerprint, run);
    if (outcome.kind === 'conflict') return toResponse(fail(422, MESSAGES.idempotencyMismatch));
    if (outcome.kind === 'replayed') {
      return toResponse(outcome.result, { [IDEMPOTENT_REPLAYED_HEADER]: 'true' });
    }
    return toResponse(outcome.result);
  });
}

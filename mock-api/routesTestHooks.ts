// Test hooks under /api/__mock, for end-to-end tests. Off unless resetMockState({ testHooks: true })
// or env MOCK_API_TEST_HOOKS=1; when off they fall through to the catch-all 404.
import { http, HttpResponse } from 'msw';
import type { HttpHandler } from 'msw';
import { anyOrigin, fail, toResponse } from './routes';
import { mockState, resetMockState, snapshotState } from './state';
import { booleanField, parseJsonObject, ValidationError } from './validate';
import type { JsonObject } from './validate';

function optionalBoolean(body: JsonObject, field: string): boolean | undefined {
  return body[field] === undefined ? undefined : booleanField(body, field);
}

async function readOptionalBody(request: Request): Promise<JsonObject> {
  const text = await request.text();
  return text.trim() === '' ? {} : parseJsonObject(text);
}

function badRequest(error: unknown): Response {
  if (error instanceof ValidationError) return toResponse(fail(400, error.message));
  throw error;
}

export const testHookHandlers: HttpHandler[] = [
  http.get(anyOrigin('/api/__mock/state'), () => {
    if (!mockState().testHooks) return undefined;
    return HttpResponse.json(snapshotState());
  }),

  http.post(anyOrigin('/api/__mock/reset'), async ({ request }) => {
    if (!mockState().testHooks) return undefined;
    try {
      const body = await readOptionalBody(request);
      resetMockState({
        testHooks: true,
        signedIn: optionalBoolean(body, 'signedIn'),
        paymentsAvailable: optionalBoolean(body, 'paymentsAvailable'),
      });
      return HttpResponse.json(snapshotState());
    } catch (error) {
      return badRequest(error);
    }
  }),

  http.post(anyOrigin('/api/__mock/auth'), async ({ request }) => {
    if (!mockState().testHooks) return undefined;
    try {
      const body = parseJsonObject(await request.text());
      mockState().signedIn = booleanField(body, 'signedIn');
      return HttpResponse.json({ signedIn: mockState().signedIn });
    } catch (error) {
      return badRequest(error);
    }
  }),
];

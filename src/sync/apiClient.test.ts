// @vitest-environment node
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, apiRequest, getQuery } from './apiClient';

const seen: { method: string; contentType: string | null; body: string; credentials: string }[] =
  [];
const server = setupServer(
  http.all('http://localhost/api/echo', async ({ request }) => {
    seen.push({
      method: request.method,
      contentType: request.headers.get('content-type'),
      body: await request.text(),
      credentials: request.credentials,
    });
    return HttpResponse.json({ ok: true });
  }),
  http.get('http://localhost/api/private', () => new HttpResponse('Unauthorized', { status: 401 })),
  http.get(
    'http://localhost/api/broken',
    () => new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' }),
  ),
  http.post('http://localhost/api/bad', () =>
    HttpResponse.json({ message: 'name is required' }, { status: 400 }),
  ),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
});
afterAll(() => server.close());

describe('API client', () => {
  it('sends the session cookies with every call', async () => {
    await apiRequest('POST', 'http://localhost/api/echo', {});
    await getQuery(['http://localhost/api', 'echo']);
    expect(seen.map((r) => r.credentials)).toEqual(['include', 'include']);
  });

  it('sends a JSON body only when there is one', async () => {
    await apiRequest('POST', 'http://localhost/api/echo', { name: 'Sam' });
    await apiRequest('DELETE', 'http://localhost/api/echo');
    expect(seen[0]).toMatchObject({
      method: 'POST',
      contentType: 'application/json',
      body: '{"name":"Sam"}',
    });
    expect(seen[1]).toMatchObject({ method: 'DELETE', contentType: null, body: '' });
  });

  it('turns a non-OK answer into "status: body"', async () => {
    await expect(apiRequest('POST', 'http://localhost/api/bad', {})).rejects.toThrow(
      '400: {"message":"name is required"}',
    );
  });

  it('uses the status text when the body is empty', async () => {
    const error = await getQuery(['http://localhost/api', 'broken']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('500: Internal Server Error');
    expect((error as ApiError).status).toBe(500);
  });

  it('joins query path parts with slashes and parses JSON', async () => {
    await expect(getQuery(['http://localhost/api', 'echo'])).resolves.toEqual({ ok: true });
    expect(seen[0]?.method).toBe('GET');
  });

  it('throws on 401 by default and returns null when asked', async () => {
    await expect(getQuery(['http://localhost/api', 'private'])).rejects.toThrow(
      '401: Unauthorized',
    );
    await expect(
      getQuery(['http://localhost/api', 'private'], { on401: 'returnNull' }),
    ).resolves.toBeNull();
  });
});

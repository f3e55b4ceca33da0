/**
 * The API client with the spec's semantics (§7): session cookies are sent, a JSON body only when
 * there is one, and any non-OK answer becomes an `ApiError` whose message is "status: body"
 * (the status text when the body is empty).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
    /** The answer's headers (the outbox reads Retry-After). */
    readonly headers: Headers = new Headers(),
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Tests and the outbox's scheduler inject their own fetch; the global one by default. */
  fetch?: typeof fetch;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text().catch(() => '');
  throw new ApiError(response.status, body, response.statusText, response.headers);
}

/** A mutation or any request: resolves with the Response when it is OK, throws ApiError otherwise. */
export async function apiRequest(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const hasBody = body !== undefined;
  const send = options.fetch ?? fetch;
  const response = await send(url, {
    method,
    credentials: 'include',
    headers: { ...(hasBody ? { 'Content-Type': 'application/json' } : {}), ...options.headers },
    body: hasBody ? JSON.stringify(body) : undefined,
    signal: options.signal,
  });
  await throwIfNotOk(response);
  return response;
}

export type On401 = 'throw' | 'returnNull';

/** A query: the path parts joined with slashes, as a GET. A 401 throws unless told to return null. */
export async function getQuery<T>(
  pathParts: readonly string[],
  {
    on401 = 'throw',
    signal,
    fetch: send = fetch,
  }: { on401?: On401; signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<T | null> {
  const response = await send(pathParts.join('/'), { credentials: 'include', signal });
  if (on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

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
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const body = await response.text().catch(() => '');
  throw new ApiError(response.status, body, response.statusText);
}

/** A mutation or any request: resolves with the Response when it is OK, throws ApiError otherwise. */
export async function apiRequest(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<Response> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
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
  { on401 = 'throw', signal }: { on401?: On401; signal?: AbortSignal } = {},
): Promise<T | null> {
  const response = await fetch(pathParts.join('/'), { credentials: 'include', signal });
  if (on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  return (await response.json()) as T;
}

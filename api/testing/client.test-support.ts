// Test helper: an API call over any fetch (the Hono app's, HTTP, or msw's through global fetch),
// and a client with its own cookie jar.

export type Fetcher = (path: string, init: RequestInit) => Promise<Response>;

export interface ApiResult<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface CallOptions {
  method?: string;
  /** Sent as JSON unless it is already a string (to send malformed bodies). */
  body?: unknown;
  key?: string;
  headers?: Record<string, string>;
}

/**
 * One call: a JSON body and an Idempotency-Key as `opts` say, redirects not followed; the answer's
 * body parsed as JSON (null when empty, the text when it is not JSON).
 */
export async function callApi<T = unknown>(
  fetcher: Fetcher,
  path: string,
  opts: CallOptions = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  let body: string | undefined;
  if (opts.body !== undefined) {
    body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body);
    headers['Content-Type'] = 'application/json';
  }
  if (opts.key !== undefined) headers['Idempotency-Key'] = opts.key;
  const method = opts.method ?? (body === undefined ? 'GET' : 'POST');
  const response = await fetcher(path, { method, body, headers, redirect: 'manual' });
  const text = await response.text();
  let parsed: unknown = null;
  if (text !== '') {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  }
  return { status: response.status, body: parsed as T, headers: response.headers };
}

export class TestClient {
  cookie = '';

  constructor(readonly fetcher: Fetcher) {}

  async call<T = unknown>(path: string, opts: CallOptions = {}): Promise<ApiResult<T>> {
    const headers = { ...opts.headers };
    if (this.cookie && !('cookie' in headers)) headers.cookie = this.cookie;
    const result = await callApi<T>(this.fetcher, path, { ...opts, headers });
    const setCookie = result.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0] ?? '';
      this.cookie = /Max-Age=0/i.test(setCookie) ? '' : pair;
    }
    return result;
  }

  post<T = unknown>(path: string, body: unknown, key?: string) {
    return this.call<T>(path, { method: 'POST', body, key });
  }

  /** Signs in as a new anonymous account, as the landing page's button does. */
  async login(): Promise<string> {
    const res = await this.call('/api/login');
    if (res.status !== 303) throw new Error(`login answered ${res.status}`);
    const user = await this.call<{ id: string }>('/api/auth/user');
    return user.body.id;
  }
}

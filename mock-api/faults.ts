// Test helpers (msw/node): record every request the reference API receives, and make the next few
// writes to a path fail in a chosen way. Add nothing to the API itself.
import { http } from 'msw';
import type { SetupServer } from 'msw/node';

export interface SeenRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  body: string;
}

/** Every request from now on, whichever handler answers it; clear with `length = 0`. */
export function recordRequests(server: SetupServer): SeenRequest[] {
  const seen: SeenRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    const entry: SeenRequest = {
      method: request.method,
      path: new URL(request.url).pathname,
      idempotencyKey: request.headers.get('Idempotency-Key'),
      body: '',
    };
    seen.push(entry);
    void request
      .clone()
      .text()
      .then((body: string) => (entry.body = body));
  });
  return seen;
}

/** The next `times` POST or DELETE requests under `path` get `respond()` instead of the server. */
export function failNextWrites(
  server: SetupServer,
  path: string,
  times: number,
  respond: () => Response,
): void {
  let left = times;
  server.use(
    http.all(`*${path}*`, ({ request }) => {
      if (request.method === 'GET' || left <= 0) return undefined;
      left -= 1;
      return respond();
    }),
  );
}

// Answers /api/* with the reference MSW handlers: node request -> WHATWG Request -> getResponse
// -> node response.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { handlers } from '../mock-api/handlers';

/** Larger than any valid body (a journal entry is at most 200 KB). */
export const MAX_BODY_BYTES = 1024 * 1024;

class BodyTooLargeError extends Error {}

/**
 * Reads the whole body. An oversized body is drained (not stored) so the 413 answer reaches the
 * client instead of a connection reset; a huge one drops the connection.
 */
async function readBody(req: IncomingMessage): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES * 8) {
      req.destroy();
      throw new BodyTooLargeError();
    }
    if (size <= MAX_BODY_BYTES) chunks.push(buffer);
  }
  if (size > MAX_BODY_BYTES) throw new BodyTooLargeError();
  return new Uint8Array(Buffer.concat(chunks));
}

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i] ?? '';
    if (name === '' || name.startsWith(':')) continue;
    headers.append(name, req.rawHeaders[i + 1] ?? '');
  }
  return headers;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Content-Length', String(Buffer.byteLength(text)));
  res.end(text);
}

async function sendWebResponse(
  req: IncomingMessage,
  res: ServerResponse,
  response: Response,
): Promise<void> {
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') res.setHeader(name, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader('Set-Cookie', cookies);
  const body = Buffer.from(await response.arrayBuffer());
  res.setHeader('Content-Length', String(body.length));
  res.setHeader('Cache-Control', 'no-store');
  res.end(req.method === 'HEAD' ? undefined : body);
}

export async function handleApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<void> {
  const method = (req.method ?? 'GET').toUpperCase();
  let body: Uint8Array<ArrayBuffer> | undefined;
  if (method !== 'GET' && method !== 'HEAD') {
    try {
      body = await readBody(req);
    } catch (error) {
      if (!(error instanceof BodyTooLargeError)) throw error;
      sendJson(res, 413, { message: 'Request body is too large.' });
      return;
    }
  }
  const request = new Request(url, { method, headers: toHeaders(req), body });
  const response = await getResponse(handlers, request);
  if (!response) {
    sendJson(res, 404, { message: 'Not found' });
    return;
  }
  await sendWebResponse(req, res, response);
}

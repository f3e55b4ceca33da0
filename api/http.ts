// Small helpers shared by the routes: JSON answers in the spec's error format, bounded body reads.
import { LIMITS, MESSAGES } from './contract';
import type { StoredResult } from './store/store';

export interface Outcome extends StoredResult {
  /** True when the request changed stored data (counted by the onApplied hook). */
  applied?: boolean;
}

export const ok = (body: unknown, status = 200): Outcome => ({ status, body });
export const created = (body: unknown): Outcome => ({ status: 201, body, applied: true });
export const noContent = (): Outcome => ({ status: 204, body: null, applied: true });
export const fail = (status: number, message: string): Outcome => ({ status, body: { message } });

/** API answers are never cached (they are one account's data). */
const NO_STORE = { 'Cache-Control': 'no-store' };

export function toResponse(result: StoredResult, headers: Record<string, string> = {}): Response {
  if (result.body === null) {
    return new Response(null, { status: result.status, headers: { ...NO_STORE, ...headers } });
  }
  return new Response(JSON.stringify(result.body), {
    status: result.status,
    headers: { 'Content-Type': 'application/json', ...NO_STORE, ...headers },
  });
}

export const errorResponse = (status: number, message: string, headers?: Record<string, string>) =>
  toResponse(fail(status, message), headers);

export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

/**
 * Reads the body as text, refusing more than `limit` bytes without buffering them: a declared
 * Content-Length over the limit is refused at once, a stream is cut off when it passes it.
 */
export async function readBodyText(request: Request, limit = LIMITS.bodyBytes): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > limit) throw new BodyTooLargeError();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLargeError();
    }
    chunks.push(value);
  }
  const all = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    all.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(all);
}

export const tooLarge = () => errorResponse(413, MESSAGES.tooLarge);

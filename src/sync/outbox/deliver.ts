import { ApiError, apiRequest } from '../apiClient';
import type { OutboxEntry } from '../../vault';
import type { Answer } from './policy';

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

export interface DeliverOptions {
  fetch: typeof fetch;
  /** Prepended to the entry's path ('' in the browser: same origin). */
  baseUrl: string;
  signal: AbortSignal;
}

/**
 * Sends one queued call with the spec's semantics (session cookies, JSON body only when there is
 * one) and its Idempotency-Key. Null when it was aborted (the outbox stopped: lock or reload).
 */
export async function deliver(entry: OutboxEntry, options: DeliverOptions): Promise<Answer | null> {
  try {
    const response = await apiRequest(entry.method, options.baseUrl + entry.path, entry.body, {
      headers: { [IDEMPOTENCY_KEY_HEADER]: entry.idempotencyKey },
      fetch: options.fetch,
      signal: options.signal,
    });
    // Pulls read the lists; a report's answer says whether it is public (outbox/reviews.ts).
    // Reading it also frees the connection.
    const body = await response.text().catch(() => '');
    return { status: response.status, body, retryAfter: null };
  } catch (error) {
    if (options.signal.aborted) return null;
    if (error instanceof ApiError) {
      return {
        status: error.status,
        body: error.body,
        retryAfter: error.headers.get('Retry-After'),
      };
    }
    return { networkError: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * What an answer means for a queued call, and how long to wait before the next try. Pure: the
 * scheduler injects the clock and the random source.
 */
export type Answer =
  { status: number; body: string; retryAfter: string | null } | { networkError: string };

export type Verdict =
  /** Delivered (or, for a DELETE, already gone). */
  | { kind: 'done' }
  /** Try again later; `retryAfterMs` when the server said when. */
  | { kind: 'retry'; message: string; network: boolean; retryAfterMs?: number }
  /** Signed out: hold the whole queue until the user is signed in again. */
  | { kind: 'pause'; message: string }
  /** Refused for good: shown to the user with the server's message. */
  | { kind: 'fail'; message: string };

/** Timeouts, "too early" and rate limits are worth repeating; other 4xx are not. */
const RETRYABLE_4XX = new Set([408, 425, 429]);

export const BACKOFF_BASE_MS = 1_000;
/** About five minutes between tries at most, as the issue asks. */
export const BACKOFF_CAP_MS = 5 * 60_000;
/** A Retry-After longer than this is taken as this (a broken or hostile header). */
export const RETRY_AFTER_CAP_MS = 60 * 60_000;

/** The server's `message` when the body is the API's `{ message }`, else "status: body". */
export function serverMessage(status: number, body: string): string {
  try {
    const parsed = JSON.parse(body) as unknown;
    const message = (parsed as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  } catch {
    // Not JSON: use the text as it is.
  }
  return `${status}: ${body}`.trim();
}

/** Retry-After as delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const seconds = Number(value);
  const ms = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(value) - now;
  if (!Number.isFinite(ms)) return undefined;
  return Math.min(Math.max(0, ms), RETRY_AFTER_CAP_MS);
}

export function classify(method: 'POST' | 'DELETE', answer: Answer, now: number): Verdict {
  if ('networkError' in answer) {
    return { kind: 'retry', message: answer.networkError, network: true };
  }
  const { status, body } = answer;
  if (status >= 200 && status < 300) return { kind: 'done' };
  // A DELETE of something the server does not have has nothing left to do.
  if (method === 'DELETE' && status === 404) return { kind: 'done' };
  const message = serverMessage(status, body);
  if (status === 401) return { kind: 'pause', message };
  if (status >= 500 || RETRYABLE_4XX.has(status)) {
    const retryAfterMs = parseRetryAfter(answer.retryAfter, now);
    return {
      kind: 'retry',
      message,
      network: false,
      ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
    };
  }
  return { kind: 'fail', message };
}

/**
 * Exponential backoff with "equal jitter": half the step is fixed, half random, so retries spread
 * out but still grow. `attempts` counts tries made so far (1 after the first).
 */
export function backoffDelay(attempts: number, random: () => number): number {
  const step = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return step / 2 + random() * (step / 2);
}

/** When to try again after a retry verdict: never sooner than the server asked. */
export function retryDelay(
  verdict: Extract<Verdict, { kind: 'retry' }>,
  attempts: number,
  random: () => number,
): number {
  return Math.max(backoffDelay(attempts, random), verdict.retryAfterMs ?? 0);
}

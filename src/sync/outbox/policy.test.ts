import { describe, expect, it } from 'vitest';
import {
  BACKOFF_CAP_MS,
  backoffDelay,
  classify,
  parseRetryAfter,
  retryDelay,
  RETRY_AFTER_CAP_MS,
  serverMessage,
} from './policy';

const answer = (status: number, body = '', retryAfter: string | null = null) => ({
  status,
  body,
  retryAfter,
});

describe('what an answer means', () => {
  it('delivered on 2xx, and a DELETE that finds nothing is done too', () => {
    expect(classify('POST', answer(201), 0)).toEqual({ kind: 'done' });
    expect(classify('DELETE', answer(204), 0)).toEqual({ kind: 'done' });
    expect(classify('DELETE', answer(404, '{"message":"gone"}'), 0)).toEqual({ kind: 'done' });
    expect(classify('POST', answer(404, '{"message":"gone"}'), 0).kind).toBe('fail');
  });

  it('retries network errors, 408, 425, 429 and 5xx', () => {
    expect(classify('POST', { networkError: 'Failed to fetch' }, 0)).toMatchObject({
      kind: 'retry',
      network: true,
    });
    for (const status of [408, 425, 429, 500, 502, 503, 504]) {
      expect(classify('POST', answer(status), 0)).toMatchObject({ kind: 'retry', network: false });
    }
  });

  it('pauses on 401 and fails other 4xx with the server message', () => {
    expect(classify('POST', answer(401, '{"message":"Unauthorized"}'), 0)).toEqual({
      kind: 'pause',
      message: 'Unauthorized',
    });
    for (const status of [400, 403, 409, 413, 422]) {
      expect(classify('POST', answer(status, '{"message":"No."}'), 0)).toEqual({
        kind: 'fail',
        message: 'No.',
      });
    }
    expect(serverMessage(400, 'plain words')).toBe('400: plain words');
  });

  it('reads Retry-After as seconds or a date, within bounds', () => {
    const now = Date.parse('2026-05-01T12:00:00Z');
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter('Fri, 01 May 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('-5', now)).toBe(0);
    expect(parseRetryAfter('999999', now)).toBe(RETRY_AFTER_CAP_MS);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(classify('POST', answer(429, '', '7'), now)).toMatchObject({ retryAfterMs: 7000 });
  });
});

describe('backoff', () => {
  it('doubles with jitter between half and all of the step, capped at five minutes', () => {
    expect(backoffDelay(1, () => 0)).toBe(500);
    expect(backoffDelay(1, () => 1)).toBe(1000);
    expect(backoffDelay(4, () => 0.5)).toBe(6000);
    expect(backoffDelay(30, () => 1)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(30, () => 0)).toBe(BACKOFF_CAP_MS / 2);
  });

  it('never retries sooner than the server asked', () => {
    const verdict = { kind: 'retry', message: '', network: false, retryAfterMs: 90_000 } as const;
    expect(retryDelay(verdict, 1, () => 0)).toBe(90_000);
    expect(retryDelay({ ...verdict, retryAfterMs: 10 }, 3, () => 0)).toBe(2000);
  });
});

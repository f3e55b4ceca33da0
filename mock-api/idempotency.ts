// Idempotency-Key handling: the first answer for a key is stored and replayed for repeats.
import { LIMITS } from './contract';
import type { MockState, StoredResult } from './state';
import { ValidationError } from './validate';

export type IdempotentOutcome =
  | { kind: 'fresh'; result: StoredResult }
  | { kind: 'replayed'; result: StoredResult }
  | { kind: 'conflict' };

/** Checks the header value; null means the request carries no key. */
export function readIdempotencyKey(value: string | null): string | null {
  if (value === null) return null;
  const key = value.trim();
  if (key === '' || key.length > LIMITS.idempotencyKeyChars) {
    throw new ValidationError(
      `The Idempotency-Key header must be 1 to ${LIMITS.idempotencyKeyChars} characters.`,
    );
  }
  return key;
}

export function requestFingerprint(method: string, pathname: string, bodyText: string): string {
  return `${method.toUpperCase()} ${pathname}\n${bodyText}`;
}

/** Server errors are not stored so that a retry with the same key can still succeed. */
function isStorable(result: StoredResult): boolean {
  return result.status < 500;
}

/**
 * Runs `run` at most once per key. `run` is synchronous, so check, run and store happen in one
 * tick and two concurrent repeats cannot both apply.
 */
export function runIdempotent(
  state: MockState,
  key: string,
  fingerprint: string,
  run: () => StoredResult,
): IdempotentOutcome {
  const existing = state.idempotency.get(key);
  if (existing) {
    return existing.fingerprint === fingerprint
      ? { kind: 'replayed', result: existing.result }
      : { kind: 'conflict' };
  }
  const result = run();
  if (isStorable(result)) state.idempotency.set(key, { fingerprint, result });
  return { kind: 'fresh', result };
}

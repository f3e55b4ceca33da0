// The wrappers every endpoint goes through: sign-in check, bounded JSON body, validation errors
// as 400, and Idempotency-Key: the first answer is stored per account, in the same transaction
// as the write it describes, so a retry (even after a crash or a restart) is applied once.
import { IDEMPOTENT_REPLAYED_HEADER, IDEMPOTENCY_KEY_HEADER, LIMITS, MESSAGES } from './contract';
import { unauthorized } from './context';
import type { ApiCtx } from './context';
import { BodyTooLargeError, fail, readBodyText, toResponse, tooLarge } from './http';
import type { Outcome } from './http';
import { sha256Hex } from './secrets';
import { IdempotencyRaceError } from './store/store';
import type { IdempotencyEntry, StoreOps, StoredResult } from './store/store';
import { parseJsonObject, ValidationError } from './validate';
import type { JsonObject } from './validate';

export interface ReadArgs {
  c: ApiCtx;
  store: StoreOps;
  accountId: string;
}
export interface WriteArgs extends ReadArgs {
  /** The parsed JSON object; empty for DELETE. */
  body: JsonObject;
}

export function readHandler(resolve: (args: ReadArgs) => Promise<Outcome>) {
  return async (c: ApiCtx): Promise<Response> => {
    const accountId = c.var.accountId;
    if (!accountId) return unauthorized();
    const { store } = c.var.api;
    return toResponse(await resolve({ c, store, accountId }));
  };
}

/** Checks the header value; null means the request carries no key. */
export function readIdempotencyKey(value: string | undefined): string | null {
  if (value === undefined) return null;
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

/**
 * Only successes are stored: a refused request keeps nothing on disk (its body may be large, or
 * bad), and its retry is judged again.
 */
const isStorable = (result: StoredResult) => result.status < 400;

/** How long an Idempotency-Key is remembered: long enough for any retry, not forever. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

function replay(entry: { fingerprint: string; result: StoredResult }, fingerprint: string) {
  if (entry.fingerprint !== fingerprint) return toResponse(fail(422, MESSAGES.idempotencyMismatch));
  return toResponse(entry.result, { [IDEMPOTENT_REPLAYED_HEADER]: 'true' });
}

/**
 * A POST or DELETE for the signed-in account that honours Idempotency-Key. `idempotency: false`
 * ignores the key (community reports: nothing may link a report to its author, so they dedupe on
 * the report's own id instead).
 */
export function writeHandler(
  endpoint: string,
  resolve: (args: WriteArgs) => Promise<Outcome>,
  options: { idempotency?: boolean } = {},
) {
  return async (c: ApiCtx): Promise<Response> => {
    const accountId = c.var.accountId;
    if (!accountId) return unauthorized();
    const { api } = c.var;
    let key: string | null;
    let bodyText: string;
    try {
      key =
        options.idempotency === false
          ? null
          : readIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
      bodyText = await readBodyText(c.req.raw);
    } catch (error) {
      if (error instanceof ValidationError) return toResponse(fail(400, error.message));
      if (error instanceof BodyTooLargeError) return tooLarge();
      throw error;
    }
    const method = c.req.method.toUpperCase();
    // Only a digest: the stored row cannot give the request's body back.
    const fingerprint = await sha256Hex(
      requestFingerprint(method, new URL(c.req.url).pathname, bodyText),
    );
    const now = api.now();
    const notBefore = new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString();
    if (key !== null) {
      const existing = await api.store.getIdempotent(accountId, key, notBefore);
      if (existing) return replay(existing, fingerprint);
    }
    const run = async (store: StoreOps): Promise<Outcome | IdempotencyEntry> => {
      // Again inside the transaction: a repeat that was waiting for the first one replays it.
      const stored = key === null ? null : await store.getIdempotent(accountId, key, notBefore);
      if (stored) return stored;
      let outcome: Outcome;
      try {
        const body = method === 'POST' ? parseJsonObject(bodyText) : {};
        outcome = await resolve({ c, store, accountId, body });
      } catch (error) {
        if (!(error instanceof ValidationError)) throw error;
        outcome = fail(400, error.message);
      }
      if (key !== null && isStorable(outcome)) {
        const result = { status: outcome.status, body: outcome.body };
        await store.putIdempotent(
          accountId,
          key,
          { fingerprint, result },
          now.toISOString(),
          notBefore,
        );
        if (Math.random() < 0.01) await store.pruneIdempotency(notBefore);
      }
      return outcome;
    };
    let outcome: Outcome | IdempotencyEntry;
    try {
      outcome = await api.store.transaction(run);
    } catch (error) {
      // A concurrent repeat with the same key committed first: this one was rolled back whole.
      if (!(error instanceof IdempotencyRaceError) || key === null) throw error;
      const winner = await api.store.getIdempotent(accountId, key, notBefore);
      if (!winner) throw error;
      return replay(winner, fingerprint);
    }
    if ('fingerprint' in outcome) return replay(outcome, fingerprint);
    if (outcome.applied) api.options.onApplied?.(accountId, endpoint);
    return toResponse(outcome);
  };
}

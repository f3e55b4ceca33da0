// Per-request context: the store, the clock, the session and the client's address, and the
// checks every route shares (sign-in, cross-site navigation, rate limits).
import type { Context } from 'hono';
import { generateCookie } from 'hono/cookie';
import type { CookieOptions } from 'hono/utils/cookie';
import type * as v from 'valibot';
import { MESSAGES, SECURE_SESSION_COOKIE, SESSION_COOKIE } from './contract';
import { BodyTooLargeError, errorResponse, readBodyText, tooLarge, toResponse } from './http';
import type { ApiBindings, ApiOptions, RateLimit, RateLimits } from './options';
import { sha256Hex } from './secrets';
import { isTrustedHop } from './trustProxy';
import type { ApiStore } from './store/store';
import { parseBody, parseJsonObject, ValidationError } from './validate';

export interface Session {
  accountId: string;
  tokenHash: string;
}

export type ApiEnv = {
  Bindings: ApiBindings | undefined;
  Variables: {
    api: ApiContext;
    /** The signed-in account: the session's, else the dev account (MSW, test hooks). */
    accountId: string | null;
    session: Session | null;
  };
};
export type ApiCtx = Context<ApiEnv>;

export interface ApiContext {
  options: ApiOptions;
  store: ApiStore;
  now: () => Date;
  sessionSeconds: number;
}

/** Every value the header gives the cookie `name`. */
export function readCookies(header: string | null, name: string): string[] {
  if (!header) return [];
  const values: string[] = [];
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === name) values.push(part.slice(eq + 1).trim());
  }
  return values;
}

export function readCookie(header: string | null, name: string): string | null {
  return readCookies(header, name)[0] ?? null;
}

/**
 * Over TLS the cookie is `__Host-sid`: the browser then refuses it from any subdomain or plain
 * HTTP page, so no neighbour can plant one. Over plain HTTP (a laptop, the tests) it is `sid`.
 */
export const sessionCookieName = (c: ApiCtx) =>
  isSecure(c) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;

/**
 * The stored hash of the request's session cookie; null without a plausible one. Two cookies of
 * that name (one planted beside hers) are refused rather than guessed between.
 */
async function sessionTokenHash(c: ApiCtx): Promise<string | null> {
  const tokens = readCookies(c.req.header('cookie') ?? null, sessionCookieName(c));
  const token = tokens.length === 1 ? tokens[0] : null;
  if (!token || token.length > 128) return null;
  return sha256Hex(token);
}

/** The connection came from the proxy hop TRUST_PROXY names: only then do forwarded headers count. */
function viaTrustedProxy(c: ApiCtx): boolean {
  return isTrustedHop(c.var.api.options.trustProxy, c.env?.clientAddress);
}

/** True when the request came over TLS, directly or (when trusted) through the proxy. */
export function isSecure(c: ApiCtx): boolean {
  if (c.env?.tls) return true;
  if (viaTrustedProxy(c)) {
    return c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
  }
  return new URL(c.req.url).protocol === 'https:';
}

/** The session cookie's attributes; hono's serializer also refuses a `__Host-` cookie without Secure. */
function sessionCookieOptions(c: ApiCtx, maxAge: number): CookieOptions {
  return { path: '/', httpOnly: true, sameSite: 'Strict', maxAge, secure: isSecure(c) };
}

export function sessionCookie(c: ApiCtx, token: string): string {
  return generateCookie(
    sessionCookieName(c),
    token,
    sessionCookieOptions(c, c.var.api.sessionSeconds),
  );
}

export function expiredCookie(c: ApiCtx): string {
  return generateCookie(sessionCookieName(c), '', sessionCookieOptions(c, 0));
}

/**
 * A request another site caused (a link, a form, an image): Sec-Fetch-Site says cross-site or
 * same-site, or Origin names another origin. Such requests must change nothing.
 */
export function isForeign(c: ApiCtx): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site === 'cross-site' || site === 'same-site') return true;
  const origin = c.req.header('origin');
  if (origin === undefined) return false;
  const url = new URL(c.req.url);
  const host = (viaTrustedProxy(c) && c.req.header('x-forwarded-host')) || url.host;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true; // "null" and garbage
  }
}

export function clientAddress(c: ApiCtx): string | null {
  if (viaTrustedProxy(c)) {
    // The proxy appends the address it saw; the last entry is the one we can trust.
    const forwarded = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
    if (forwarded) return forwarded;
  }
  return c.env?.clientAddress ?? null;
}

export const unauthorized = () => errorResponse(401, MESSAGES.unauthorized);

export interface SignedIn {
  c: ApiCtx;
  accountId: string;
  /** The JSON body as `schema` (common/requests/) reads it; its problems answer 400 or 413. */
  read: <S extends v.GenericSchema>(schema: S) => Promise<v.InferOutput<S>>;
}

/**
 * A route for a signed-in account: 401 without a session; a body too large answers 413, a body
 * that is not JSON or that `schema` refuses (or a ValidationError the handler throws) answers 400
 * { message }, with its `field` when `fields` is on.
 */
export function signedInRoute(
  handle: (args: SignedIn) => Promise<Response>,
  { fields = true }: { fields?: boolean } = {},
) {
  return async (c: ApiCtx): Promise<Response> => {
    const accountId = c.var.accountId;
    if (!accountId) return unauthorized();
    const read = async <S extends v.GenericSchema>(schema: S) =>
      parseBody(schema, parseJsonObject(await readBodyText(c.req.raw)));
    try {
      return await handle({ c, accountId, read });
    } catch (error) {
      if (error instanceof BodyTooLargeError) return tooLarge();
      if (error instanceof ValidationError) {
        const field = fields ? error.field : undefined;
        return toResponse({ status: 400, body: { message: error.message, field } });
      }
      throw error;
    }
  };
}

function windowStart(now: Date, limit: RateLimit): number {
  const seconds = Math.floor(now.getTime() / 1000);
  return seconds - (seconds % limit.windowSeconds);
}

const bucketName = async (limit: keyof RateLimits, start: number, subject: string) =>
  `${limit}:${await sha256Hex(`${start}:${subject}`)}`;

/** 429 with Retry-After (seconds to the end of the latest window passed), or null. */
function tooMany(
  now: Date,
  limits: RateLimits,
  hits: { limit: keyof RateLimits; window: number; count: number | null }[],
): Response | null {
  const seconds = Math.floor(now.getTime() / 1000);
  let retryAfter = 0;
  for (const { limit, window, count } of hits) {
    const rule = limits[limit];
    if ((count ?? 0) > rule.max) {
      retryAfter = Math.max(retryAfter, Math.max(1, window + rule.windowSeconds - seconds));
    }
  }
  if (retryAfter === 0) return null;
  return errorResponse(429, MESSAGES.tooManyRequests, { 'Retry-After': String(retryAfter) });
}

/**
 * Now and then, drops the counters of windows that are over. Over for every limit: the start of
 * the oldest window still running (a 10-minute window's counter outlives many 1-minute windows).
 */
function maybePrune(store: ApiStore, now: Date, limits: RateLimits) {
  if (Math.random() >= 0.01) return;
  const oldestRunning = Math.min(...Object.values(limits).map((rule) => windowStart(now, rule)));
  void store.pruneRateLimits(oldestRunning).catch(() => {});
}

/**
 * What every request does first, in one store round trip: find the session and count the
 * request per address and (when signed in) per account. Answers 429 with Retry-After over a
 * limit. The store never sees a plain address or account id in a counter's name.
 */
export async function openRequest(
  c: ApiCtx,
): Promise<{ session: Session | null; limited: Response | null }> {
  const api = c.var.api;
  const tokenHash = await sessionTokenHash(c);
  const now = api.now();
  const limits = api.options.rateLimits;
  if (!limits) {
    const accountId = tokenHash && (await api.store.findSession(tokenHash, now.toISOString()));
    return { session: tokenHash && accountId ? { accountId, tokenHash } : null, limited: null };
  }
  const address = clientAddress(c);
  const addressWindow = windowStart(now, limits.perAddress);
  const accountWindow = windowStart(now, limits.perAccount);
  const buckets = address ? [await bucketName('perAddress', addressWindow, address)] : [];
  const oldest = Math.min(addressWindow, accountWindow);
  const opened = await api.store.openRequest(tokenHash, now.toISOString(), {
    buckets,
    account: { prefix: 'perAccount:', window: accountWindow },
    windowStart: oldest,
  });
  maybePrune(api.store, now, limits);
  const session = tokenHash && opened.accountId ? { accountId: opened.accountId, tokenHash } : null;
  const limited = tooMany(now, limits, [
    { limit: 'perAddress', window: addressWindow, count: opened.counts[0] ?? null },
    { limit: 'perAccount', window: accountWindow, count: opened.accountCount },
  ]);
  return { session, limited };
}

/**
 * Counts the request in each named bucket (one database round trip) and answers 429 with
 * Retry-After when any is over its limit. Addresses are stored hashed with the window start,
 * and every counter is dropped once its window has passed.
 */
export async function rateLimit(
  c: ApiCtx,
  checks: { limit: keyof RateLimits; subject: string }[],
): Promise<Response | null> {
  const limits = c.var.api.options.rateLimits;
  if (!limits || checks.length === 0) return null;
  const now = c.var.api.now();
  const windows = checks.map(({ limit }) => windowStart(now, limits[limit]));
  const buckets = await Promise.all(
    checks.map(({ limit, subject }, i) => bucketName(limit, windows[i] ?? 0, subject)),
  );
  const store = c.var.api.store;
  // One window length per call keeps the counters in one statement; the shortest start is fine
  // for a key because the key already includes its own window.
  const counts = await store.hitRateLimits(buckets, Math.min(...windows));
  maybePrune(store, now, limits);
  return tooMany(
    now,
    limits,
    checks.map(({ limit }, i) => ({ limit, window: windows[i] ?? 0, count: counts[i] ?? null })),
  );
}

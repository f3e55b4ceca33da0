import { ApiError, apiRequest, getQuery } from '../apiClient';
import type { AccountCredentials } from '../../vault/locked';

/**
 * The account contract of issue 13, one function per call. The session is an HttpOnly cookie the
 * browser sends and keeps (JS never sees it); the vault holds the account id and secret that can
 * open a new session anywhere. Every call answers with a value, never a throw:
 * `unreachable` (network, timeout, 5xx, 408, 429: worth trying again later), `unauthorized` (401),
 * `refused` (any other answer, or a body that does not match the contract).
 */
export interface AccountCallOptions {
  fetch: typeof fetch;
  /** Prepended to each path ('' in the browser: same origin). */
  baseUrl: string;
  signal?: AbortSignal;
}

export type AccountFailure = 'unreachable' | 'unauthorized' | 'refused';
export type AccountCall<T> = { ok: true; value: T } | { ok: false; reason: AccountFailure };

export interface SessionUser {
  id: string;
}

const RETRYABLE = new Set([408, 425, 429]);

class Malformed extends Error {}

async function call<T>(work: () => Promise<T>): Promise<AccountCall<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (error instanceof Malformed) return { ok: false, reason: 'refused' };
    if (!(error instanceof ApiError)) return { ok: false, reason: 'unreachable' };
    if (error.status === 401) return { ok: false, reason: 'unauthorized' };
    if (error.status >= 500 || RETRYABLE.has(error.status)) {
      return { ok: false, reason: 'unreachable' };
    }
    return { ok: false, reason: 'refused' };
  }
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

function toUser(body: unknown): SessionUser {
  const id = (body as { id?: unknown } | null)?.id;
  if (!isText(id)) throw new Malformed('no user id');
  return { id };
}

function toCredentials(body: unknown): AccountCredentials {
  const { accountId, secret } = (body ?? {}) as Partial<Record<string, unknown>>;
  if (!isText(accountId) || !isText(secret)) throw new Malformed('no credentials');
  return { accountId, secret };
}

const request = (o: AccountCallOptions) => ({ fetch: o.fetch, signal: o.signal });

/** GET /api/auth/user: the session's account, or null without a session. */
export function sessionUser(o: AccountCallOptions): Promise<AccountCall<SessionUser | null>> {
  return call(async () => {
    const body = await getQuery<unknown>([`${o.baseUrl}/api/auth/user`], {
      ...request(o),
      on401: 'returnNull',
    });
    return body === null ? null : toUser(body);
  });
}

/**
 * POST /api/login (a same-origin fetch): a new anonymous account and its session cookie, for a
 * vault that has none yet. Answers the new account's user.
 */
export function createAccount(o: AccountCallOptions): Promise<AccountCall<SessionUser>> {
  return call(async () => {
    const response = await apiRequest('POST', `${o.baseUrl}/api/login`, undefined, request(o));
    return toUser(await response.json().catch(() => null));
  });
}

/** POST /api/account/credentials: a new secret for the session's account (replaces any other). */
export function issueCredentials(o: AccountCallOptions): Promise<AccountCall<AccountCredentials>> {
  return call(async () => {
    const response = await apiRequest(
      'POST',
      `${o.baseUrl}/api/account/credentials`,
      undefined,
      request(o),
    );
    return toCredentials(await response.json().catch(() => null));
  });
}

/** POST /api/session: a new session for the vault's account (401 when they do not match). */
export function openSession(
  credentials: AccountCredentials,
  o: AccountCallOptions,
): Promise<AccountCall<SessionUser>> {
  const { accountId, secret } = credentials;
  return call(async () => {
    const response = await apiRequest(
      'POST',
      `${o.baseUrl}/api/session`,
      { accountId, secret },
      request(o),
    );
    return toUser(await response.json().catch(() => null));
  });
}

/** POST /api/session/renew: the session lives on a week from now (the same cookie). */
export function renewSession(o: AccountCallOptions): Promise<AccountCall<void>> {
  return call(async () => {
    const response = await apiRequest(
      'POST',
      `${o.baseUrl}/api/session/renew`,
      undefined,
      request(o),
    );
    await response.text().catch(() => '');
  });
}

/** POST /api/logout: the session cookie expires. */
export function endSession(o: AccountCallOptions): Promise<AccountCall<void>> {
  return call(async () => {
    const response = await apiRequest('POST', `${o.baseUrl}/api/logout`, undefined, request(o));
    await response.text().catch(() => '');
  });
}

/** POST /api/account/delete: everything the server holds for the account (no session needed). */
export function deleteAccount(
  credentials: AccountCredentials,
  o: AccountCallOptions,
): Promise<AccountCall<void>> {
  const { accountId, secret } = credentials;
  return call(async () => {
    const response = await apiRequest(
      'POST',
      `${o.baseUrl}/api/account/delete`,
      { accountId, secret },
      request(o),
    );
    await response.text().catch(() => '');
  });
}

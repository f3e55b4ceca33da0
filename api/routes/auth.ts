// Anonymous accounts and sessions (docs/SECURITY.md, "Accounts"). No email, phone or name: an
// account is a random id, and the device proves it owns one with a random secret kept in its
// vault. The session is an HttpOnly SameSite=Strict cookie, rotated on every sign-in.
import type { Hono } from 'hono';
import { LIMITS, MESSAGES } from '../contract';
import type { AccountCredentials, User } from '../contract';
import type { ApiCtx, ApiEnv } from '../context';
import {
  clientAddress,
  expiredCookie,
  isForeign,
  rateLimit,
  readCookies,
  sessionCookie,
  sessionCookieName,
  unauthorized,
} from '../context';
import { BodyTooLargeError, errorResponse, readBodyText, toResponse, tooLarge } from '../http';
import { constantTimeEqual, randomAccountId, randomToken, sha256Hex } from '../secrets';
import type { StoreOps } from '../store/store';
import { AccountCredentialsSchema } from '../../common/requests/account';
import { parseBody, parseJsonObject, ValidationError } from '../validate';

function redirect(location: string, cookie?: string): Response {
  const headers: Record<string, string> = { Location: location };
  if (cookie) headers['Set-Cookie'] = cookie;
  return new Response(null, { status: 303, headers });
}

/** A new session for the account; the old one (if any) ends: rotation on every sign-in. */
async function startSession(c: ApiCtx, store: StoreOps, accountId: string): Promise<string> {
  const { api, session } = c.var;
  if (session) await store.deleteSession(session.tokenHash);
  const token = randomToken();
  const expiresAt = new Date(api.now().getTime() + api.sessionSeconds * 1000).toISOString();
  await store.createSession(await sha256Hex(token), accountId, expiresAt);
  return sessionCookie(c, token);
}

async function userOf(store: StoreOps, accountId: string): Promise<User | null> {
  const account = await store.getAccount(accountId);
  return account ? { id: account.id, createdAt: account.createdAt } : null;
}

async function addressLimit(c: ApiCtx, limit: 'credentials' | 'signups') {
  return rateLimit(c, [{ limit, subject: clientAddress(c) ?? 'unknown' }]);
}

/**
 * `{ accountId, secret }` from the body, checked against the stored hash in constant time: the
 * account id, or `unknown` (no such account, or one without a secret), or `wrong`.
 */
async function verifyCredentials(
  store: StoreOps,
  body: Record<string, unknown>,
): Promise<string | 'unknown' | 'wrong'> {
  const { accountId, secret } = parseBody(AccountCredentialsSchema, body);
  const account = await store.getAccount(accountId);
  const given = await sha256Hex(secret);
  // Hash and compare even for an unknown account, so timing does not tell which ids exist.
  const stored = account?.secretHash ?? '0'.repeat(64);
  const match = constantTimeEqual(given, stored);
  if (!account?.secretHash) return 'unknown';
  return match ? account.id : 'wrong';
}

/**
 * Guessing a secret is limited per account when the request names one (so nobody can use up the
 * limit of everyone behind the same address), else per address.
 */
async function credentialsLimit(c: ApiCtx, accountId: unknown) {
  const named = typeof accountId === 'string' && accountId.length <= LIMITS.credentialChars;
  return rateLimit(c, [
    {
      limit: 'credentials',
      subject: named ? `account:${accountId}` : `address:${clientAddress(c) ?? 'unknown'}`,
    },
  ]);
}

async function readJson(c: ApiCtx): Promise<Record<string, unknown> | Response | null> {
  try {
    const text = await readBodyText(c.req.raw);
    return text.trim() === '' ? null : parseJsonObject(text);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return tooLarge();
    if (error instanceof ValidationError) return errorResponse(400, error.message);
    throw error;
  }
}

export function authRoutes(app: Hono<ApiEnv>): void {
  app.get('/api/auth/user', async (c) => {
    const accountId = c.var.accountId;
    const user = accountId ? await userOf(c.var.api.store, accountId) : null;
    return user ? c.json(user) : unauthorized();
  });

  /** Resumes the session's account or creates an anonymous one; answers the new session cookie. */
  const signIn = async (c: ApiCtx): Promise<{ cookie: string; accountId: string } | Response> => {
    const { api, session } = c.var;
    const dev = api.options.devAccount;
    let accountId = session?.accountId ?? null;
    if (!accountId && dev) accountId = await dev.id();
    if (!accountId) {
      const limited = await addressLimit(c, 'signups');
      if (limited) return limited;
    }
    const cookie = await api.store.transaction(async (store) => {
      if (!accountId) {
        accountId = randomAccountId();
        await store.createAccount(accountId, api.now().toISOString());
      }
      return startSession(c, store, accountId);
    });
    dev?.setSignedIn(true);
    if (!accountId) throw new Error('sign-in made no account');
    return { cookie, accountId };
  };

  app.get('/api/login', async (c) => {
    // Another site linking here must not sign anyone in or out.
    if (isForeign(c)) return redirect('/');
    const signed = await signIn(c);
    if (signed instanceof Response) return signed;
    return redirect('/home', signed.cookie);
  });

  // The same from the app itself (a same-origin fetch; cross-site writes are refused before this):
  // the calculator's friend code needs an account when the device has never signed in.
  app.post('/api/login', async (c) => {
    const signed = await signIn(c);
    if (signed instanceof Response) return signed;
    const user = await userOf(c.var.api.store, signed.accountId);
    return toResponse({ status: 200, body: user }, { 'Set-Cookie': signed.cookie });
  });

  const logout = async (c: ApiCtx) => {
    const { api, session } = c.var;
    if (session) await api.store.deleteSession(session.tokenHash);
    api.options.devAccount?.setSignedIn(false);
    return expiredCookie(c);
  };
  app.get('/api/logout', async (c) => {
    if (isForeign(c)) return redirect('/');
    return redirect('/', await logout(c));
  });
  app.post('/api/logout', async (c) => {
    const cookie = await logout(c);
    return new Response(null, { status: 204, headers: { 'Set-Cookie': cookie } });
  });

  // The unlocked vault renews its session (the same cookie, a new expiry): sessions are short-lived
  // and live on only while the person really unlocks.
  app.post('/api/session/renew', async (c) => {
    const { api, session } = c.var;
    if (!session) return unauthorized();
    const token = readCookies(c.req.header('cookie') ?? null, sessionCookieName(c))[0] ?? '';
    const expiresAt = new Date(api.now().getTime() + api.sessionSeconds * 1000).toISOString();
    await api.store.renewSession(session.tokenHash, expiresAt);
    return new Response(null, { status: 204, headers: { 'Set-Cookie': sessionCookie(c, token) } });
  });

  // The first secret of an account is issued to its session; a new one replaces it only against the
  // current one, so a copied session cookie cannot take the account over.
  app.post('/api/account/credentials', async (c) => {
    const accountId = c.var.accountId;
    if (!accountId) return unauthorized();
    const { store } = c.var.api;
    const account = await store.getAccount(accountId);
    // The test hooks' shared dev account (never on a real server) is re-issued to each fresh
    // browser of a test run.
    const dev = c.var.api.options.devAccount;
    const isDev = dev ? accountId === (await dev.id()) : false;
    if (account?.secretHash && !isDev) {
      const body = await readJson(c);
      if (body instanceof Response) return body;
      const current = typeof body?.currentSecret === 'string' ? body.currentSecret : '';
      const limited = await credentialsLimit(c, accountId);
      if (limited) return limited;
      if (!constantTimeEqual(await sha256Hex(current), account.secretHash)) {
        return errorResponse(403, 'The current secret is needed to issue a new one.');
      }
    }
    const secret = randomToken();
    await store.setSecretHash(accountId, await sha256Hex(secret));
    const body: AccountCredentials = { accountId, secret };
    return c.json(body);
  });

  app.post('/api/session', async (c) => {
    const body = await readJson(c);
    if (body instanceof Response) return body;
    if (body === null) return errorResponse(400, MESSAGES.notJson);
    const limited = await credentialsLimit(c, body.accountId);
    if (limited) return limited;
    const { store } = c.var.api;
    try {
      const verdict = await verifyCredentials(store, body);
      if (verdict === 'unknown' || verdict === 'wrong') return unauthorized();
      const accountId = verdict;
      const cookie = await store.transaction((tx) => startSession(c, tx, accountId));
      const user = await userOf(store, accountId);
      return toResponse({ status: 200, body: user }, { 'Set-Cookie': cookie });
    } catch (error) {
      if (error instanceof ValidationError) return errorResponse(400, error.message);
      throw error;
    }
  });

  // A valid session deletes its own account with no secret and no rate limit (the wipe must never
  // meet a 429 that someone else caused). Without a session, the vault's credentials: a wrong secret
  // for a known account is 403, an unknown account 204 (nothing to delete, no oracle for ids).
  app.post('/api/account/delete', async (c) => {
    const body = await readJson(c);
    if (body instanceof Response) return body;
    const { store } = c.var.api;
    const own = c.var.accountId;
    let accountId: string | null = null;
    if (own && (body === null || body.accountId === own)) {
      accountId = own;
    } else if (body === null) {
      return unauthorized();
    } else {
      const limited = await credentialsLimit(c, body.accountId);
      if (limited) return limited;
      try {
        const verdict = await verifyCredentials(store, body);
        if (verdict === 'wrong') return errorResponse(403, 'The secret does not match.');
        accountId = verdict === 'unknown' ? null : verdict;
      } catch (error) {
        if (error instanceof ValidationError) return errorResponse(400, error.message);
        throw error;
      }
    }
    if (accountId) {
      await store.transaction((tx) => tx.deleteAccount(accountId as string));
      // Out of the table files at once (the embedded store); not awaited: the answer does not wait.
      void store.compact().catch(() => console.error('Compaction after a deletion failed.'));
    }
    const headers: Record<string, string> = {};
    if (accountId && accountId === c.var.session?.accountId)
      headers['Set-Cookie'] = expiredCookie(c);
    return new Response(null, { status: 204, headers });
  });
}

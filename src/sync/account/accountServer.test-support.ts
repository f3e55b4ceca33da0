/**
 * Test support: msw/node handlers for the account contract of issue 13, until the real server
 * lands. One browser: `session` stands for its HttpOnly cookie (the account it points to, or
 * null). Records are kept per account; every call is logged as "METHOD /path".
 */

import { http, HttpResponse, type HttpHandler } from 'msw';

export interface FakeAccount {
  secret: string;
  createdAt: string;
  records: Record<'journal' | 'watchlist' | 'checkin' | 'community-reports', unknown[]>;
}

export interface FakeAccountServer {
  accounts: Map<string, FakeAccount>;
  session: string | null;
  offline: boolean;
  calls: string[];
  handlers: HttpHandler[];
  /** Makes an account (and, unless told otherwise, a session for it). */
  addAccount: (id: string, secret: string, options?: { signIn?: boolean }) => FakeAccount;
}

const LISTS = ['journal', 'watchlist', 'checkin', 'community-reports'] as const;

export function createAccountServer(): FakeAccountServer {
  let next = 1;
  const server: FakeAccountServer = {
    accounts: new Map(),
    session: null,
    offline: false,
    calls: [],
    handlers: [],
    addAccount(id, secret, { signIn = true } = {}) {
      const account: FakeAccount = {
        secret,
        createdAt: '2026-01-01T00:00:00.000Z',
        records: { journal: [], watchlist: [], checkin: [], 'community-reports': [] },
      };
      server.accounts.set(id, account);
      if (signIn) server.session = id;
      return account;
    },
  };
  const user = () =>
    server.session !== null && server.accounts.has(server.session) ? server.session : null;
  const unauthorized = () => HttpResponse.json({ message: 'Unauthorized' }, { status: 401 });
  const answer =
    (respond: (request: Request) => Promise<Response> | Response) =>
    async ({ request }: { request: Request }) => {
      server.calls.push(`${request.method} ${new URL(request.url).pathname}`);
      if (server.offline) return HttpResponse.error();
      return respond(request);
    };
  const credentialsOf = async (request: Request) =>
    (await request.json().catch(() => ({}))) as { accountId?: string; secret?: string };

  server.handlers = [
    http.get(
      '*/api/auth/user',
      answer(() => {
        const id = user();
        if (id === null) return unauthorized();
        return HttpResponse.json({ id, createdAt: server.accounts.get(id)?.createdAt });
      }),
    ),
    http.post(
      '*/api/account/credentials',
      answer(() => {
        const id = user();
        if (id === null) return unauthorized();
        const secret = `secret-${next++}`;
        server.accounts.get(id)!.secret = secret;
        return HttpResponse.json({ accountId: id, secret });
      }),
    ),
    http.post(
      '*/api/session',
      answer(async (request) => {
        const { accountId, secret } = await credentialsOf(request);
        const account = accountId === undefined ? undefined : server.accounts.get(accountId);
        if (!account || account.secret !== secret) return unauthorized();
        server.session = accountId!;
        return HttpResponse.json(
          { id: accountId, createdAt: account.createdAt },
          { headers: { 'Set-Cookie': 'sid=x; HttpOnly; SameSite=Strict; Path=/' } },
        );
      }),
    ),
    http.post(
      '*/api/login',
      answer(() => {
        // As the server: resumes the session's account, else makes a new anonymous one.
        const id = user() ?? `acct-new-${next++}`;
        if (!server.accounts.has(id)) server.addAccount(id, '');
        server.session = id;
        return HttpResponse.json(
          { id, createdAt: server.accounts.get(id)?.createdAt },
          { headers: { 'Set-Cookie': 'sid=x; HttpOnly; SameSite=Strict; Path=/' } },
        );
      }),
    ),
    http.post(
      '*/api/session/renew',
      answer(() => (user() === null ? unauthorized() : new HttpResponse(null, { status: 204 }))),
    ),
    http.post(
      '*/api/logout',
      answer(() => {
        server.session = null;
        return new HttpResponse(null, { status: 204 });
      }),
    ),
    http.post(
      '*/api/account/delete',
      answer(async (request) => {
        const { accountId, secret } = await credentialsOf(request);
        const account = accountId === undefined ? undefined : server.accounts.get(accountId);
        if (account && account.secret !== secret) return unauthorized();
        if (account) server.accounts.delete(accountId!);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
    ...LISTS.map((list) =>
      http.get(
        `*/api/${list}`,
        answer(() => {
          const id = user();
          return id === null
            ? unauthorized()
            : HttpResponse.json(server.accounts.get(id)!.records[list]);
        }),
      ),
    ),
    ...LISTS.map((list) =>
      http.post(
        `*/api/${list}`,
        answer(async (request) => {
          const id = user();
          if (id === null) return unauthorized();
          const body = (await request.json()) as Record<string, unknown>;
          server.accounts.get(id)!.records[list].push(body);
          return HttpResponse.json(body, { status: 201 });
        }),
      ),
    ),
    http.get(
      '*/api/subscription/status',
      answer(() =>
        user() === null
          ? unauthorized()
          : HttpResponse.json({
              status: 'free',
              plan: 'free',
              trialEnd: null,
              friendAccess: false,
            }),
      ),
    ),
    http.get(
      '*/api/subscription/usage',
      answer(() =>
        user() === null
          ? unauthorized()
          : HttpResponse.json({ audio: 0, photo: 0, video: 0, total: 0 }),
      ),
    ),
  ];
  return server;
}

// @vitest-environment node
// The session cookie is Secure exactly when the browser reached us over TLS: directly, or through
// a proxy we trust (TRUST_PROXY=1) that says X-Forwarded-Proto: https.
import { describe, expect, it } from 'vitest';
import { createApiApp } from './app';
import { createMemoryStore } from './store/memoryStore';
import type { ApiBindings } from './options';

async function loginCookie(
  trustProxy: boolean,
  bindings: ApiBindings,
  headers: Record<string, string> = {},
) {
  const app = createApiApp({ store: createMemoryStore(), rateLimits: null, trustProxy });
  const res = await app.fetch(new Request('http://api.test/api/login', { headers }), bindings);
  return res.headers.get('set-cookie') ?? '';
}

describe('session cookie', () => {
  it('is Secure over TLS, and named __Host-sid there (no subdomain or plain page can set it)', async () => {
    const [pair, ...attributes] = (await loginCookie(false, { tls: true })).split('; ');
    expect(pair).toMatch(/^__Host-sid=[^;]+$/);
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'Secure']));
  });

  it('refuses two session cookies rather than take the first (one planted beside hers)', async () => {
    const app = createApiApp({ store: createMemoryStore(), rateLimits: null });
    const login = await app.fetch(new Request('http://api.test/api/login'), {});
    const own = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const user = (cookie: string) =>
      app.fetch(new Request('http://api.test/api/auth/user', { headers: { cookie } }), {});
    expect((await user(own)).status).toBe(200);
    expect((await user(`sid=planted; ${own}`)).status).toBe(401);
    expect((await user(`${own}; sid=planted`)).status).toBe(401);
  });

  it('is Secure behind a trusted proxy that saw HTTPS, not otherwise', async () => {
    const https = { 'X-Forwarded-Proto': 'https' };
    const behindProxy = (await loginCookie(true, {}, https)).split('; ');
    expect(behindProxy[0]).toMatch(/^__Host-sid=/);
    expect(behindProxy).toContain('Secure');
    // Anyone can send the header: without TRUST_PROXY it is ignored.
    expect(await loginCookie(false, {}, https)).not.toContain('Secure');
    expect(await loginCookie(true, {}, { 'X-Forwarded-Proto': 'http' })).not.toContain('Secure');
  });

  it('is never readable by scripts nor sent cross-site', async () => {
    const [pair, ...attributes] = (await loginCookie(false, {})).split('; ');
    expect(pair).toMatch(/^sid=[A-Za-z0-9_-]{43}$/);
    expect(attributes.sort()).toEqual(['HttpOnly', 'Max-Age=2592000', 'Path=/', 'SameSite=Strict']);
  });
});

describe('session lifetime', () => {
  it('is 30 days, and a renewal by the unlocked vault moves its end without changing the cookie', async () => {
    let now = new Date('2026-11-27T10:00:00Z');
    const app = createApiApp({ store: createMemoryStore(), rateLimits: null, now: () => now });
    const login = await app.fetch(new Request('http://api.test/api/login'), {});
    const set = login.headers.get('set-cookie') ?? '';
    expect(set).toMatch(/Max-Age=2592000/);
    const cookie = set.split(';')[0] ?? '';
    const user = () =>
      app.fetch(new Request('http://api.test/api/auth/user', { headers: { cookie } }), {});
    now = new Date('2026-12-23T10:00:00Z'); // 26 days on
    const renewed = await app.fetch(
      new Request('http://api.test/api/session/renew', { method: 'POST', headers: { cookie } }),
      {},
    );
    expect(renewed.status).toBe(204);
    expect(renewed.headers.get('set-cookie')?.split(';')[0]).toBe(cookie);
    now = new Date('2027-01-16T10:00:00Z'); // 50 days after sign-in, 24 after renewal
    expect((await user()).status).toBe(200);
    now = new Date('2027-01-22T10:00:01Z'); // more than 30 days after the renewal
    expect((await user()).status).toBe(401);
  });
});

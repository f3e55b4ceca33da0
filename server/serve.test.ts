// @vitest-environment node
import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INLINE_SCRIPTS } from '../src/disguise/firstScreen/inlineScripts';
import { createApiApp } from '../api/app';
import { createMemoryStore } from '../api/store/memoryStore';
import { createAppServer } from './app';
import type { AppServer } from './app';
import { IMMUTABLE, securityHeaders } from './headers';

let tmp: string;
let app: AppServer;

// Each page with its own inline stylesheet, as the build makes them (minified by Vite).
const INDEX_STYLE = ':root{color-scheme:dark}body{background:#000}';
const FOLLOW_STYLE = '\n      main { max-width: 32rem; }\n    ';
const INDEX = `<!doctype html><title>Calculator</title><style>${INDEX_STYLE}</style>`;
const FOLLOW = `<!doctype html><style>${FOLLOW_STYLE}</style><main id="follow"></main>`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const SECURITY_HEADERS = await securityHeaders([sha256(INDEX_STYLE), sha256(FOLLOW_STYLE)]);
const CSP = SECURITY_HEADERS['content-security-policy']!;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'calc-serve-'));
  const dist = path.join(tmp, 'dist');
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), INDEX);
  await writeFile(path.join(dist, 'follow.html'), FOLLOW);
  await mkdir(path.join(dist, 'follow'));
  await writeFile(path.join(dist, 'follow', 'sw.js'), 'self.y=1;');
  await writeFile(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  await writeFile(path.join(dist, 'assets', 'index-abc123.css'), 'body{}');
  await writeFile(path.join(dist, 'sw.js'), 'self.x=1;');
  await writeFile(path.join(dist, 'manifest.webmanifest'), '{}');
  await writeFile(path.join(dist, 'app.wasm'), new Uint8Array([0, 97, 115, 109]));
  await writeFile(path.join(tmp, 'secret.txt'), 'outside dist');
  await symlink(path.join(tmp, 'secret.txt'), path.join(dist, 'link.txt'));
  const api = createApiApp({ store: createMemoryStore(), rateLimits: null });
  app = await createAppServer({ distDir: dist, port: 0, host: '127.0.0.1', api });
});

afterAll(async () => {
  await app.close();
  await rm(tmp, { recursive: true, force: true });
});

let cookie = '';

/** Signs in as a new anonymous account, as the landing page's button does. */
beforeEach(async () => {
  const login = await fetch(`${app.url}/api/login`, { redirect: 'manual' });
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
});

/** Raw request so the path reaches the server exactly as written (fetch would normalise it). */
function raw(
  rawPath: string,
  method = 'GET',
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: app.port, path: rawPath, method }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('production server', () => {
  it('reports its url', () => {
    expect(app.url).toBe(`http://127.0.0.1:${app.port}`);
  });

  it('answers /api through the API app, signed in by the session cookie', async () => {
    const res = await fetch(`${app.url}/api/auth/user`, { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ id: expect.any(String), createdAt: expect.any(String) });
    expect((await fetch(`${app.url}/api/auth/user`)).status).toBe(401);
  });

  it('passes POST bodies and headers, including Idempotency-Key', async () => {
    const init = {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'srv-1', cookie },
      body: JSON.stringify({ name: 'Sam' }),
    };
    const first = await fetch(`${app.url}/api/watchlist`, init);
    expect(first.status).toBe(201);
    const again = await fetch(`${app.url}/api/watchlist`, init);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    const bad = await fetch(`${app.url}/api/watchlist`, {
      method: 'POST',
      body: '{',
      headers: { cookie },
    });
    expect(bad.status).toBe(400);
  });

  it('returns the login redirect and 404 JSON for unknown API paths', async () => {
    const login = await fetch(`${app.url}/api/login`, { redirect: 'manual' });
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toBe('/home');
    for (const p of ['/api/nope', '/api']) {
      const res = await fetch(`${app.url}${p}`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not found' });
    }
  });

  it('rejects API bodies over the limit with 413', async () => {
    const res = await fetch(`${app.url}/api/journal`, {
      method: 'POST',
      headers: { cookie },
      body: JSON.stringify({ content: 'x'.repeat(1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request body is too large.' });
  });

  it('serves static files with content type and cache headers', async () => {
    const js = await fetch(`${app.url}/assets/index-abc123.js`);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await js.text()).toBe('console.log(1);');

    const css = await fetch(`${app.url}/assets/index-abc123.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');

    const cases: Array<[string, string]> = [
      ['/', 'text/html; charset=utf-8'],
      ['/index.html', 'text/html; charset=utf-8'],
      ['/sw.js', 'text/javascript; charset=utf-8'],
      ['/manifest.webmanifest', 'application/manifest+json; charset=utf-8'],
    ];
    for (const [p, type] of cases) {
      const res = await fetch(`${app.url}${p}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
    const wasm = await fetch(`${app.url}/app.wasm`);
    expect(wasm.headers.get('content-type')).toBe('application/wasm');
  });

  it('answers a matching If-None-Match with 304', async () => {
    const first = await fetch(`${app.url}/sw.js`);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).not.toBe('');
    const again = await fetch(`${app.url}/sw.js`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('falls back to index.html with 200 for any other path', async () => {
    for (const p of ['/home', '/settings/deep/link', '/no-such-file.js', '/assets/']) {
      const res = await fetch(`${app.url}${p}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toBe(INDEX);
    }
  });

  it('answers /follow/<token> with the contact page, never the calculator', async () => {
    const token = 'A'.repeat(42) + '_';
    for (const p of [`/follow/${token}`, '/follow/', '/follow', `/follow/${token}/`]) {
      const res = await fetch(`${app.url}${p}`);
      expect(res.status, p).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('content-security-policy')).toBe(CSP);
      expect(await res.text(), p).toBe(FOLLOW);
    }
    // Its service worker is a file of its own; other paths stay the app's.
    expect(await (await fetch(`${app.url}/follow/sw.js`)).text()).toBe('self.y=1;');
    expect(await (await fetch(`${app.url}/followers`)).text()).toBe(INDEX);
  });

  it('never serves files outside dist', async () => {
    for (const p of [
      '/..%2fsecret.txt',
      '/%2e%2e/secret.txt',
      '/..%5csecret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/../secret.txt',
      '/%00',
      '/%E0%A4%A',
    ]) {
      const res = await raw(p);
      expect(res.body, p).not.toContain('outside dist');
      expect([200, 400], p).toContain(res.status);
    }
    expect((await raw('/..%2fsecret.txt')).status).toBe(400);
    const link = await raw('/link.txt');
    expect(link.body).toBe(INDEX);
  });

  it('refuses non-GET methods on static paths', async () => {
    const res = await raw('/index.html', 'POST');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });

  it('sets the security headers on every kind of response', async () => {
    const responses = [
      await raw('/'),
      await raw('/assets/index-abc123.js'),
      await raw('/api/auth/user'),
      await raw('/api/nope'),
      await raw('/..%2fsecret.txt'),
    ];
    for (const res of responses) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(res.headers[name.toLowerCase()]).toBe(value);
      }
    }
    expect(CSP).toContain("frame-ancestors 'none'");
    expect(responses[0]?.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(responses[0]?.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Plain HTTP, no trusted proxy: no HSTS (a browser would pin a laptop's address to HTTPS).
    expect(responses[0]?.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends exactly these security headers, and no others of their kind', async () => {
    const res = await raw('/');
    const scripts = INLINE_SCRIPTS.map(sha256).join(' ');
    expect(res.headers['content-security-policy']).toBe(
      [
        "default-src 'self'",
        `script-src 'self' 'wasm-unsafe-eval' ${scripts}`,
        `style-src 'self' ${sha256(INDEX_STYLE)} ${sha256(FOLLOW_STYLE)}`,
        "img-src 'self' data: blob:",
        "media-src 'self' blob:",
        "connect-src 'self' https://ipapi.co",
        "worker-src 'self' blob:",
        "manifest-src 'self'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ].join('; '),
    );
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['permissions-policy']).toBe(
      'camera=(self), microphone=(self), geolocation=(self), display-capture=(self)',
    );
    for (const name of ['x-frame-options', 'x-xss-protection', 'origin-agent-cluster']) {
      expect(res.headers[name]).toBeUndefined();
    }
  });

  it('sends HSTS when a trusted proxy says the browser came over HTTPS, and only then', async () => {
    const dist = path.join(tmp, 'dist');
    const api = createApiApp({ store: createMemoryStore(), rateLimits: null, trustProxy: true });
    const proxied = await createAppServer({
      distDir: dist,
      port: 0,
      host: '127.0.0.1',
      api,
      trustProxy: true,
    });
    try {
      const https = await fetch(`${proxied.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(https.headers.get('strict-transport-security')).toBe('max-age=31536000');
      const http = await fetch(`${proxied.url}/`, { headers: { 'X-Forwarded-Proto': 'http' } });
      expect(http.headers.get('strict-transport-security')).toBeNull();
      const spoofed = await fetch(`${app.url}/`, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(spoofed.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await proxied.close();
    }
  });

  it('allows the built pages’ own <style> elements by their hashes and no other inline style', async () => {
    const csp = (await fetch(`${app.url}/`)).headers.get('content-security-policy') ?? '';
    const styleSrc = csp.split('; ').find((d) => d.startsWith('style-src '));
    expect(styleSrc).toBe(`style-src 'self' ${sha256(INDEX_STYLE)} ${sha256(FOLLOW_STYLE)}`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('allows index.html’s inline scripts by their hashes and no other inline script', () => {
    const scriptSrc = CSP.split('; ').find((d) => d.startsWith('script-src '));
    const hashes = INLINE_SCRIPTS.map(
      (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
    );
    expect(hashes).toHaveLength(2);
    expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' ${hashes.join(' ')}`);
  });
});

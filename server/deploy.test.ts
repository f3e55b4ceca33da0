// @vitest-environment node
// The shipped deployment (compose.yaml, deploy/nginx.conf, deploy/make-cert.sh), checked without
// Docker: the files' invariants, then the server behind a TLS proxy that sets exactly the headers
// nginx.conf sets, reached from two different client addresses (127.0.0.2 and 127.0.0.3).
import { execFileSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import { createServer as createHttpsServer, request as httpsRequest } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiApp } from '../api/app';
import { createMemoryStore } from '../api/store/memoryStore';
import { DEFAULT_RATE_LIMITS } from '../api/options';
import { parseTrustProxy } from './api';
import { createAppServer } from './app';
import type { AppServer } from './app';

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

// ---- nginx.conf: directives and blocks -------------------------------------------------------

interface Directive {
  name: string;
  args: string[];
  block?: Directive[];
}

function parseNginx(source: string): Directive[] {
  const tokens = [
    ...source
      .replace(/#[^\n]*/g, '')
      .matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|([{};])|([^\s{};]+)/g),
  ].map((m): { punct: string } | { word: string } =>
    m[3] ? { punct: m[3] } : { word: m[1] ?? m[2] ?? m[4] ?? '' },
  );
  let i = 0;
  const block = (): Directive[] => {
    const out: Directive[] = [];
    while (i < tokens.length) {
      const first = tokens[i++]!;
      if ('punct' in first) {
        if (first.punct === '}') return out;
        throw new Error(`nginx.conf: unexpected ${first.punct}`);
      }
      const directive: Directive = { name: first.word, args: [] };
      for (;;) {
        const token = tokens[i++];
        if (!token) throw new Error(`nginx.conf: ${first.word} is not closed`);
        if ('word' in token) directive.args.push(token.word);
        else if (token.punct === ';') break;
        else if (token.punct === '{') {
          directive.block = block();
          break;
        } else throw new Error('nginx.conf: unexpected }');
      }
      out.push(directive);
    }
    return out;
  };
  return block();
}

const all = (directives: Directive[] | undefined, name: string) =>
  (directives ?? []).filter((d) => d.name === name);
const one = (directives: Directive[] | undefined, name: string) => {
  const found = all(directives, name);
  expect(found, name).toHaveLength(1);
  return found[0]!;
};

// ---- compose.yaml: the subset of YAML it is written in ---------------------------------------

/** Block maps and lists, plain and quoted scalars, [flow, lists], &anchors and *aliases. */
function parseComposeYaml(source: string): Record<string, unknown> {
  const lines = source
    .split('\n')
    .map((raw) => ({ indent: raw.search(/\S/), text: raw.trim() }))
    .filter((line) => line.indent >= 0 && !line.text.startsWith('#'));
  const anchors = new Map<string, unknown>();
  let i = 0;
  const scalar = (text: string): unknown => {
    if (text.startsWith('*')) return anchors.get(text.slice(1));
    if (text.startsWith('[')) {
      return text
        .slice(1, -1)
        .split(',')
        .map((item) => scalar(item.trim()));
    }
    const quoted = /^'(.*)'$|^"(.*)"$/.exec(text);
    return quoted ? (quoted[1] ?? quoted[2]) : text;
  };
  const value = (rest: string, indent: number): unknown => {
    const anchor = /^&(\S+)\s*(.*)$/.exec(rest);
    const text = anchor ? anchor[2]! : rest;
    const result = text === '' ? block(indent) : scalar(text);
    if (anchor) anchors.set(anchor[1]!, result);
    return result;
  };
  const isItem = (at: number, indent: number) =>
    lines[at]?.indent === indent && lines[at]!.text.startsWith('- ');
  const map = (indent: number): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    while (lines[i]?.indent === indent && !isItem(i, indent)) {
      const entry = /^([^:]+):(?: (.*))?$/.exec(lines[i]!.text);
      if (!entry) throw new Error(`compose.yaml: cannot read "${lines[i]!.text}"`);
      i += 1;
      out[entry[1]!.trim()] = value((entry[2] ?? '').trim(), indent);
    }
    return out;
  };
  const block = (parent: number): unknown => {
    const line = lines[i];
    if (!line || line.indent < parent || (line.indent === parent && !isItem(i, parent))) {
      return null;
    }
    if (!isItem(i, line.indent)) return map(line.indent);
    const indent = line.indent;
    const list: unknown[] = [];
    while (isItem(i, indent)) {
      const item = lines[i]!.text.slice(2);
      if (/^[\w.-]+:( |$)/.test(item)) {
        lines[i] = { indent: indent + 2, text: item };
        list.push(map(indent + 2));
      } else {
        i += 1;
        list.push(value(item, indent));
      }
    }
    return list;
  };
  return map(0);
}

type Service = {
  ports?: string[];
  volumes?: string[];
  environment?: Record<string, string>;
  networks?: string[] | Record<string, { ipv4_address?: string } | null>;
  depends_on?: string[] | Record<string, { condition?: string }>;
};

const nginx = parseNginx(read('deploy/nginx.conf'));
const http = one(nginx, 'http').block;
const servers = all(http, 'server');
const tlsServer = servers.find((s) => all(s.block, 'listen').some((l) => l.args.includes('ssl')));
const compose = parseComposeYaml(read('compose.yaml'));
const services = compose.services as Record<string, Service>;
const upstreamHosts = all(one(http, 'upstream').block, 'server').map((s) => s.args[0]!);
const appServices = upstreamHosts.map((host) => host.split(':')[0]!);
const networkNames = (service: Service) =>
  Array.isArray(service.networks) ? service.networks : Object.keys(service.networks ?? {});

describe('the shipped deployment (compose.yaml, deploy/nginx.conf)', () => {
  it('ends TLS in nginx with the certificate from the deploy/certs volume', () => {
    expect(tlsServer, 'a server with `listen 443 ssl`').toBeDefined();
    expect(all(tlsServer!.block, 'listen').map((l) => l.args)).toEqual([['443', 'ssl']]);
    const cert = one(tlsServer!.block, 'ssl_certificate').args[0]!;
    const key = one(tlsServer!.block, 'ssl_certificate_key').args[0]!;
    expect(path.posix.dirname(cert)).toBe(path.posix.dirname(key));
    expect(one(tlsServer!.block, 'ssl_protocols').args).not.toContain('TLSv1');
    const proxy = services.proxy!;
    const mount = (proxy.volumes ?? []).find((v) => v.split(':')[1] === path.posix.dirname(cert));
    expect(mount?.split(':')[0]).toBe('./deploy/certs');
    expect(mount?.endsWith(':ro')).toBe(true);
    // deploy/make-cert.sh writes those very names there (.gitignore keeps them out of git).
    const script = read('deploy/make-cert.sh');
    expect(script).toContain(`"$dir/${path.posix.basename(cert)}"`);
    expect(script).toContain(`"$dir/${path.posix.basename(key)}"`);
    accessSync(path.join(root, 'deploy/make-cert.sh'), constants.X_OK);
    expect(read('.gitignore').split('\n')).toContain('deploy/certs/');
    // Nor in the image's build context (the Dockerfile copies the whole folder to build).
    expect(read('.dockerignore').split('\n')).toContain('deploy/certs');
    expect(proxy.ports).toEqual(expect.arrayContaining(['443:443', '80:80']));
  });

  it('starts nginx once both servers answer their health check', () => {
    const dependsOn = services.proxy!.depends_on as unknown as Record<
      string,
      { condition: string }
    >;
    for (const app of appServices) expect(dependsOn[app]?.condition).toBe('service_healthy');
    expect(read('Dockerfile')).toMatch(
      /^HEALTHCHECK .*\n?.*CMD \["node", "-e", "fetch\('http:\/\/127\.0\.0\.1:8080\/'\)/m,
    );
  });

  it('builds an image with the server and what it loads, not the client’s libraries or .git', () => {
    const pkg = JSON.parse(read('package.json')) as { dependencies: Record<string, string> };
    const runtime = Object.keys(pkg.dependencies);
    // What the bundled server imports from node_modules (vite.server.config.ts bundles only ours).
    for (const library of ['hono', '@hono/node-server', '@electric-sql/pglite', 'pg']) {
      expect(runtime).toContain(library);
    }
    for (const client of ['react', 'react-dom', 'lucide-react', '@mediapipe/hands', 'dexie']) {
      expect(runtime).not.toContain(client);
    }
    expect(read('Dockerfile')).toContain('npm prune --omit=dev');
    expect(read('.dockerignore').split('\n')).toContain('.git');
  });

  it('answers plain HTTP only with a redirect to HTTPS', () => {
    const plain = servers.filter((s) => s !== tlsServer);
    expect(plain).toHaveLength(1);
    expect(all(plain[0]!.block, 'listen').map((l) => l.args)).toEqual([['80']]);
    const location = one(plain[0]!.block, 'location');
    expect(location.block).toEqual([
      { name: 'return', args: ['301', 'https://$host$request_uri'] },
    ]);
  });

  it('tells the servers the browser’s own address and scheme, replacing what the client sent', () => {
    const location = one(tlsServer!.block, 'location');
    expect(one(location.block, 'proxy_pass').args).toEqual([
      `http://${one(http, 'upstream').args[0]}`,
    ]);
    const set = Object.fromEntries(
      all(location.block, 'proxy_set_header').map((d) => [d.args[0]!.toLowerCase(), d.args[1]]),
    );
    expect(set['x-forwarded-for']).toBe('$remote_addr');
    expect(set['x-forwarded-proto']).toBe('https');
    expect(set['x-forwarded-host']).toBe('$host');
    expect(set.host).toBe('$host');
  });

  it('publishes only the proxy; the servers trust forwarded headers from its fixed address only', () => {
    expect(appServices.length).toBeGreaterThanOrEqual(2);
    const proxyNetworks = services.proxy!.networks as Record<string, { ipv4_address: string }>;
    const [network, settings] = Object.entries(proxyNetworks)[0]!;
    const proxyAddress = settings.ipv4_address;
    const subnet = (compose.networks as Record<string, { ipam: { config: { subnet: string }[] } }>)[
      network
    ]!.ipam.config[0]!.subnet.split('/');
    expect(subnet[1]).toBe('24');
    expect(proxyAddress.split('.').slice(0, 3)).toEqual(subnet[0]!.split('.').slice(0, 3));
    for (const [name, service] of Object.entries(services)) {
      if (name !== 'proxy') expect(service.ports, `${name} publishes no port`).toBeUndefined();
      expect(networkNames(service), name).toContain(network);
    }
    for (const name of appServices) {
      const app = services[name];
      expect(app, name).toBeDefined();
      expect(app!.environment?.TRUST_PROXY, name).toBe(proxyAddress);
      expect(parseTrustProxy(app!.environment?.TRUST_PROXY)).toEqual([proxyAddress]);
    }
    // The upstream's port is the one the image's server listens on.
    const dockerfilePort = /ENV .*\bPORT=(\d+)/.exec(read('Dockerfile'))?.[1];
    for (const host of upstreamHosts) expect(host.split(':')[1]).toBe(dockerfilePort);
  });
});

describe('TRUST_PROXY', () => {
  it('is off, any peer (1), or the proxy’s addresses; anything else stops the server', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(true);
    expect(parseTrustProxy(' 10.203.0.10 , fd00::10')).toEqual(['10.203.0.10', 'fd00::10']);
    expect(() => parseTrustProxy('proxy')).toThrow(/"proxy" is not an address/);
    expect(() => parseTrustProxy('10.0.0.1,')).toThrow(/TRUST_PROXY/);
  });
});

// ---- behind the proxy --------------------------------------------------------------------------

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
}

/** Substitutes what nginx would for the variables nginx.conf's proxy_set_header lines use. */
function nginxValue(value: string, req: IncomingMessage): string {
  const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
  return value.replace(/\$(\w+)/g, (_, name: string) => {
    if (name === 'remote_addr') return req.socket.remoteAddress ?? '';
    if (name === 'host') return host;
    if (name === 'scheme') return 'https';
    throw new Error(`the test proxy does not know $${name}: teach it (server/deploy.test.ts)`);
  });
}

/** make-cert.sh needs openssl: on a bare Debian machine (root), Debian's package is installed. */
function ensureOpenssl(): void {
  const present = () => {
    try {
      execFileSync('openssl', ['version'], { stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  };
  if (present() || process.getuid?.() !== 0) return;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'openssl'], { stdio: 'ignore', env });
}

describe('the server behind the shipped proxy’s headers, over TLS', () => {
  let temp: string;
  let app: AppServer;
  let proxy: ReturnType<typeof createHttpsServer>;
  let proxyPort: number;
  let ca: string;

  beforeAll(async () => {
    ensureOpenssl();
    temp = mkdtempSync(path.join(os.tmpdir(), 'calc-deploy-'));
    execFileSync(path.join(root, 'deploy/make-cert.sh'), [], {
      env: { ...process.env, CERT_DIR: temp },
      stdio: 'pipe',
    });
    ca = readFileSync(path.join(temp, 'cert.pem'), 'utf8');
    writeFileSync(path.join(temp, 'index.html'), '<!doctype html><title>Calculator</title>');
    // What compose.yaml gives the servers: trust the proxy's address only (here 127.0.0.1).
    const trustProxy = parseTrustProxy('127.0.0.1');
    // A clock that stands still: every counter stays in one window (none is pruned or renewed).
    const now = new Date('2026-11-28T10:00:30Z');
    const api = createApiApp({
      store: createMemoryStore(),
      trustProxy,
      now: () => now,
      rateLimits: { ...DEFAULT_RATE_LIMITS, signups: { max: 3, windowSeconds: 60 } },
    });
    app = await createAppServer({ distDir: temp, port: 0, host: '127.0.0.1', api, trustProxy });

    // nginx's TLS server, as far as the server can tell: the headers of its location block.
    const location = one(tlsServer!.block, 'location');
    const setHeaders = all(location.block, 'proxy_set_header').map((d) => d.args);
    proxy = createHttpsServer(
      {
        cert: ca,
        key: readFileSync(path.join(temp, 'key.pem'), 'utf8'),
      },
      (req, res) => {
        const headers: OutgoingHttpHeaders = { ...req.headers };
        for (const [name, value] of setHeaders) {
          if (value === '') delete headers[name!.toLowerCase()];
          else headers[name!.toLowerCase()] = nginxValue(value!, req);
        }
        const upstream = httpRequest(
          { host: '127.0.0.1', port: app.port, path: req.url, method: req.method, headers },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        req.pipe(upstream);
      },
    );
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    proxyPort = (proxy.address() as AddressInfo).port;
  }, 300_000); // apt-get may install openssl on a bare machine

  afterAll(async () => {
    await new Promise((resolve) => proxy.close(resolve));
    await app.close();
    rmSync(temp, { recursive: true, force: true });
  });

  /** A browser at `from` (a loopback address of its own), through the proxy or straight to the server. */
  function get(
    from: string,
    pathname: string,
    headers: Record<string, string> = {},
    direct = false,
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const options = {
        host: '127.0.0.1',
        port: direct ? app.port : proxyPort,
        path: pathname,
        headers,
        localAddress: from,
        ca,
      };
      const done = (res: IncomingMessage) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      };
      const req = direct ? httpRequest(options, done) : httpsRequest(options, done);
      req.on('error', reject);
      req.end();
    });
  }

  it('gives the browser the Secure __Host-sid cookie and HSTS', async () => {
    const login = await get('127.0.0.4', '/api/login');
    expect(login.status).toBe(303);
    const [pair, ...attributes] = (login.headers['set-cookie']?.[0] ?? '').split('; ');
    expect(pair).toMatch(/^__Host-sid=[\w-]+$/);
    expect(attributes.sort()).toEqual([
      'HttpOnly',
      expect.stringMatching(/^Max-Age=\d+$/),
      'Path=/',
      'SameSite=Strict',
      'Secure',
    ]);
    const page = await get('127.0.0.4', '/');
    expect(page.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('keeps each browser’s address its own: one using up its sign-ups leaves the other’s', async () => {
    for (let n = 0; n < 3; n += 1) expect((await get('127.0.0.2', '/api/login')).status).toBe(303);
    // The proxy replaces the address a client claims with the one it connected from.
    const claimed = { 'X-Forwarded-For': '198.51.100.7' };
    expect((await get('127.0.0.2', '/api/login', claimed)).status).toBe(429);
    expect((await get('127.0.0.3', '/api/login')).status).toBe(303);
  });

  it('believes forwarded headers from the proxy’s address only', async () => {
    for (let n = 0; n < 3; n += 1) expect((await get('127.0.0.6', '/api/login')).status).toBe(303);
    // Straight to the server from another address, claiming a fresh one and HTTPS: neither counts.
    const spoofed = {
      'X-Forwarded-For': '203.0.113.9',
      'X-Forwarded-Proto': 'https',
    };
    const direct = await get('127.0.0.6', '/api/login', spoofed, true);
    expect(direct.status).toBe(429);
    const other = await get('127.0.0.5', '/api/login', spoofed, true);
    expect(other.status).toBe(303);
    expect(other.headers['set-cookie']?.[0]).toMatch(/^sid=/);
    expect(other.headers['set-cookie']?.[0]).not.toContain('Secure');
    expect(other.headers['strict-transport-security']).toBeUndefined();
  });
});

// The production HTTP server: the built app from dist/ plus the API (api/app.ts) under /api.
import { readFile, realpath } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { ApiApp } from '../api/app';
import type { ApiBindings } from '../api/options';
import { isTrustedHop } from '../api/trustProxy';
import type { TrustProxy } from '../api/trustProxy';
import { HSTS, cspHashSource, inlineStyles, securityHeaders } from './headers';
import { lookupStaticFile, sendStaticFile } from './staticFiles';

export interface AppServerOptions {
  distDir: string;
  /** 0 picks a free port. */
  port: number;
  host: string;
  /** The API (server/api.ts builds it over the configured store). */
  api: ApiApp;
  /** TRUST_PROXY: believe X-Forwarded-Proto from this hop (for HSTS). */
  trustProxy?: TrustProxy;
}

export interface AppServer {
  server: Server;
  /** The bound port (useful with port 0). */
  port: number;
  /** e.g. http://127.0.0.1:4173 */
  url: string;
  /** Stops accepting connections, drops keep-alive sockets and resolves when closed. */
  close: () => Promise<void>;
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Content-Length', String(Buffer.byteLength(text)));
  res.end(text);
}

/** Node request -> WHATWG Request -> the Hono app -> Node response, with the connection facts. */
function apiListener(api: ApiApp) {
  return getRequestListener(
    (request, env) => {
      const socket = env.incoming.socket as TLSSocket;
      const bindings: ApiBindings = {
        clientAddress: socket.remoteAddress,
        tls: socket.encrypted === true,
      };
      return api.fetch(request, bindings);
    },
    {
      errorHandler: (error) => {
        console.error('API request failed:', error);
        return new Response(JSON.stringify({ message: 'Internal server error' }), {
          status: 500,
          headers: { 'Content-Type': 'application/json' },
        });
      },
    },
  );
}

function sendText(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.end(text);
}

async function serveStatic(
  req: IncomingMessage,
  res: ServerResponse,
  root: string,
  pathname: string,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    sendText(res, 405, 'Method Not Allowed');
    return;
  }
  const found = await lookupStaticFile(root, pathname);
  if (found.kind === 'bad') {
    sendText(res, 400, 'Bad Request');
    return;
  }
  if (found.kind === 'file') {
    sendStaticFile(req, res, found.file);
    return;
  }
  // The trusted contact's page, /follow/<token> (follow.html, src/follow/): never the calculator.
  if (pathname === '/follow' || pathname.startsWith('/follow/')) {
    const follow = await lookupStaticFile(root, '/follow.html');
    if (follow.kind === 'file') sendStaticFile(req, res, follow.file);
    else sendText(res, 404, 'Not Found: the app has not been built (dist/follow.html is missing).');
    return;
  }
  // Not a file: the SPA's router decides, including its own not-found page.
  const index = await lookupStaticFile(root, '/index.html');
  if (index.kind === 'file') sendStaticFile(req, res, index.file);
  else sendText(res, 404, 'Not Found: the app has not been built (dist/index.html is missing).');
}

/**
 * The CSP sources of the built pages' own `<style>` elements (index.html's first screen,
 * follow.html's page), hashed from the very files served, so the policy always fits the build.
 */
async function pageStyleSources(root: string): Promise<string[]> {
  const sources = new Set<string>();
  for (const page of ['index.html', 'follow.html']) {
    const html = await readFile(path.join(root, page), 'utf8').catch(() => '');
    for (const style of inlineStyles(html)) sources.add(cspHashSource(style));
  }
  return [...sources];
}

function hostForUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}

export async function createAppServer(options: AppServerOptions): Promise<AppServer> {
  const root = await realpath(path.resolve(options.distDir)).catch(() =>
    path.resolve(options.distDir),
  );

  const handleApi = apiListener(options.api);
  const headers = Object.entries(await securityHeaders(await pageStyleSources(root)));
  const server = createServer((req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim();
    if (
      (req.socket as { encrypted?: boolean }).encrypted ||
      (isTrustedHop(options.trustProxy, req.socket.remoteAddress) && forwarded === 'https')
    ) {
      res.setHeader('Strict-Transport-Security', HSTS);
    }
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      sendText(res, 400, 'Bad Request');
      return;
    }
    let work: Promise<void>;
    if (isApiPath(url.pathname)) {
      res.setHeader('Cache-Control', 'no-store');
      work = handleApi(req, res);
    } else {
      work = serveStatic(req, res, root, url.pathname);
    }
    work.catch((error: unknown) => {
      console.error('Request failed:', error);
      if (res.headersSent) res.destroy();
      else sendJson(res, 500, { message: 'Internal server error' });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  const { port } = server.address() as AddressInfo;
  return {
    server,
    port,
    url: `http://${hostForUrl(options.host)}:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

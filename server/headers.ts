// Response headers the production server sets: security policy, content types and caching.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * The sha256 sources of index.html's inline scripts (the first screen's recorder of early presses
 * and its entry loader, src/disguise/firstScreen/inlineScripts.ts), computed by the build from the same text
 * it inlines. No other inline script runs: never 'unsafe-inline'.
 */
declare const __INLINE_SCRIPT_HASHES__: string;

/**
 * The sha256 source of an inline element's text (a `<style>` here): what a CSP hash allows.
 */
export function cspHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The text of each `<style>` element of a built page (the first screen's, the contact page's). */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/gi)].map((m) => m[1] ?? '');
}

/**
 * The headers of every answer, from hono's secureHeaders: only those listed here (its other
 * defaults, HSTS among them, are off; HSTS is added per answer below). `styleSources` allow the
 * built pages' own `<style>` elements by their sha256 (server/app.ts reads them from dist/ at
 * start): no other inline style applies, no `style="…"` attribute and no `<style>` a script or an
 * injection adds ('unsafe-inline' is never sent). React's `style` props set the CSSOM, which a
 * policy does not govern.
 */
function secureHeadersFor(styleSources: readonly string[]): MiddlewareHandler {
  const inlineScripts = __INLINE_SCRIPT_HASHES__.split(' ').filter(Boolean);
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...inlineScripts],
      styleSrc: ["'self'", ...styleSources],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'", 'https://ipapi.co'],
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
    },
    referrerPolicy: 'no-referrer',
    // No other site's window keeps a handle on ours, and no other site can embed our files.
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    xContentTypeOptions: 'nosniff',
    permissionsPolicy: {
      camera: ['self'],
      microphone: ['self'],
      geolocation: ['self'],
      displayCapture: ['self'],
    },
    strictTransportSecurity: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    removePoweredBy: false,
  });
}

/**
 * The security headers as name → value, computed once at start: the static files are served by
 * node:http (server/app.ts), so the middleware answers one request and its headers are copied.
 */
export async function securityHeaders(
  styleSources: readonly string[],
): Promise<Readonly<Record<string, string>>> {
  const probe = new Hono().use(secureHeadersFor(styleSources)).get('*', (c) => c.body(null));
  const response = await probe.request('/');
  return Object.fromEntries(response.headers);
}

/** Sent only on answers that went over TLS (directly, or through a trusted proxy that saw it). */
export const HSTS = 'max-age=31536000';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

export function contentTypeFor(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** Files that must be revalidated on every load so a new deploy is picked up. */
const ALWAYS_REVALIDATE = new Set(['index.html', 'sw.js', 'registerSW.js', 'manifest.webmanifest']);

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** `relativePath` uses forward slashes and is relative to the dist folder. */
export function cacheControlFor(relativePath: string): string {
  if (ALWAYS_REVALIDATE.has(relativePath)) return NO_CACHE;
  // Vite puts content-hashed files in assets/, so they never change under the same name.
  if (relativePath.startsWith('assets/')) return IMMUTABLE;
  return NO_CACHE;
}

// Response headers the production server sets: security policy, content types and caching.
import { createHash } from 'node:crypto';
import path from 'node:path';

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
 * The headers of every answer. `styleSources` allow the built pages' own `<style>` elements by
 * their sha256 (server/app.ts reads them from dist/ at start): no other inline style applies, no
 * `style="…"` attribute and no `<style>` a script or an injection adds ('unsafe-inline' is never
 * sent). React's `style` props set the CSSOM, which a policy does not govern.
 */
export function securityHeaders(styleSources: readonly string[]): Readonly<Record<string, string>> {
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src 'self' 'wasm-unsafe-eval' ${__INLINE_SCRIPT_HASHES__}`,
      ["style-src 'self'", ...styleSources].join(' '),
      "img-src 'self' data: blob:",
      "media-src 'self' blob:",
      "connect-src 'self' https://ipapi.co",
      "worker-src 'self' blob:",
      "manifest-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ].join('; '),
    'Referrer-Policy': 'no-referrer',
    // No other site's window keeps a handle on ours, and no other site can embed our files.
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy':
      'camera=(self), microphone=(self), geolocation=(self), display-capture=(self)',
  };
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

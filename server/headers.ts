// Response headers the production server sets: security policy, content types and caching.
import path from 'node:path';

/**
 * The sha256 sources of index.html's inline scripts (the first screen's recorder of early presses
 * and its entry loader, src/disguise/inlineScripts.ts), computed by the build from the same text
 * it inlines. No other inline script runs: never 'unsafe-inline'.
 */
declare const __INLINE_SCRIPT_HASHES__: string;

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${__INLINE_SCRIPT_HASHES__}`,
    "style-src 'self' 'unsafe-inline'",
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

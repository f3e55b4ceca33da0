// The Content-Security-Policy source that allows one inline script by its content, computed at
// build time from the very text the build writes into index.html (see src/disguise/firstScreen/earlyInput.ts).
import { createHash } from 'node:crypto';

/** `'sha256-…'` for a <script> whose text is exactly `source`. */
export function cspScriptHash(source) {
  return `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;
}

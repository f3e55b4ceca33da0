// Random tokens and their hashes. Web Crypto only, so the same code runs in Node and in MSW's
// browser worker. Session ids and account secrets are 256-bit random values: a plain SHA-256 is
// enough to store them (no password stretching needed for values nobody can guess).
import { toBase64Url } from '../common/base64url';

/** 256 random bits, base64url (43 characters). */
export function randomToken(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** 128 random bits: an account id that names nobody. */
export function randomAccountId(): string {
  return `a_${toBase64Url(crypto.getRandomValues(new Uint8Array(16)))}`;
}

export async function webSha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

interface NodeCrypto {
  createHash(algorithm: 'sha256'): { update(text: string): { digest(encoding: 'hex'): string } };
}

/**
 * Node's own hash when the host is Node (the server hashes the session cookie and two rate-limit
 * keys on every request: Web Crypto's asynchronous digest cost about 10 % of its CPU time), else
 * Web Crypto (MSW's browser worker). Both give the same hex digest.
 */
const nodeCrypto = (
  globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }
).process?.getBuiltinModule?.('node:crypto') as NodeCrypto | undefined;

export const sha256Hex: (text: string) => Promise<string> = nodeCrypto
  ? async (text) => nodeCrypto.createHash('sha256').update(text).digest('hex')
  : webSha256Hex;

/** Compares two strings in time that depends only on their length. */
export function constantTimeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i += 1) {
    diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  }
  return diff === 0;
}

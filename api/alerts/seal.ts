// Sealing with the server's alerts key (ALERTS_KEY / ALERTS_KEY_FILE, or the data folder's key
// file): AES-256-GCM, a fresh 96-bit nonce each time, the row's purpose bound as associated data so
// one sealed value cannot be moved into another row. A database dump alone reads no contact.
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'v1.';

export function seal(key: Buffer, value: unknown, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/** Throws when the value was not sealed under this key for this purpose. */
export function open<T>(key: Buffer, sealed: string, purpose: string): T {
  if (!sealed.startsWith(PREFIX)) throw new Error('not a sealed value');
  const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(purpose));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  const text = Buffer.concat([
    decipher.update(raw.subarray(12, raw.length - 16)),
    decipher.final(),
  ]);
  return JSON.parse(text.toString('utf8')) as T;
}

/** A keyed digest: tokens the server can check without storing them, and addresses hashed. */
export function mac(key: Buffer, purpose: string, data: string): string {
  return createHmac('sha256', key).update(`${purpose}\0${data}`).digest('base64url');
}

export const randomToken = (): string => randomBytes(32).toString('base64url');

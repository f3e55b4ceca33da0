/**
 * Byte helpers. Every array handed to libsodium or WebCrypto is first copied into a Uint8Array of
 * this realm: libsodium rejects arrays made in another realm (jsdom's TextEncoder, an iframe).
 */

/** A fresh copy backed by a plain ArrayBuffer of this realm. */
export function plainBytes(bytes: ArrayLike<number>): Uint8Array<ArrayBuffer> {
  const copy = new Uint8Array(bytes.length);
  copy.set(bytes);
  return copy;
}

/** Whether a value is a Uint8Array of any realm (instanceof fails across realms, e.g. jsdom). */
export function isBytes(value: unknown): value is Uint8Array {
  // This realm's first: the tag check costs more, and runs per record (keys, envelopes).
  if (value instanceof Uint8Array) return true;
  return (
    ArrayBuffer.isView(value) && Object.prototype.toString.call(value) === '[object Uint8Array]'
  );
}

/** UTF-8 bytes of a string, as a plain Uint8Array. */
export function utf8(text: string): Uint8Array<ArrayBuffer> {
  return plainBytes(new TextEncoder().encode(text));
}

/** The string that UTF-8 bytes encode (invalid sequences become U+FFFD). */
export function fromUtf8(bytes: Uint8Array): string {
  return new TextDecoder().decode(plainBytes(bytes));
}

/** Lower-case hex, used to bind binary headers into string associated data. */
export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

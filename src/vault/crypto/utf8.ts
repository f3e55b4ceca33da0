/**
 * UTF-8 for the short texts of every record call (associated data, table names, ids). The
 * platform's TextEncoder.encodeInto and TextDecoder.decode cost a call into the browser each, more
 * than the loop below on a text of a few dozen ASCII characters: in a profile of reading 10,000
 * records they were a third of the JavaScript time. Anything longer or not ASCII still goes
 * through them, so the bytes are the same.
 */
const encoder = new TextEncoder();
const strictDecoder = new TextDecoder('utf-8', { fatal: true });

/** Beyond this, the platform's encoder is the faster one. */
const SHORT = 128;

/** Writes `text` as UTF-8 at `at` (room for 3 bytes a UTF-16 unit); returns the byte length. */
export function writeUtf8(target: Uint8Array, at: number, text: string): number {
  if (text.length <= SHORT) {
    let i = 0;
    for (; i < text.length; i += 1) {
      const code = text.charCodeAt(i);
      if (code >= 0x80) break;
      target[at + i] = code;
    }
    if (i === text.length) return i;
  }
  return encoder.encodeInto(text, target.subarray(at, at + text.length * 3)).written;
}

/** The text of UTF-8 `bytes`; throws a TypeError when they are not valid UTF-8. */
export function readUtf8Strict(bytes: Uint8Array): string {
  if (bytes.length <= SHORT) {
    let ascii = true;
    for (let i = 0; i < bytes.length; i += 1) {
      if (bytes[i]! >= 0x80) {
        ascii = false;
        break;
      }
    }
    if (ascii) return String.fromCharCode.apply(null, bytes as unknown as number[]);
  }
  return strictDecoder.decode(bytes);
}

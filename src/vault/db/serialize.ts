/**
 * Record values to bytes and back. JSON for the structure; Uint8Array fields (media) travel as
 * binary attachments after it, so they are not inflated by base64.
 * Layout: [u32 json length][json][u32 count]([u32 length][bytes])*
 */
const encoder = new TextEncoder();
const decoder = new TextDecoder();

interface BinaryRef {
  $bin: number;
}

function isBinaryRef(value: unknown): value is BinaryRef {
  return (
    typeof value === 'object' && value !== null && typeof (value as BinaryRef).$bin === 'number'
  );
}

/**
 * Whether a value holds typed arrays anywhere. JSON.stringify and JSON.parse with a replacer or a
 * reviver call back into JavaScript for every value, several times slower than without: most
 * records (journal text, contacts, settings) carry no bytes, so only those that do pay for it.
 */
function holdsBinary(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  if (ArrayBuffer.isView(value)) return true;
  if (Array.isArray(value)) return value.some(holdsBinary);
  for (const key in value) {
    if (holdsBinary((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/** A record ready to be written: at most `maxBytes`, written by `write` into `target`. */
export interface RecordWriter {
  maxBytes: number;
  /** Writes the layout above at the start of `target` (at least maxBytes long); returns its length. */
  write(target: Uint8Array): number;
}

/**
 * The record's bytes without a buffer of their own: the sealing writes them straight into
 * libsodium's memory (SodiumCrypto.sealPaddedWith). UTF-8 takes at most 3 bytes per UTF-16 unit.
 */
export function recordWriter(value: unknown): RecordWriter {
  const attachments: Uint8Array[] = [];
  const json = holdsBinary(value)
    ? JSON.stringify(value, (_key, item: unknown) => {
        if (ArrayBuffer.isView(item) && !(item instanceof DataView)) {
          attachments.push(new Uint8Array(item.buffer, item.byteOffset, item.byteLength));
          return { $bin: attachments.length - 1 };
        }
        return item;
      })
    : JSON.stringify(value);
  const maxBytes = 8 + json.length * 3 + attachments.reduce((sum, a) => sum + 4 + a.length, 0);
  return {
    maxBytes,
    write(target) {
      const view = new DataView(target.buffer, target.byteOffset, target.byteLength);
      const jsonLength = encoder.encodeInto(json, target.subarray(4, 4 + json.length * 3)).written;
      view.setUint32(0, jsonLength);
      let offset = 4 + jsonLength;
      view.setUint32(offset, attachments.length);
      offset += 4;
      for (const attachment of attachments) {
        view.setUint32(offset, attachment.length);
        offset += 4;
        target.set(attachment, offset);
        offset += attachment.length;
      }
      return offset;
    },
  };
}

export function encodeRecord(value: unknown): Uint8Array {
  const writer = recordWriter(value);
  const out = new Uint8Array(writer.maxBytes);
  return out.slice(0, writer.write(out));
}

export function decodeRecord<T>(bytes: Uint8Array): T {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let offset = 0;
  const jsonLength = view.getUint32(offset);
  offset += 4;
  const json = decoder.decode(bytes.subarray(offset, offset + jsonLength));
  offset += jsonLength;
  const count = view.getUint32(offset);
  offset += 4;
  const attachments: Uint8Array[] = [];
  for (let i = 0; i < count; i++) {
    const length = view.getUint32(offset);
    offset += 4;
    attachments.push(bytes.slice(offset, offset + length));
    offset += length;
  }
  // Without attachments, no "$bin" reference can be resolved: plain JSON.parse, no reviver.
  if (count === 0) return JSON.parse(json) as T;
  return JSON.parse(json, (_key, item: unknown) =>
    isBinaryRef(item) ? attachments[item.$bin] : item,
  ) as T;
}

/** The big-endian u32 at `at` (what DataView.getUint32 reads, without a DataView per record). */
function readUint32(bytes: Uint8Array, at: number): number {
  return (
    ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0
  );
}

/** A record's place in a RecordBatch, or a record decoded on its own (one with attachments). */
export type BatchedRecord = { batched: number } | { value: unknown };

/** What RecordBatch.finish gives for a record whose bytes are not a record of ours. */
export const UNREADABLE: unique symbol = Symbol('unreadable record');

/**
 * Decodes the records of one page together: the JSON of each is copied (from libsodium's memory,
 * during the open) into one buffer, `[a,b,…]`, turned into text by one TextDecoder call and into
 * values by one JSON.parse. Per record, those two calls cost more than the cipher did. Records with
 * attachments are decoded on their own. The buffer is wiped by finish().
 */
export class RecordBatch {
  private bytes: Uint8Array;
  private length = 1;
  private readonly ranges: number[] = [];

  /** `capacity`: the bytes expected (the envelopes' total is enough), so that it rarely grows. */
  constructor(capacity = 16 * 1024) {
    this.bytes = new Uint8Array(capacity + 2);
  }

  /** Takes a record's plaintext (read inside libsodium's memory, for openWith). */
  readonly take = (plaintext: Uint8Array): BatchedRecord => {
    const jsonLength = readUint32(plaintext, 0);
    // Attachments, or a length that does not fit: the record's own decoder (which may throw).
    if (
      jsonLength === 0 ||
      8 + jsonLength > plaintext.length ||
      readUint32(plaintext, 4 + jsonLength)
    ) {
      return { value: decodeRecord(plaintext) };
    }
    this.reserve(jsonLength + 2);
    if (this.ranges.length) this.bytes[this.length++] = 0x2c; // ','
    this.ranges.push(this.length, this.length + jsonLength);
    this.bytes.set(plaintext.subarray(4, 4 + jsonLength), this.length);
    this.length += jsonLength;
    return { batched: this.ranges.length / 2 - 1 };
  };

  private reserve(more: number): void {
    if (this.length + more <= this.bytes.length) return;
    const next = new Uint8Array(Math.max(this.bytes.length * 2, this.length + more));
    next.set(this.bytes.subarray(0, this.length));
    this.bytes.fill(0, 0, this.length);
    this.bytes = next;
  }

  /** The values of the batched records, in order (UNREADABLE for one that is not JSON). */
  finish(): unknown[] {
    const count = this.ranges.length / 2;
    try {
      if (count === 0) return [];
      this.bytes[0] = 0x5b; // '['
      this.reserve(1);
      this.bytes[this.length++] = 0x5d; // ']'
      try {
        const values: unknown = JSON.parse(decoder.decode(this.bytes.subarray(0, this.length)));
        if (Array.isArray(values) && values.length === count) return values;
      } catch {
        // One record is not JSON (a bug, never an attacker without the key): each on its own.
      }
      return Array.from({ length: count }, (_, i) => {
        try {
          const text = decoder.decode(
            this.bytes.subarray(this.ranges[2 * i], this.ranges[2 * i + 1]),
          );
          return JSON.parse(text) as unknown;
        } catch {
          return UNREADABLE;
        }
      });
    } finally {
      this.bytes.fill(0, 0, this.length);
      this.length = 1;
      this.ranges.length = 0;
    }
  }
}

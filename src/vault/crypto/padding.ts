/**
 * Size buckets for sealed records, so a ciphertext's length says little about its content.
 * Powers of two from 256 B to 64 KiB hide short texts well (every journal line, contact and setting
 * under 255 bytes looks alike); above 64 KiB the bucket is the next multiple of 64 KiB, so a media
 * chunk grows by at most 64 KiB instead of doubling.
 */
export const MIN_BUCKET = 256;
export const LARGE_STEP = 64 * 1024;

/** The padded length for `length` bytes of plaintext (ISO/IEC 7816-4 needs one byte at least). */
export function paddedLength(length: number): number {
  const needed = length + 1;
  if (needed > LARGE_STEP) return Math.ceil(needed / LARGE_STEP) * LARGE_STEP;
  let bucket = MIN_BUCKET;
  while (bucket < needed) bucket *= 2;
  return bucket;
}

/** The block size libsodium's pad/unpad use for a given padded length. */
export function blockSizeFor(paddedBytes: number): number {
  return paddedBytes > LARGE_STEP ? LARGE_STEP : paddedBytes;
}

/**
 * ISO/IEC 7816-4 padding, byte for byte what libsodium's sodium_pad writes: the data, 0x80, then
 * zeros up to the next multiple of `blockSize` (a full block when the data already fills one).
 * In JavaScript because the wrappers' pad/unpad cost more than the cipher itself per record.
 */
export function pad(bytes: Uint8Array, blockSize: number): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(bytes.length + blockSize - (bytes.length % blockSize));
  out.set(bytes);
  out[bytes.length] = 0x80;
  return out;
}

/**
 * The data before the padding, as a view of `padded`, or null when it is not padded to
 * `blockSize` (like sodium_unpad, only the last block is searched). Not constant-time: records are
 * unpadded after their tag has been checked, and an id's padding only decides "not ours".
 */
export function unpad(padded: Uint8Array, blockSize: number): Uint8Array | null {
  if (blockSize <= 0 || padded.length < blockSize || padded.length % blockSize !== 0) return null;
  const stop = padded.length - blockSize;
  for (let i = padded.length - 1; i >= stop; i -= 1) {
    const byte = padded[i];
    if (byte === 0x80) return padded.subarray(0, i);
    if (byte !== 0) return null;
  }
  return null;
}
